import type { Book } from '@shelfwise/contract';
import { BookUp, MoreVertical, Pencil, Send, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../lib/i18n/i18n.ts';

export interface BookActions {
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
  /** Opens the Loan Book dialog (delivered by the lending issue). */
  onLoan: (book: Book) => void;
  /** Opens the Recommend Book dialog (features/friends). */
  onRecommend: (book: Book) => void;
}

const MENU_WIDTH = 192;

/**
 * The per-book actions menu. A Loaned book cannot be edited, deleted, loaned or recommended
 * (spec §4), so those entries are present but disabled with the reason beside them.
 * The menu is portalled with fixed coordinates because the table scrolls horizontally and would
 * clip it.
 */
export function BookRowMenu({ book, actions }: { book: Book; actions: BookActions }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const isLoaned = book.status === 'Loaned';

  const items = [
    { label: t('menu.edit'), icon: Pencil, run: actions.onEdit, disabled: isLoaned },
    { label: t('menu.loan'), icon: BookUp, run: actions.onLoan, disabled: isLoaned },
    { label: t('menu.recommend'), icon: Send, run: actions.onRecommend, disabled: isLoaned },
    { label: t('menu.delete'), icon: Trash2, run: actions.onDelete, disabled: isLoaned, danger: true },
  ];

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Follows the button when the page scrolls or resizes (a phone's address bar does both).
  const place = useCallback(() => {
    const button = buttonRef.current;
    if (!button) return;
    const rect = button.getBoundingClientRect();
    const height = menuRef.current?.offsetHeight ?? 200;
    const below = rect.bottom + 4;
    const top =
      below + height > window.innerHeight && rect.top - height - 4 > 0 ? rect.top - height - 4 : below;
    const left = Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8));
    setPosition({ top, left });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const first =
      menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ??
      menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus({ preventScroll: true });
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, place]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus({ preventScroll: true });
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('menu.actionsFor', { title: book.title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <MoreVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      {open
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={t('menu.actionsFor', { title: book.title })}
              onKeyDown={onMenuKeyDown}
              style={{ top: position?.top ?? -9999, left: position?.left ?? -9999, width: MENU_WIDTH }}
              className="fixed z-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {items.map(({ label, icon: Icon, run, disabled, danger }) => (
                <button
                  key={label}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={disabled || undefined}
                  onClick={() => {
                    if (disabled) return;
                    close(false);
                    run(book);
                  }}
                  className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm focus:bg-slate-100 focus:outline-none dark:focus:bg-slate-800 ${
                    disabled
                      ? 'cursor-not-allowed text-slate-400 dark:text-slate-500'
                      : danger
                        ? 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`}
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {label}
                </button>
              ))}
              {isLoaned ? (
                <p className="px-3 pt-1 pb-2 text-xs text-slate-500 dark:text-slate-400">
                  {t('menu.onLoan')}
                </p>
              ) : null}
            </div>,
            // Inside the page's main landmark when there is one, so the menu belongs to the page.
            buttonRef.current?.closest('main') ?? document.body,
          )
        : null}
    </>
  );
}
