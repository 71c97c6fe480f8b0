import { type Borrower, type BorrowerWithCounts, borrowerInputSchema } from '@shelfwise/contract';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useSaveBorrower } from '../api/save-borrower.ts';

const formSchema = borrowerInputSchema.omit({ userId: true });

interface BorrowerFormModalProps {
  open: boolean;
  /** The borrower to edit; null adds a new one. */
  borrower: BorrowerWithCounts | null;
  onClose: () => void;
  onSaved: (borrower: Borrower) => void;
}

/**
 * 'Add New Borrower' / 'Edit Borrower' (spec §2, §5): name, email and phone, all required, with the
 * contract's own rules. Mounted only while open, so each opening starts from the borrower.
 */
export function BorrowerFormModal(props: BorrowerFormModalProps) {
  return props.open ? <BorrowerForm key={props.borrower?._id ?? 'new'} {...props} /> : null;
}

function BorrowerForm({ borrower, onClose, onSaved }: BorrowerFormModalProps) {
  const t = useT();
  const save = useSaveBorrower();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(
    formSchema,
    { name: borrower?.name ?? '', email: borrower?.email ?? '', phone: borrower?.phone ?? '' },
    { formRef, fallbackMessage: t('borrowers.saveFailed') },
  );
  const { values, errors } = form;
  const bind = (field: 'name' | 'email' | 'phone') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
    onBlur: () => form.touch(field),
    error: errors[field],
  });

  const submit = form.handleSubmit(async (input) => {
    const saved = await save.mutateAsync({ id: borrower?._id, ...input });
    onSaved(saved);
  });

  const formId = 'borrower-form';
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={borrower ? t('borrowers.editTitle') : t('borrowers.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {save.isPending ? t('common.saving') : borrower ? t('common.save') : t('borrowers.add')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        {form.formError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/60 dark:text-red-300"
          >
            {form.formError}
          </p>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-300">{t('form.requiredNote')}</p>
        <TextField label={t('borrowers.name')} {...bind('name')} required autoComplete="name" />
        <TextField
          label={t('borrowers.email')}
          type="email"
          {...bind('email')}
          hint={
            borrower?.unsubscribed && values.email.toLowerCase() === borrower.email.toLowerCase()
              ? t('borrowers.unsubscribedHint')
              : undefined
          }
          required
          autoComplete="email"
        />
        <TextField
          label={t('borrowers.phone')}
          type="tel"
          {...bind('phone')}
          required
          autoComplete="tel"
          hint={t('borrowers.phoneHint')}
        />
      </form>
    </Modal>
  );
}
