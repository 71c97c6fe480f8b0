import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddBooksDialog } from './add-books-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const result = (id: string, title: string, isbn: string) => ({
  id,
  title,
  author: 'Frank Herbert',
  isbn,
  description: '',
  category: 'Fiction',
  categories: ['Fiction'],
  thumbnail: '',
  publishedDate: '1965',
});

describe('AddBooksDialog, batch add with a refused ISBN', () => {
  it('says which book was not added and why, and stays open until closed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/catalog/search')) {
          return json(200, {
            data: [result('v1', 'Dune', '9780441172719'), result('v2', 'Dune Messiah', '0306406153')],
          });
        }
        if (url === '/api/books/batch') {
          return json(201, {
            added: 1,
            skipped: 0,
            rejected: [
              {
                index: 1,
                title: 'Dune Messiah',
                isbn: '0306406153',
                reason: 'ISBN 0306406153 has a wrong check digit',
              },
            ],
            data: [],
          });
        }
        return json(404, { message: 'not stubbed', code: 'NOT_FOUND' });
      }),
    );
    const onClose = vi.fn();
    const onAdded = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([
      {
        path: '/',
        element: <AddBooksDialog open onClose={onClose} onAdded={onAdded} plan="basic" ownTags={[]} />,
      },
    ]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dune' }));
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    await user.click(options[0] as HTMLElement);
    await user.click(options[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Add 2 books' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Added 1 book!');
    expect(within(alert).getByRole('listitem').textContent).toBe(
      '“Dune Messiah”: ISBN 0306406153 has a wrong check digit',
    );
    expect(onAdded).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
