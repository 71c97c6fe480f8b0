import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/i18n/i18n.ts';
import { hasUnsavedChanges } from '../../lib/unsaved-changes.ts';
import { Button } from './button.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A top-level element that stays live while a dialog is open (the toasts: they sit above the
 * backdrop, and what they announce must still be heard). Put it on a direct child of <body>.
 */
export const STAYS_LIVE_ATTRIBUTE = 'data-stays-live';

/**
 * The open modals, oldest first. Only the newest is live: every other child of <body> (the page,
 * and any dialog under it) is `inert`, so no click, Tab, focus() or screen reader reaches it. The
 * body stays locked from scrolling until the last one closes.
 */
const openModals: HTMLElement[] = [];
/** What this file made inert (and so may make live again); others' `inert` is left alone. */
const madeInert = new Set<Element>();
let previousOverflow = '';
let watcher: MutationObserver | null = null;

function makeTheRestInert() {
  const top = openModals.at(-1);
  for (const element of [...madeInert]) {
    if (top && element !== top && element.isConnected) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  if (!top) return;
  for (const child of Array.from(document.body.children)) {
    if (child === top || child.hasAttribute(STAYS_LIVE_ATTRIBUTE) || child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    madeInert.add(child);
  }
}

function opened(root: HTMLElement) {
  if (openModals.length === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Whatever is added to the page while a dialog is open (a portal, a late widget) is behind it too.
    watcher = new MutationObserver(makeTheRestInert);
    watcher.observe(document.body, { childList: true });
  }
  openModals.push(root);
  makeTheRestInert();
}

function closed(root: HTMLElement) {
  const index = openModals.indexOf(root);
  if (index >= 0) openModals.splice(index, 1);
  if (openModals.length === 0) {
    watcher?.disconnect();
    watcher = null;
    document.body.style.overflow = previousOverflow === 'hidden' ? '' : previousOverflow;
  }
  makeTheRestInert();
}

const isTopModal = (root: HTMLElement | null) => root !== null && openModals.at(-1) === root;

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside, unless `dismissible` is false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned). */
  footer?: ReactNode;
  /** False while something must not be interrupted (e.g. a request in flight): Escape and outside clicks do nothing. */
  dismissible?: boolean;
  size?: keyof typeof sizes;
  /** The element to focus on open; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hides the × button in the header. */
  hideCloseButton?: boolean;
  /** 'side': a full-height drawer at the right edge (full screen on phones) instead of a centred panel. */
  placement?: 'center' | 'side';
}

/**
 * An accessible modal dialog: role="dialog", aria-modal, labelled by its title; the page behind it
 * (and any dialog under it) is inert while it is open; focus moves in, Tab cycles inside, and focus
 * returns to the opener on close; Escape closes unless blocked; page scroll locked.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  size = 'md',
  initialFocusRef,
  hideCloseButton,
  placement = 'center',
}: ModalProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Refs so the effect below runs once per opening, not on every parent render.
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;
  const initialFocus = useRef(initialFocusRef);
  const [askDiscard, setAskDiscard] = useState(false);
  const t = useT();

  /** Escape, the × and a click outside: a form inside with unsaved changes asks first. */
  const requestClose = () => {
    if (hasUnsavedChanges(panelRef.current)) setAskDiscard(true);
    else onClose();
  };

  const requestCloseRef = useRef(requestClose);
  requestCloseRef.current = requestClose;

  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root) return;
    opened(root);
    const target = initialFocus.current?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
    target?.focus();
    // Escape when nothing inside has the focus (a click on the backdrop of a dialog that may not
    // be dismissed leaves it on the page's body): still this dialog's, if it is the top one.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopModal(root) || root.contains(document.activeElement)) return;
      if (dismissibleRef.current) requestCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      // The page (or the dialog under this one) is live again before the focus goes back to it.
      closed(root);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissibleRef.current) requestClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={`fixed inset-0 z-50 flex ${placement === 'side' ? 'justify-end' : 'items-end justify-center p-0 sm:items-center sm:p-4'}`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/60 backdrop-blur-sm"
        onClick={() => dismissibleRef.current && requestClose()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative flex w-full ${sizes[size]} flex-col bg-white shadow-xl outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700 ${
          placement === 'side'
            ? 'h-full max-h-full sm:rounded-l-2xl'
            : 'max-h-[90vh] rounded-t-2xl sm:rounded-2xl'
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {description}
              </p>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            <button
              type="button"
              onClick={requestClose}
              disabled={!dismissible}
              aria-label={t('common.closeDialog')}
              className="-m-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
        </div>
        {children ? <div className="overflow-y-auto px-5 py-4">{children}</div> : null}
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
            {footer}
          </div>
        ) : null}
      </div>
      <Modal
        open={askDiscard}
        onClose={() => setAskDiscard(false)}
        size="sm"
        title={t('unsaved.discardTitle')}
        description={t('unsaved.discardText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskDiscard(false)}>
              {t('unsaved.keepEditing')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setAskDiscard(false);
                onClose();
              }}
            >
              {t('unsaved.discard')}
            </Button>
          </>
        }
      />
    </div>
  );
}
