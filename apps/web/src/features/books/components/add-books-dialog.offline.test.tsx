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

/** The server as the network shows it: the catalogue behind it cannot be reached. */
function stubServer(isbnList?: (body: { text: string }) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/catalog/search'))
      return json(502, {
        message: 'Upstream answered 503 (English, from the server)',
        code: 'UPSTREAM_UNAVAILABLE',
      });
    if (url === '/api/books/isbns' && isbnList) return isbnList(JSON.parse(String(init?.body)));
    return json(404, { message: 'not stubbed', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderDialog(plan: 'free' | 'basic' = 'basic', onAdded = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: <AddBooksDialog open onClose={vi.fn()} onAdded={onAdded} plan={plan} ownTags={[]} />,
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AddBooksDialog with the catalogue unreachable: what was typed goes into the manual form', () => {
  it('carries a hyphenated ISBN into the ISBN field and says the search is unavailable in the page language', async () => {
    stubServer();
    const user = renderDialog();
    await user.type(screen.getByRole('combobox'), '978-0-441-17271-9');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe('Search unavailable - try manual entry');
    const form = await screen.findByRole('form', { name: 'Add a book manually' });
    expect(within(form).getByLabelText('ISBN')).toHaveProperty('value', '9780441172719');
    expect(within(form).getByLabelText(/^Title/)).toHaveProperty('value', '');
  });

  it('carries anything that is not a valid ISBN into the title', async () => {
    stubServer();
    const user = renderDialog();
    await user.type(screen.getByRole('combobox'), 'Dune Chronicles');
    const form = await screen.findByRole('form', { name: 'Add a book manually' }, { timeout: 3000 });
    expect(within(form).getByLabelText(/^Title/)).toHaveProperty('value', 'Dune Chronicles');
    expect(within(form).getByLabelText('ISBN')).toHaveProperty('value', '');
  });
});

describe('AddBooksDialog, a pasted list of ISBNs', () => {
  it('names the lines that are not ISBNs without sending anything when none is one', async () => {
    const fetch = stubServer();
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add a list of ISBNs' }));
    await user.type(screen.getByLabelText(/ISBNs, one a line/), 'hello{enter}{enter}0306406153');
    await user.click(screen.getByRole('button', { name: 'Add these ISBNs' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No line is an ISBN.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 1 “hello”: ISBN HELLO may only contain digits (and X as the last character of an ISBN-10)',
      'Line 3 “0306406153”: ISBN 0306406153 has a wrong check digit',
    ]);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/books/isbns')).toEqual([]);
  });

  it('says what was added, what has its ISBN only and why, with the upgrade sentence on Free', async () => {
    const sent: string[] = [];
    stubServer((body) => {
      sent.push(body.text);
      return json(201, {
        added: 2,
        skipped: 1,
        isbnOnly: 2,
        catalogue: 'not-on-plan',
        rejected: [{ line: 4, text: '12345', reason: 'ISBN 12345 must have 10 or 13 digits, not 5' }],
        data: [],
      });
    });
    const onAdded = vi.fn();
    const user = renderDialog('free', onAdded);
    await user.click(screen.getByRole('button', { name: 'Add a list of ISBNs' }));
    await user.type(
      screen.getByLabelText(/ISBNs, one a line/),
      '978-0-441-17271-9{enter}9780441172719{enter}0 306 40615 2{enter}12345',
    );
    await user.click(screen.getByRole('button', { name: 'Add these ISBNs' }));
    const status = await screen.findByText(/Added 2 books\./);
    const box = status.closest('[role="status"]') as HTMLElement;
    expect(box.textContent).toContain('1 was already in your library or repeated.');
    expect(box.textContent).toContain('2 were added with their ISBN only');
    expect(box.textContent).toContain('On the Free plan, books from a list are added with their ISBN only.');
    expect(within(box).getByRole('link', { name: 'See plans and upgrade' })).toBeTruthy();
    expect(within(box).getByRole('listitem').textContent).toBe(
      'Line 4 “12345”: ISBN 12345 must have 10 or 13 digits, not 5',
    );
    expect(sent).toEqual(['978-0-441-17271-9\n9780441172719\n0 306 40615 2\n12345']);
    expect(onAdded).toHaveBeenCalled();
  });
});
