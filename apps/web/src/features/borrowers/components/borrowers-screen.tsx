import type { Borrower, BorrowerWithCounts } from '@shelfwise/contract';
import { Plus, Users, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useDeleteBorrower } from '../api/delete-borrower.ts';
import { useBorrowers } from '../api/get-borrowers.ts';
import { matchesBorrower } from '../lib/search.ts';
import { BorrowerFormModal } from './borrower-form-modal.tsx';
import { BorrowerCards, BorrowersTable } from './borrowers-list.tsx';
import { InviteModal } from './invite-modal.tsx';
import { PageLinkModal } from './page-link-modal.tsx';

/** The Borrowers screen (spec §2): search, add, edit, delete, and invite (offered once after adding, and on each row). */
export function BorrowersScreen({ lenderName, siteUrl }: { lenderName: string; siteUrl: string }) {
  const t = useT();
  const borrowersQuery = useBorrowers();
  const deleteBorrower = useDeleteBorrower();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<BorrowerWithCounts | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [inviting, setInviting] = useState<Borrower | null>(null);
  const [deleting, setDeleting] = useState<BorrowerWithCounts | null>(null);
  const [linking, setLinking] = useState<BorrowerWithCounts | null>(null);

  const borrowers = borrowersQuery.data ?? [];
  const shown = useMemo(() => borrowers.filter((b) => matchesBorrower(b, search)), [borrowers, search]);

  const openForm = (borrower: BorrowerWithCounts | null) => {
    setEditing(borrower);
    setIsFormOpen(true);
  };
  /** After adding someone the invitation is offered once; after an edit it is not (each row has Invite). */
  const saved = (borrower: Borrower) => {
    const added = editing === null;
    setIsFormOpen(false);
    setEditing(null);
    toast.success(t('borrowers.saved', { name: borrower.name }));
    if (added) setInviting(borrower);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    deleteBorrower.mutate(deleting._id, {
      onSuccess: () => toast.success(t('borrowers.deleted', { name })),
      onError: (e) => toast.error(e.message || t('borrowers.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('borrowers.title')}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('borrowers.lead')}</p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('borrowers.add')}
        </Button>
      </header>

      <div className="flex gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <SearchInput
          label={t('borrowers.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('borrowers.searchPlaceholder')}
        />
        {search ? (
          <Button variant="ghost" onClick={() => setSearch('')}>
            <X aria-hidden="true" className="h-4 w-4" />
            {t('borrowers.clear')}
          </Button>
        ) : null}
      </div>

      {borrowersQuery.isPending ? (
        <LoadingScreen label={t('borrowers.loading')} />
      ) : borrowersQuery.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          {borrowersQuery.error.message || t('borrowers.fetchFailed')}
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <EmptyState
            icon={Users}
            title={search ? t('borrowers.noMatch') : t('borrowers.noneYet')}
            message={search ? t('borrowers.noMatchText') : t('borrowers.noneYetText')}
          />
        </div>
      ) : (
        <>
          <BorrowersTable
            borrowers={shown}
            onEdit={openForm}
            onDelete={setDeleting}
            onInvite={setInviting}
            onPageLink={setLinking}
          />
          <BorrowerCards
            borrowers={shown}
            onEdit={openForm}
            onDelete={setDeleting}
            onInvite={setInviting}
            onPageLink={setLinking}
          />
        </>
      )}

      <BorrowerFormModal
        open={isFormOpen}
        borrower={editing}
        onClose={() => {
          setIsFormOpen(false);
          setEditing(null);
        }}
        onSaved={saved}
      />
      <InviteModal
        borrower={inviting}
        lenderName={lenderName}
        siteUrl={siteUrl}
        onClose={() => setInviting(null)}
      />
      <PageLinkModal borrower={linking} onClose={() => setLinking(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('borrowers.deleteTitle')}
        message={t('borrowers.deleteText')}
        confirmText={t('common.delete')}
        busyText={t('common.deleting')}
        busy={deleteBorrower.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          if (!deleteBorrower.isPending) setDeleting(null);
        }}
      />
    </div>
  );
}
