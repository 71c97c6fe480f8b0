import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
  const returnLoan = useReturnLoan();
  const confirm = () => {
    if (!loan) return;
    returnLoan.mutate(loan.id, {
      onSuccess: () => onReturned(`Book "${loan.title}" returned successfully.`),
      onError: (error) => onFailed(error.message || 'Failed to return book'),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={loan !== null}
      title="Confirm Return"
      message={`Are you sure you want to mark "${loan?.title ?? ''}" as returned?`}
      confirmText="Confirm Return"
      busyText="Processing..."
      tone="primary"
      busy={returnLoan.isPending}
      onConfirm={confirm}
      onCancel={() => {
        if (!returnLoan.isPending) onClose();
      }}
    />
  );
}
