import {
  type BatchRejection,
  type CatalogBook,
  catalogBookToBatchItem,
  type NewBookInput,
  type PlanId,
  plans,
} from '@shelfwise/contract';
import { CheckCircle2, ListPlus, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useBatchAddBooks } from '../api/batch-add-books.ts';
import { idempotencyKeyFor, useCreateBook } from '../api/create-book.ts';
import { CatalogSearch, type TypedTerm } from './catalog-search.tsx';
import { IsbnListForm } from './isbn-list-form.tsx';
import { ManualBookForm } from './manual-book-form.tsx';
import { ScanBooksButton } from './scan-books-button.tsx';

/** Spec §4: after a successful add the dialog shows the message, then closes. */
export const CLOSE_AFTER_ADD_MS = 1500;

export interface AddBooksDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the dialog closes after a successful add (the list is already refreshed). */
  onAdded?: () => void;
  plan: PlanId;
  /** The user's own tags, offered as suggestions beside the presets. */
  ownTags: readonly string[];
}

export function AddBooksDialog(props: AddBooksDialogProps) {
  // Mounted only while open, so every opening starts fresh.
  return props.open ? <AddBooksDialogContent {...props} /> : null;
}

function AddBooksDialogContent({ onClose, onAdded, plan, ownTags }: AddBooksDialogProps) {
  const t = useT();
  const canSearch = plans[plan].canSearchCatalog;
  const [manualOpen, setManualOpen] = useState(!canSearch);
  // What the reader typed in the search, carried into the manual form (an ISBN, or else the title).
  const [prefill, setPrefill] = useState<TypedTerm | null>(null);
  // Remounts the manual form when a new term arrives, so its field takes the prefill.
  const [manualKey, setManualKey] = useState(0);
  const [isbnListOpen, setIsbnListOpen] = useState(false);
  const [selected, setSelected] = useState<Map<string, CatalogBook>>(new Map());
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [partial, setPartial] = useState<{ message: string; refused: BatchRejection[] } | null>(null);
  const batch = useBatchAddBooks();
  const create = useCreateBook();
  const attempt = useRef<{ draft: string; key: string } | null>(null);
  const busy = batch.isPending || create.isPending || success !== null;
  const manualRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A refusal is read where the user is looking: focus moves to it (and screen readers announce it).
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const succeed = (message: string) => {
    setError(null);
    setSuccess(message);
    closeTimer.current = setTimeout(() => {
      onAdded?.();
      onClose();
    }, CLOSE_AFTER_ADD_MS);
  };

  /**
   * Opens the manual form. Only an explicit click scrolls to it: after a search that found nothing
   * the message saying so must stay in view (it points to the form below).
   */
  const openManual = ({ typed, scroll = false }: { typed?: TypedTerm; scroll?: boolean } = {}) => {
    if (typed) {
      setPrefill(typed);
      setManualKey((k) => k + 1);
    }
    setManualOpen(true);
    if (scroll)
      requestAnimationFrame(() =>
        manualRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
      );
  };

  const toggle = (book: CatalogBook) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(book.id)) next.delete(book.id);
      else next.set(book.id, book);
      return next;
    });

  const addSelected = () => {
    setError(null);
    setPartial(null);
    batch.mutate([...selected.values()].map(catalogBookToBatchItem), {
      onSuccess: (result) => {
        const skipped = result.skipped ? t('add.skipped', { count: result.skipped }) : '';
        const message = t('add.addedCount', { count: result.added, skipped });
        if (result.rejected.length === 0) {
          succeed(message);
          return;
        }
        // Some books were refused for their ISBN: say which and why, and stay open until read.
        setSelected(new Map());
        setPartial({ message, refused: result.rejected });
        onAdded?.();
      },
      onError: (e) => setError(e.message || t('add.failed')),
    });
  };

  /** Rejects with the server's refusal, which the form shows beside its fields or above its button. */
  const addManual = async (draft: NewBookInput) => {
    if (create.isPending) return;
    setError(null);
    attempt.current = idempotencyKeyFor(attempt.current, draft);
    const book = await create.mutateAsync({ input: draft, idempotencyKey: attempt.current.key });
    attempt.current = null;
    succeed(t('add.added', { title: book.title }));
  };

  const count = selected.size;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      size="lg"
      title={t('add.title')}
      initialFocusRef={firstFieldRef}
      description={canSearch ? t('add.description') : undefined}
      footer={
        canSearch ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {partial ? t('common.close') : t('common.cancel')}
            </Button>
            {count > 0 ? (
              <Button onClick={addSelected} disabled={busy} loading={batch.isPending}>
                {batch.isPending ? t('add.adding') : t('add.addCount', { count })}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <div className="space-y-5">
        {success ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800 dark:bg-green-950/50 dark:text-green-200"
          >
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
            {success}
          </p>
        ) : null}
        {partial ? (
          <div
            role="alert"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
          >
            <p className="font-medium">{partial.message}</p>
            <p className="mt-1">{t('add.notAdded', { count: partial.refused.length })}</p>
            <ul className="mt-1 list-disc pl-5">
              {partial.refused.map((r) => (
                <li key={r.index}>
                  “{r.title}”: {r.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {error ? (
          <p
            ref={errorRef}
            role="alert"
            tabIndex={-1}
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 dark:bg-red-950/50 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}

        {canSearch ? (
          <CatalogSearch
            inputRef={firstFieldRef}
            selected={selected}
            onToggle={toggle}
            onNothingFound={(typed) => openManual({ typed })}
            onUnavailable={(typed) => openManual({ typed })}
          />
        ) : (
          <div className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
            <p>{t('add.freeNotice')}</p>
            <Link
              to="/subscriptions"
              className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100"
            >
              {t('add.seePlans')}
            </Link>
          </div>
        )}

        {canSearch && !manualOpen ? (
          <button
            type="button"
            onClick={() => openManual({ scroll: true })}
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            <PenLine aria-hidden="true" className="h-4 w-4" />
            {t('add.cantFind')}
          </button>
        ) : null}

        {manualOpen ? (
          <div
            ref={manualRef}
            className={canSearch ? 'border-t border-slate-200 pt-4 dark:border-slate-700' : ''}
          >
            {canSearch ? (
              <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-100">{t('add.manually')}</h3>
            ) : null}
            <ManualBookForm
              key={manualKey}
              titleRef={canSearch ? undefined : firstFieldRef}
              initialIsbn={prefill && 'isbn' in prefill ? prefill.isbn : ''}
              initialTitle={prefill && 'title' in prefill ? prefill.title : ''}
              canWriteNotes={plans[plan].canWriteNotes}
              ownTags={ownTags}
              busy={create.isPending}
              onSubmit={addManual}
            />
          </div>
        ) : null}

        <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
          <ScanBooksButton plan={plan} />
        </div>

        <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
          {isbnListOpen ? (
            <>
              <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-100">{t('isbnList.title')}</h3>
              <IsbnListForm onAdded={onAdded} />
            </>
          ) : (
            <button
              type="button"
              aria-expanded={false}
              onClick={() => setIsbnListOpen(true)}
              className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              <ListPlus aria-hidden="true" className="h-4 w-4" />
              {t('isbnList.open')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
