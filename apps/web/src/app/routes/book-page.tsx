import { type Book, plans } from '@shelfwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BellRing, BookOpen, CalendarPlus, HandCoins, Pencil, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { meQueryKey, useCurrentUser } from '../../features/auth/index.ts';
import {
  BookDetails,
  EditBookDialog,
  useBook,
  useDeleteBook,
  useTagSummary,
} from '../../features/books/index.ts';
import {
  ExtendLoanDialog,
  LoanBookDialog,
  PendingLoanRequest,
  ReturnLoanDialog,
} from '../../features/loans/index.ts';
import { ReminderFormModal } from '../../features/reminders/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** `/dashboard/library/{id}`: one book with everything about it and what can be done with it. */
export default function BookPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useBook(id);
  const user = useCurrentUser();
  const tags = useTagSummary();
  const deleteBook = useDeleteBook();
  const [editing, setEditing] = useState<Book | null>(null);
  const [lending, setLending] = useState<Book | null>(null);
  const [returning, setReturning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reminding, setReminding] = useState(false);
  const [extending, setExtending] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const back = (
    <Link
      to="/dashboard/collection"
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-100"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('library.title')}
    </Link>
  );

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <div className="rounded-xl border border-slate-200 dark:border-slate-700">
          <EmptyState
            icon={BookOpen}
            title={missing ? t('bookPage.notFound') : t('bookPage.fetchFailed')}
            message={missing ? t('bookPage.notInLibrary') : query.error.message}
          />
        </div>
      </div>
    );
  }

  const book = query.data;
  const holder = book.currentLoan;
  const ownTags = (tags.data ?? []).map((t) => t.name);

  const confirmDelete = () =>
    deleteBook.mutate(book._id, {
      onSuccess: () => {
        toast.success(t('library.deleted', { title: book.title }));
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        navigate('/dashboard/collection', { replace: true });
      },
      onError: (e) => toast.error(e.message || t('library.deleteFailed')),
      onSettled: () => setDeleting(false),
    });

  const actions = (
    <>
      <Button variant="secondary" size="sm" onClick={() => setEditing(book)}>
        <Pencil aria-hidden="true" className="h-4 w-4" /> {t('bookPage.edit')}
      </Button>
      {holder ? (
        <>
          <Button size="sm" onClick={() => setReturning(true)}>
            <Undo2 aria-hidden="true" className="h-4 w-4" /> {t('bookPage.markReturned')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setExtending(true)}>
            <CalendarPlus aria-hidden="true" className="h-4 w-4" /> {t('loans.extend')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setReminding(true)}>
            <BellRing aria-hidden="true" className="h-4 w-4" /> {t('bookPage.remind')}
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={() => setLending(book)} disabled={book.status !== 'Available'}>
          <HandCoins aria-hidden="true" className="h-4 w-4" /> {t('bookPage.lend')}
        </Button>
      )}
      <Button
        variant="danger"
        size="sm"
        onClick={() => setDeleting(true)}
        disabled={holder !== null}
        title={holder ? t('table.loanedCannotDelete') : undefined}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('common.delete')}
      </Button>
    </>
  );

  return (
    <div className="space-y-4">
      <title>{t('bookPage.pageTitle', { title: book.title })}</title>
      {back}
      {banner ? (
        <p
          role="status"
          className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800 dark:bg-green-950/50 dark:text-green-200"
        >
          {banner}
        </p>
      ) : null}
      {holder ? (
        // A borrower's request from their page (issue 29), answered here in one click.
        <PendingLoanRequest
          loanId={holder.loanId}
          title={book.title}
          onDone={(text, tone) => (tone === 'success' ? setBanner(text) : toast.error(text))}
        />
      ) : null}
      <BookDetails book={book} actions={actions} />

      <EditBookDialog
        book={editing}
        onClose={() => setEditing(null)}
        ownTags={ownTags}
        canWriteNotes={plans[user.plan].canWriteNotes}
      />
      <LoanBookDialog book={lending} onClose={() => setLending(null)} errorText={t('library.loanFailed')} />
      <ReminderFormModal
        open={reminding}
        reminder={null}
        loanId={holder?.loanId}
        onClose={() => setReminding(false)}
        onSaved={() => setBanner(t('bookPage.reminderScheduled', { title: book.title }))}
      />
      <ExtendLoanDialog
        loan={
          extending && holder
            ? {
                id: holder.loanId,
                title: book.title,
                borrowerName: holder.borrower.name,
                dueDate: holder.returnDate,
              }
            : null
        }
        onClose={() => setExtending(false)}
        onExtended={setBanner}
      />
      <ReturnLoanDialog
        loan={returning && holder ? { id: holder.loanId, title: book.title } : null}
        onClose={() => setReturning(false)}
        onReturned={setBanner}
        onFailed={(text) => toast.error(text)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('library.deleteBookTitle')}
        message={t('library.deleteBookText', { title: book.title })}
        confirmText={t('common.delete')}
        busyText={t('common.deleting')}
        busy={deleteBook.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
