import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Text on the confirm button while `busy`; defaults to `confirmText`. */
  busyText?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While true the confirm button spins and cancel, Escape and outside clicks are blocked. */
  busy?: boolean;
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** Extra content under the message (e.g. a "type DELETE" field). */
  children?: ReactNode;
  /** Disables the confirm button (e.g. until the typed confirmation matches). */
  confirmDisabled?: boolean;
}

/** A yes/no modal: title, message, Cancel (focused first, the safe choice) and a confirm button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  busyText,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
  children,
  confirmDisabled,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      dismissible={!busy}
      size="sm"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
            {busy ? (busyText ?? confirmText ?? t('common.confirm')) : (confirmText ?? t('common.confirm'))}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <p>{message}</p>
        {children}
      </div>
    </Modal>
  );
}
