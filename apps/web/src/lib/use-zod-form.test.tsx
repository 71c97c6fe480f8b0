import { borrowerInputSchema } from '@shelfwise/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../components/ui/modal.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { ApiError } from './api-client.ts';
import { hasUnsavedChanges } from './unsaved-changes.ts';
import { useZodForm } from './use-zod-form.ts';
import './zod-config.ts';

afterEach(cleanup);

const schema = borrowerInputSchema.omit({ userId: true });

/** A borrower form whose save answers what `answer` says. */
function BorrowerForm({ answer }: { answer: () => Promise<unknown> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(schema, { name: '', email: '', phone: '' }, { formRef });
  const [saved, setSaved] = useState(0);
  const bind = (field: 'name' | 'email' | 'phone') => ({
    value: form.values[field],
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
    onBlur: () => form.touch(field),
    error: form.errors[field],
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit(async () => {
        await answer();
        setSaved((n) => n + 1);
      })}
    >
      <TextField label="Name" {...bind('name')} />
      <TextField label="Email" {...bind('email')} />
      <TextField label="Phone" {...bind('phone')} />
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <p>{form.isDirty ? 'dirty' : 'clean'}</p>
      <p>saved {saved}</p>
      <button type="submit" disabled={form.submitting}>
        Save
      </button>
    </form>
  );
}

describe('useZodForm', () => {
  it('shows the schema’s sentence beside a field once it was left, and every one on submit', async () => {
    const user = userEvent.setup();
    render(<BorrowerForm answer={async () => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('saved 0')).toBeTruthy();
  });

  it('puts the server’s field refusals beside their fields, never as "field: …" text', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'Phone must be a valid number.', 'VALIDATION_ERROR', [
      { field: 'phone', message: 'Phone must be a valid number' },
    ]);
    render(<BorrowerForm answer={() => Promise.reject(refusal)} />);
    await user.type(screen.getByLabelText('Name'), 'Ngozi');
    await user.type(screen.getByLabelText('Email'), 'ngozi@example.test');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText('Phone');
    await screen.findByText('Phone must be a valid number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert', { name: /phone:/i })).toBeNull();
    expect(document.body.textContent).not.toMatch(/phone:/);
    // Still unsaved: the typed work is kept.
    expect(screen.getByText('dirty')).toBeTruthy();
    // Typing again clears the server's sentence for that field.
    await user.type(phone, '3');
    expect(screen.queryByText('Phone must be a valid number')).toBeNull();
  });

  it('counts as unsaved while typed work differs, and clean once saved', async () => {
    const user = userEvent.setup();
    render(<BorrowerForm answer={async () => undefined} />);
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Ngozi');
    expect(hasUnsavedChanges()).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'ngozi@example.test');
    await user.type(screen.getByLabelText('Phone'), '+2348030000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('saved 1');
    expect(screen.getByText('clean')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks before a dialog with typed work closes on Escape; Keep editing keeps it', async () => {
    const user = userEvent.setup();
    function Dialog() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Modal open onClose={() => setOpen(false)} title="Add New Borrower">
          <BorrowerForm answer={async () => undefined} />
        </Modal>
      ) : (
        <p>closed</p>
      );
    }
    render(<Dialog />);
    await user.type(screen.getByLabelText('Name'), 'Ngozi');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(ask).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ngozi');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
