import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ScanBooksDialog from './scan-books-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderDialog(plan: 'free' | 'basic' = 'free') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <ScanBooksDialog plan={plan} onClose={vi.fn()} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function stubShelf() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/books/shelf-check')) {
        const isbn = new URL(url, 'http://x').searchParams.get('isbns') ?? '';
        return isbn === '9780441172719'
          ? json(200, {
              data: [
                {
                  isbn,
                  book: {
                    _id: 'b1',
                    title: 'Dune',
                    author: 'Frank Herbert',
                    thumbnail: '',
                    status: 'Loaned',
                  },
                  loan: { borrowerName: 'Ada Lovelace', returnDate: '2099-01-31' },
                },
              ],
            })
          : json(200, { data: [{ isbn, book: null, loan: null }] });
      }
      return json(404, { message: 'not stubbed', code: 'NOT_FOUND' });
    }),
  );
}

describe('ScanBooksDialog without a usable camera', () => {
  it('says why the camera is not available and keeps the typed ISBN field', async () => {
    stubShelf();
    vi.stubGlobal('isSecureContext', false);
    renderDialog();
    expect(
      (await screen.findByText(/The camera works only on a secure \(https\) connection/)).textContent,
    ).toContain('Type the ISBN below instead.');
    expect(screen.getByRole('textbox', { name: 'Or type an ISBN' })).toBeTruthy();
  });

  it('says the camera was refused when the reader said no', async () => {
    stubShelf();
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      },
    });
    renderDialog();
    await screen.findByText(/Camera access was refused/);
  });

  it('queues typed ISBNs once each, refuses a wrong check digit, and flags a book already lent', async () => {
    stubShelf();
    vi.stubGlobal('isSecureContext', false);
    renderDialog();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Or type an ISBN' });
    await user.type(field, '978-0-441-17271-8');
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ISBN 9780441172718 has a wrong check digit',
    );

    await user.clear(field);
    await user.type(field, '0441172717{Enter}');
    await user.type(field, '9780441172719{Enter}');
    // Said aloud (a live region) and shown.
    expect(screen.getAllByText('9780441172719 is already in the list.')).toHaveLength(2);
    await user.type(field, '9791032305690{Enter}');
    const queue = screen.getByRole('region', { name: /Scanned books/ });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
    await within(queue).findByText('In your library, on loan to Ada Lovelace');
    await within(queue).findByText('New to you');
    // Only the book new to the reader would be added.
    expect(screen.getByRole('button', { name: 'Add 1 book' })).toBeTruthy();
    await user.click(within(queue).getByRole('button', { name: 'Remove 9791032305690 from the list' }));
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ScanBooksDialog in the shop (the wishlist)', () => {
  it('says "On your wishlist", and wishes for a book new to the reader in one tap', async () => {
    const posted: unknown[] = [];
    const wished = new Set(['9780735211292']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = new URL(url, 'http://x');
        if (path.pathname === '/api/books/shelf-check') {
          return json(200, { data: [{ isbn: path.searchParams.get('isbns'), book: null, loan: null }] });
        }
        if (path.pathname === '/api/wishlist' && init.method === 'POST') {
          const body = JSON.parse(String(init.body));
          posted.push(body);
          wished.add(body.isbn);
          return json(201, { data: { id: 'w2', ...body } });
        }
        if (path.pathname === '/api/wishlist') {
          const isbn = path.searchParams.get('isbn') ?? '';
          return json(200, {
            data: wished.has(isbn)
              ? [{ id: 'w1', title: 'Atomic Habits', isbn, priceMinor: null, currency: null }]
              : [],
          });
        }
        return json(404, { message: 'not stubbed', code: 'NOT_FOUND' });
      }),
    );
    vi.stubGlobal('isSecureContext', false);
    renderDialog();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Or type an ISBN' });
    await user.type(field, '9780735211292{Enter}');
    await user.type(field, '9791032305690{Enter}');
    const queue = screen.getByRole('region', { name: /Scanned books/ });
    const [wishedFor, fresh] = within(queue).getAllByRole('listitem');
    await within(wishedFor as HTMLElement).findByText('On your wishlist');
    expect(within(wishedFor as HTMLElement).queryByRole('button', { name: /Add to wishlist/ })).toBeNull();

    // A free plan has no catalogue: the book is wished for by its ISBN.
    await user.click(await within(fresh as HTMLElement).findByRole('button', { name: /Add to wishlist/ }));
    await within(fresh as HTMLElement).findByText('On your wishlist');
    expect(posted).toEqual([
      { title: 'ISBN 9791032305690', author: '', isbn: '9791032305690', thumbnail: '' },
    ]);
    // Both are still new to the reader's library: "Add" adds them there.
    expect(screen.getByRole('button', { name: 'Add 2 books' })).toBeTruthy();
  });
});
