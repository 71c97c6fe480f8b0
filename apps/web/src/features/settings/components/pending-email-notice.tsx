import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
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
  const t = useT();
  const cancel = useCancelEmailChange();
  const [error, setError] = useState('');

  const onCancel = async () => {
    setError('');
    try {
      await cancel.mutateAsync();
      toast.success(t('settings.changeCancelled', { email }));
    } catch (err) {
      setError((err as Error).message || t('settings.cancelFailed'));
    }
  };

  return (
    <div className="space-y-2">
      <Alert tone="info">
        <p>{t('settings.pendingText', { pending: pendingEmail, email })}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onEnterCode(pendingEmail)}>
            {t('settings.enterCode')}
          </Button>
          <Button size="sm" variant="secondary" loading={cancel.isPending} onClick={onCancel}>
            {cancel.isPending ? t('settings.cancelling') : t('settings.cancelChange')}
          </Button>
        </div>
      </Alert>
      <Alert tone="error">{error}</Alert>
    </div>
  );
}
