import { borrowerInputSchema, reminderScheduleSchema } from '@shelfwise/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

  it('moves the focus to the first field that says why, when a submit is refused', async () => {
    const user = userEvent.setup();
    render(<BorrowerForm answer={async () => undefined} />);
    await user.type(screen.getByLabelText('Name'), 'Ngozi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('keeps the values a save reset the form to, instead of the ones it sent', async () => {
    const user = userEvent.setup();
    function Renaming() {
      const form = useZodForm(schema, {
        name: 'Ngozi',
        email: 'ngozi@example.test',
        phone: '+2348030000000',
      });
      return (
        <form
          noValidate
          onSubmit={form.handleSubmit(async (data) => {
            // The server keeps the old address while the new one waits for its code.
            form.reset({ ...data, email: 'ngozi@example.test' });
          })}
        >
          <TextField
            label="Email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
          />
          <p>{form.isDirty ? 'dirty' : 'clean'}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Renaming />);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ngozi@example.test'),
    );
    expect(screen.getByText('clean')).toBeTruthy();
  });

  it('does not count typing as work to keep when told so', async () => {
    const user = userEvent.setup();
    function Password() {
      const form = useZodForm(z.object({ password: z.string() }), { password: '' }, { keepsWork: false });
      return (
        <TextField
          label="Password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
        />
      );
    }
    render(<Password />);
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('useZodForm inside lists (a place such as overdueDays.1)', () => {
  const numbers = z.object({
    leadDays: z.string().transform(Number).pipe(reminderScheduleSchema.shape.leadDays),
    overdueDays: z.array(z.string().transform(Number)).pipe(reminderScheduleSchema.shape.overdueDays),
  });

  function Schedule({ answer }: { answer: () => Promise<unknown> }) {
    const form = useZodForm(numbers, { leadDays: '3', overdueDays: ['2', '30'] });
    return (
      <form noValidate onSubmit={form.handleSubmit(answer)}>
        <TextField
          label="Lead"
          value={form.values.leadDays}
          onChange={(e) => form.set('leadDays', e.target.value)}
          error={form.errorAt('leadDays')}
        />
        {form.values.overdueDays.map((value, i) => (
          <TextField
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions in a test
            key={i}
            label={`Notice ${i + 1}`}
            value={value}
            onChange={(e) =>
              form.set(
                'overdueDays',
                form.values.overdueDays.map((v, j) => (j === i ? e.target.value : v)),
              )
            }
            onBlur={() => form.touch(`overdueDays.${i}`)}
            error={form.errorAt(`overdueDays.${i}`)}
          />
        ))}
        <p>list: {form.errors.overdueDays ?? 'fine'}</p>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('shows each place’s sentence at that place only, once it was left', async () => {
    const user = userEvent.setup();
    render(<Schedule answer={async () => undefined} />);
    const second = screen.getByLabelText('Notice 2');
    expect(second.getAttribute('aria-invalid')).toBeNull();
    await user.click(second);
    await user.tab();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Notice 1').getAttribute('aria-invalid')).toBeNull();
    // The field as a whole reports the first sentence found inside it.
    expect(
      screen.getByText('list: Each overdue notice comes 1 to 14 days after the previous one'),
    ).toBeTruthy();
  });

  it('puts a server refusal of one place beside that place', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'Check the schedule.', 'VALIDATION_ERROR', [
      { field: 'overdueDays.0', message: 'Each overdue notice comes 1 to 14 days after the previous one' },
    ]);
    render(<Schedule answer={() => Promise.reject(refusal)} />);
    await user.clear(screen.getByLabelText('Notice 2'));
    await user.type(screen.getByLabelText('Notice 2'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Notice 1').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Notice 2').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Lead').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('useZodForm with a schema that loads later (the sign-in page’s)', () => {
  const nameOnly = z.object({ name: z.string().trim().min(1, 'Name is required') });

  it('takes a schema still on its way: no sentence before it arrives, and a submit meanwhile waits for it', async () => {
    let arrive: (value: typeof nameOnly) => void = () => {};
    const later = new Promise<typeof nameOnly>((resolve) => {
      arrive = resolve;
    });
    const sent: unknown[] = [];
    function LateForm() {
      const form = useZodForm(later, { name: '' });
      return (
        <form noValidate onSubmit={form.handleSubmit((data) => sent.push(data))}>
          <TextField
            label="Name"
            value={form.values.name}
            onChange={(e) => form.set('name', e.target.value)}
            onBlur={() => form.touch('name')}
            error={form.errors.name}
          />
          <p>{form.submitting ? 'waiting' : 'idle'}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<LateForm />);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('waiting')).toBeTruthy();
    arrive(nameOnly);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Ada Reader');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Ada Reader' }]));
  });
});
