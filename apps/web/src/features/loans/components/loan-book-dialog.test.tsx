import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysFromToday } from '../lib/dates.ts';
import { LoanBookDialog } from './loan-book-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOOK_ID = '0d9e6c1a-3b7f-4e2a-9c1d-5f8b7a6e4d21';
const ADA_ID = '6a2f1e0d-9c8b-4a7e-8d6c-5b4a3f2e1d0c';
const book = { _id: BOOK_ID, title: 'Dune', author: 'Frank Herbert' };
const ada = { _id: ADA_ID, name: 'Ada', email: 'ada@example.com', phone: '1' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch answering like the API: the borrowers list, then the loan request. */
function stubApi(borrowers: unknown[], loan: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === '/api/borrowers') return json(200, { data: borrowers });
      return loan();
    }),
  );
  return calls;
}

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <LoanBookDialog book={book} onClose={onClose} errorText="Failed to loan book" /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('LoanBookDialog', () => {
  it('offers a link to add a borrower when there are none, and cannot submit', async () => {
    stubApi([], () => json(500, {}));
    renderDialog();
    const link = await screen.findByRole('link', { name: 'Add a borrower' });
    expect(link.getAttribute('href')).toBe('/dashboard/borrowers');
    expect((screen.getByRole('button', { name: 'Loan Book' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('defaults the return date to today + 14, not before today, and needs a borrower', async () => {
    const calls = stubApi([ada], () => json(201, { success: true, message: 'ok', data: {} }));
    const onClose = renderDialog();
    const user = userEvent.setup();
    const date = screen.getByLabelText('Return date') as HTMLInputElement;
    expect(date.value).toBe(daysFromToday(14));
    expect(date.min).toBe(daysFromToday(0));
    const submit = screen.getByRole('button', { name: 'Loan Book' }) as HTMLButtonElement;
    await user.selectOptions(await screen.findByLabelText('Borrower'), ADA_ID);
    expect(submit.disabled).toBe(false);
    await user.clear(date);
    expect(submit.disabled).toBe(true);
    await user.type(date, daysFromToday(3));
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/borrow',
        method: 'POST',
        body: { book: BOOK_ID, borrower: ADA_ID, returnDate: daysFromToday(3) },
      },
    ]);
  });

  it('shows the server message, else the text the page passed in, and stays open', async () => {
    stubApi([ada], () => json(500, {}));
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Borrower'), ADA_ID);
    await user.click(screen.getByRole('button', { name: 'Loan Book' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to loan book');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says beside the date that it cannot be before today, and sends nothing', async () => {
    const calls = stubApi([ada], () => json(201, { success: true, message: 'ok', data: {} }));
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Borrower'), ADA_ID);
    const date = screen.getByLabelText('Return date') as HTMLInputElement;
    await user.clear(date);
    await user.type(date, daysFromToday(-1));
    await user.click(screen.getByRole('button', { name: 'Loan Book' }));
    expect(await screen.findByText('Return date cannot be before today')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toContain(
      screen.getByText('Return date cannot be before today').id,
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of a field beside that field', async () => {
    stubApi([ada], () =>
      json(400, {
        code: 'VALIDATION_ERROR',
        message: 'returnDate: Return date is not a valid date',
        fields: [{ field: 'returnDate', message: 'Return date is not a valid date' }],
      }),
    );
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Borrower'), ADA_ID);
    await user.click(screen.getByRole('button', { name: 'Loan Book' }));
    const sentence = await screen.findByText('Return date is not a valid date');
    expect(
      (screen.getByLabelText('Return date') as HTMLInputElement).getAttribute('aria-describedby'),
    ).toContain(sentence.id);
    expect(document.body.textContent).not.toContain('returnDate:');
    expect(onClose).not.toHaveBeenCalled();
  });
});
