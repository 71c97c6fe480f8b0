import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useReturnLoan } from '../api/return-loan.ts';

/**
 * The spec's 'Confirm Return' dialog: marks the loan returned and tells the caller the sentence to
 * show ('Book "{title}" returned successfully.' or why it failed). Used by the Loans screen and the
 * book page.
 */
export function ReturnLoanDialog({
  loan,
  onClose,
  onReturned,
  onFailed,
}: {
  /** The loan to return, or null when the dialog is closed. */
  loan: { id: string; title: string } | null;
  onClose: () => void;
  onReturned: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const t = useT();
  const returnLoan = useReturnLoan();
  const confirm = () => {
    if (!loan) return;
    returnLoan.mutate(loan.id, {
      onSuccess: () => onReturned(t('loans.returned', { title: loan.title })),
      onError: (error) => onFailed(error.message || t('loans.returnFailed')),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={loan !== null}
      title={t('loans.confirmReturn')}
      message={t('loans.confirmReturnText', { title: loan?.title ?? '' })}
      confirmText={t('loans.confirmReturn')}
      busyText={t('loans.processing')}
      tone="primary"
      busy={returnLoan.isPending}
      onConfirm={confirm}
      onCancel={() => {
        if (!returnLoan.isPending) onClose();
      }}
    />
  );
}
