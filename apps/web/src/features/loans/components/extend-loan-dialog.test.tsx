import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInZone } from '../../../lib/dates.ts';
import { ExtendLoanDialog } from './extend-loan-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOAN_ID = '6a2f1e0d-9c8b-4a7e-8d6c-5b4a3f2e1d0c';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(answer: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer();
    }),
  );
  return calls;
}

function renderDialog(dueDate: string) {
  const onClose = vi.fn();
  const onExtended = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExtendLoanDialog
        loan={{ id: LOAN_ID, title: 'Dune', borrowerName: 'Ada', dueDate }}
        onClose={onClose}
        onExtended={onExtended}
      />
    </QueryClientProvider>,
  );
  return { onClose, onExtended };
}

describe('ExtendLoanDialog', () => {
  it('starts a week past the due date, allows days from tomorrow on, and says the borrower is not emailed', () => {
    stubApi(() => json(500, {}));
    const today = todayInZone();
    renderDialog(addDays(today, 2));
    screen.getByRole('dialog', { name: 'Extend Loan' });
    const field = screen.getByLabelText(/New due date/) as HTMLInputElement;
    expect(field.value).toBe(addDays(today, 9));
    expect(field.min).toBe(addDays(today, 1));
    screen.getByText(/Any day from tomorrow on\. Reminders follow the new date; Ada is not emailed/);
  });

  it('a late loan starts a week from today; today itself is refused before anything is sent', async () => {
    const calls = stubApi(() => json(500, {}));
    const today = todayInZone();
    renderDialog(addDays(today, -3));
    const field = screen.getByLabelText(/New due date/) as HTMLInputElement;
    expect(field.value).toBe(addDays(today, 7));
    await userEvent.clear(field);
    await userEvent.type(field, today);
    await userEvent.click(screen.getByRole('button', { name: 'Save Due Date' }));
    await screen.findByText('Due date must be after today');
    expect(calls).toEqual([]);
  });

  it('sends the new date with PATCH and says what changed', async () => {
    const today = todayInZone();
    const next = addDays(today, 20);
    const calls = stubApi(() => json(200, { success: true, message: 'Due date changed', data: {} }));
    const { onClose, onExtended } = renderDialog(addDays(today, 1));
    const field = screen.getByLabelText(/New due date/) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, next);
    await userEvent.click(screen.getByRole('button', { name: 'Save Due Date' }));
    await waitFor(() => expect(onExtended).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      url: `/api/borrow/${LOAN_ID}/due-date`,
      method: 'PATCH',
      body: { returnDate: next },
    });
    expect(onExtended.mock.calls[0]![0]).toMatch(/^"Dune" is now due /);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal in the form", async () => {
    stubApi(() => json(409, { message: 'This book has already been returned', code: 'CONFLICT' }));
    const { onExtended } = renderDialog(addDays(todayInZone(), 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save Due Date' }));
    await screen.findByText('This book has already been returned');
    expect(onExtended).not.toHaveBeenCalled();
  });
});
