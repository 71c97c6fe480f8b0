import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from './settings-section.tsx';

const CONFIRM_WORD = 'DELETE';

/** Danger Zone (spec §4/§5): deletion works only once exactly DELETE is typed. */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
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
      setError((err as Error).message || 'Failed to delete account');
    }
  };

  return (
    <SettingsSection
      title="Danger Zone"
      tone="danger"
      description="Deleting your account removes your books, loans, borrowers, reminders and history for good."
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete account"
        message="This permanently deletes your account and everything in it. It cannot be undone."
        confirmText="Delete account"
        busyText="Deleting..."
        busy={remove.isPending}
        confirmDisabled={typed !== CONFIRM_WORD}
        onCancel={close}
        onConfirm={onConfirm}
      >
        <TextField
          label={`Type ${CONFIRM_WORD} to confirm`}
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
