import type { Borrower, BorrowerWithCounts } from '@shelfwise/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveBorrower } from '../api/save-borrower.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<'name' | 'email' | 'phone', string>>;

function validate(values: { name: string; email: string; phone: string }): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!values.phone.trim()) errors.phone = 'Phone is required';
  return errors;
}

/** 'Add New Borrower' / 'Edit Borrower' (spec §2, §5): name, email and phone, all required. */
export function BorrowerFormModal({
  open,
  borrower,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The borrower to edit; null adds a new one. */
  borrower: BorrowerWithCounts | null;
  onClose: () => void;
  onSaved: (borrower: Borrower) => void;
}) {
  const save = useSaveBorrower();
  const [values, setValues] = useState({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues({ name: borrower?.name ?? '', email: borrower?.email ?? '', phone: borrower?.phone ?? '' });
    setErrors({});
    setServerError(null);
  }, [open, borrower]);

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    save.mutate(
      {
        id: borrower?._id,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (e) => setServerError(e.message || 'Failed to save borrower'),
      },
    );
  };

  const formId = 'borrower-form';
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!save.isPending}
      title={borrower ? 'Edit Borrower' : 'Add New Borrower'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {save.isPending ? 'Saving...' : borrower ? 'Save Changes' : 'Add Borrower'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {serverError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/60 dark:text-red-300"
          >
            {serverError}
          </p>
        ) : null}
        <TextField
          label="Name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
          autoComplete="name"
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          hint={
            borrower?.unsubscribed && values.email.toLowerCase() === borrower.email.toLowerCase()
              ? 'This borrower unsubscribed from your automatic emails (loan confirmations and reminders).'
              : undefined
          }
          required
          autoComplete="email"
        />
        <TextField
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          required
          autoComplete="tel"
          hint="With the country code (e.g. +234…) so WhatsApp invitations reach them."
        />
      </form>
    </Modal>
  );
}
