import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/zod-config.ts';
import { dayFromToday } from '../lib/dates.ts';
import { ReminderFormModal } from './reminder-form-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const loan = {
  id: 'loan-1',
  book: { title: 'Kindred', author: 'Octavia E. Butler', cover: '' },
  borrower: { name: 'Zainab Musa', email: 'zainab@example.test', unsubscribed: false },
  dueDate: dayFromToday(5),
  type: 'due_soon',
  returned: false,
};

/**
 * The browser's fetch answering like the API: the borrowed books, the plan's schedule (a 2-day
 * lead), then whatever a save answers.
 */
function stubApi(save: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/reminders/borrowed-books') return json(200, { data: [loan] });
      if (url === '/api/reminders/schedule') {
        return json(200, { data: { leadDays: 2, overdueDays: [1], editable: false, automatic: true } });
      }
      sent.push(JSON.parse(String(init.body)));
      return save();
    }),
  );
  return sent;
}

function renderForm(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReminderFormModal open reminder={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the reminder form takes its rules from the contract', () => {
  it('needs a recipient and a date not before today, each said beside its field; nothing is sent', async () => {
    const sent = stubApi(() => json(201, {}));
    const onClose = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Borrowed book'), 'loan-1');
    const recipient = screen.getByLabelText('Recipient email') as HTMLInputElement;
    expect(recipient.value).toBe('zainab@example.test');
    await user.clear(recipient);
    const date = screen.getByLabelText('Reminder date') as HTMLInputElement;
    await user.clear(date);
    await user.type(date, dayFromToday(-1));
    await user.click(screen.getByRole('button', { name: 'Schedule Reminder' }));

    expect(screen.getByText('Recipient email is required').id).toBe(
      recipient.getAttribute('aria-describedby'),
    );
    expect(screen.getByText('Reminder date cannot be before today').id).toBe(
      date.getAttribute('aria-describedby'),
    );
    await waitFor(() => expect(document.activeElement).toBe(recipient));
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  }, 20_000);

  it('puts the server’s refusal of the message beside it, and sends the loan’s suggestions otherwise', async () => {
    const sent = stubApi(() =>
      json(400, {
        code: 'VALIDATION_ERROR',
        message: 'message: Message must be at most 2000 characters',
        fields: [{ field: 'message', message: 'Message must be at most 2000 characters' }],
      }),
    );
    const onClose = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Borrowed book'), 'loan-1');
    await user.click(screen.getByRole('button', { name: 'Schedule Reminder' }));

    const message = screen.getByLabelText('Message');
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Message must be at most 2000 characters').id).toBe(
      message.getAttribute('aria-describedby'),
    );
    expect(document.body.textContent).not.toContain('message:');
    expect(sent).toEqual([
      expect.objectContaining({
        borrowedBookId: 'loan-1',
        recipientEmail: 'zainab@example.test',
        type: 'due_soon',
        // Due in 5 days, the plan's lead is 2: the reminder is suggested 3 days from now.
        reminderDate: dayFromToday(3),
      }),
    ]);
    expect(onClose).not.toHaveBeenCalled();
  }, 20_000);
});
