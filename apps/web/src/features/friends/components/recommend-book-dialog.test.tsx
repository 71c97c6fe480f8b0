import type { PlanId } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecommendBookDialog } from './recommend-book-dialog.tsx';

/** Spec §5 Recommend, word for word. */
const UPGRADE_HINT = 'Upgrade to premium to customize recommendation messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOOK_ID = '5b0c6f3e-8f6a-4b8e-9a57-2d6c1c9d1a01';
const ADA_ID = '7e1d2c3b-4a59-4c6d-8e7f-90a1b2c3d4e5';
const book = { _id: BOOK_ID, title: 'Dune', author: 'Frank Herbert', rating: 4 };
const defaultMessage = 'I think you would enjoy "Dune" by Frank Herbert. Give it a read!';
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The browser's fetch answering like the API: the friend list, then whatever is sent. */
function stubApi(friends: unknown[], send: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === '/api/friends') return json(200, { data: friends });
      return send();
    }),
  );
  return calls;
}

function renderDialog(plan: PlanId, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RecommendBookDialog
          book={book}
          plan={plan}
          onClose={onClose}
          errorText="Failed to send recommendation"
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onClose;
}

const ada = { _id: ADA_ID, name: 'Ada', email: 'ada@example.com' };

describe('RecommendBookDialog', () => {
  it('on free: the default message, read-only with the upgrade hint; sends it with the book’s rating', async () => {
    const calls = stubApi([ada], () => json(201, { data: {} }));
    const onClose = renderDialog('free');
    const user = userEvent.setup();
    const message = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
    expect(message.value).toBe(defaultMessage);
    expect(message.readOnly).toBe(true);
    expect(screen.getByText(UPGRADE_HINT)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your rating: 4 out of 5' })).toBeTruthy();

    const submit = screen.getByRole('button', { name: 'Send Recommendation' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Friend'), ADA_ID);
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/recommendations',
        method: 'POST',
        body: { bookId: BOOK_ID, recipientId: ADA_ID, message: defaultMessage, rating: 4 },
      },
    ]);
  });

  it('on premium: the message is editable and required', async () => {
    const calls = stubApi([ada], () => json(201, { data: {} }));
    renderDialog('premium');
    const user = userEvent.setup();
    const message = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
    expect(message.readOnly).toBe(false);
    expect(screen.queryByText(UPGRADE_HINT)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Friend'), ADA_ID);
    await user.clear(message);
    const submit = screen.getByRole('button', { name: 'Send Recommendation' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(message, 'Read the appendices too.');
    await user.click(screen.getByRole('button', { name: '5 stars' }));
    await user.click(submit);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      bookId: BOOK_ID,
      recipientId: ADA_ID,
      message: 'Read the appendices too.',
      rating: 5,
    });
  });

  it('shows the error text passed in when the server gives no message, and stays open', async () => {
    stubApi([ada], () => new Response('oops', { status: 500 }));
    const onClose = renderDialog('free');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Friend'), ADA_ID);
    await user.click(screen.getByRole('button', { name: 'Send Recommendation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send recommendation');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with no friends yet, offers to invite one by email', async () => {
    const calls = stubApi([], () =>
      json(201, {
        message: 'Invitation sent',
        data: { id: 'r', name: null, email: 'new@example.com', createdAt: '' },
      }),
    );
    renderDialog('premium');
    const user = userEvent.setup();
    await screen.findByText('You have no friends on Shelfwise yet.');
    expect(screen.queryByRole('button', { name: 'Send Recommendation' })).toBeNull();
    await user.type(screen.getByLabelText("Friend's email"), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText(/Invitation sent to new@example.com/);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/friends/invite',
      method: 'POST',
      body: { email: 'new@example.com' },
    });
  });
});
