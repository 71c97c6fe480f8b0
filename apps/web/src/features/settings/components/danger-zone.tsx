import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from './settings-section.tsx';

const CONFIRM_WORD = 'DELETE';

/** Danger Zone (spec §4/§5): deletion works only once exactly DELETE is typed. */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const remove = useDeleteAccount();

  const close = () => {
    setOpen(false);
    setTyped('');
    setError('');
  };

  const onConfirm = async () => {
    if (typed !== CONFIRM_WORD) return;
    setError('');
    try {
      await remove.mutateAsync();
      onDeleted();
    } catch (err) {
      setError((err as Error).message || t('settings.deleteFailed'));
    }
  };

  return (
    <SettingsSection title={t('settings.danger')} tone="danger" description={t('settings.dangerText')}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('settings.deleteAccount')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('settings.deleteAccount')}
        message={t('settings.deleteAccountText')}
        confirmText={t('settings.deleteAccount')}
        busyText={t('common.deleting')}
        busy={remove.isPending}
        confirmDisabled={typed !== CONFIRM_WORD}
        onCancel={close}
        onConfirm={onConfirm}
      >
        <TextField
          label={t('settings.typeToConfirm', { word: CONFIRM_WORD })}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void onConfirm();
          }}
        />
        <Alert tone="error">{error}</Alert>
      </ConfirmDialog>
    </SettingsSection>
  );
}
