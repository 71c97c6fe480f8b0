import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewRows } from './preview-rows.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const rows = [
  { line: 2, outcome: 'add', title: 'Emma', author: 'Jane Austen', reason: null },
  { line: 3, outcome: 'skip', title: 'Dune', author: 'Frank Herbert', reason: 'in-library' },
  { line: 4, outcome: 'skip', title: 'Emma', author: 'Jane Austen', reason: 'repeated' },
  { line: 5, outcome: 'refuse', title: '', author: '', reason: 'the title is empty' },
];

describe('PreviewRows', () => {
  it('lists each row with its line, book and outcome, and asks the server for one outcome when chosen', async () => {
    const fetch = vi.fn(async (url: string) => {
      const outcome = new URL(url, 'http://x').searchParams.get('outcome');
      const data = outcome ? rows.filter((r) => r.outcome === outcome) : rows;
      return json(200, { data, page: 1, pageSize: 25, total: data.length });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PreviewRows importId="00000000-0000-4000-8000-000000000001" />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 2:EmmaJane AustenTo add',
      'Line 3:DuneFrank HerbertAlready in your librarySkipped',
      'Line 4:EmmaJane AustenRepeated earlier in the fileSkipped',
      'Line 5:(no title)the title is emptyRefused',
    ]);
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/imports/00000000-0000-4000-8000-000000000001/rows?page=1',
      expect.anything(),
    );
    // No pager for one page.
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();

    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'refuse');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/imports/00000000-0000-4000-8000-000000000001/rows?page=1&outcome=refuse',
      expect.anything(),
    );
  });
});
