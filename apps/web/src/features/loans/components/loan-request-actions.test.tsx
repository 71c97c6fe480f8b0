import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoanRequestActions } from './loan-request-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(status = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${path}`);
      if (status !== 200)
        return json(status, { message: 'This request has already been answered.', code: 'CONFLICT' });
      return json(200, { message: 'ok', data: {} });
    }),
  );
  return calls;
}

function renderActions(kind: 'extension' | 'return', onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoanRequestActions
        request={{ id: 'req-1', kind, proposedDate: kind === 'extension' ? '2031-03-08' : null }}
        title="Dune"
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('a borrower’s request on a loan', () => {
  it('reads a request for more time and approves it in one click', async () => {
    const calls = stubApi();
    const onDone = renderActions('extension');
    screen.getByText('Asks for more time until Mar 8, 2031');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve: Dune' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        '"Dune" is now due Mar 8, 2031. The borrower is told by email.',
        'success',
      ),
    );
    expect(calls).toContain('POST /api/loan-requests/req-1/approve');
  });

  it('declines a request for more time in one click', async () => {
    const calls = stubApi();
    const onDone = renderActions('extension');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline: Dune' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.stringContaining('No more time'), 'success'),
    );
    expect(calls).toContain('POST /api/loan-requests/req-1/decline');
  });

  it('for a reported return offers Confirm return and Not back yet', async () => {
    const calls = stubApi();
    const onDone = renderActions('return');
    screen.getByText('Says it was given back');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm return: Dune' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('"Dune" is back.', 'success'));
    await user.click(screen.getByRole('button', { name: 'Not back yet: Dune' }));
    await waitFor(() => expect(calls).toContain('POST /api/loan-requests/req-1/decline'));
    expect(calls).toContain('POST /api/loan-requests/req-1/approve');
  });

  it('passes on the server’s sentence when the answer is refused', async () => {
    stubApi(409);
    const onDone = renderActions('extension');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve: Dune' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('This request has already been answered.', 'error'),
    );
  });
});
