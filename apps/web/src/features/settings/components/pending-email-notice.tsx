import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCancelEmailChange } from '../api/cancel-email-change.ts';

/**
 * A change of address waiting for its code: the account keeps `email` (sign-in, mail) until the
 * code sent to `pendingEmail` is entered. The change can be finished, or cancelled.
 */
export function PendingEmailNotice({
  email,
  pendingEmail,
  onEnterCode,
}: {
  email: string;
  pendingEmail: string;
  onEnterCode: (pendingEmail: string) => void;
}) {
  const cancel = useCancelEmailChange();
  const [error, setError] = useState('');

  const onCancel = async () => {
    setError('');
    try {
      await cancel.mutateAsync();
      toast.success(`Email change cancelled: it stays ${email}`);
    } catch (err) {
      setError((err as Error).message || 'Failed to cancel the email change');
    }
  };

  return (
    <div className="space-y-2">
      <Alert tone="info">
        <p>
          Pending verification of <strong className="wrap-break-word">{pendingEmail}</strong>. Until you enter
          the code we sent there, you keep signing in and getting our emails at{' '}
          <strong className="wrap-break-word">{email}</strong>.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onEnterCode(pendingEmail)}>
            Enter code
          </Button>
          <Button size="sm" variant="secondary" loading={cancel.isPending} onClick={onCancel}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel change'}
          </Button>
        </div>
      </Alert>
      <Alert tone="error">{error}</Alert>
    </div>
  );
}
