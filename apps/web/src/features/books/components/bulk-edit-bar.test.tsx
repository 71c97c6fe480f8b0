import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkEditBar } from './bulk-edit-bar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers to POST /api/books/bulk, and what the bar sent. */
function server(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/api/books/bulk') return json(404, { message: 'not stubbed', code: 'NOT_FOUND' });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

function renderBar(onDelete = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BulkEditBar
        selectedIds={new Set(['b1', 'b2'])}
        ownTags={['Kindle']}
        categories={['Fiction', 'History']}
        onClear={() => {}}
        onDelete={onDelete}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onDelete };
}

const ok = () => json(200, { changed: 2, data: [] });

describe('BulkEditBar', () => {
  it('adds tags to every selected book in one request', async () => {
    const sent = server(ok);
    const { user } = renderBar();
    expect(screen.getByRole('form', { name: 'Change the 2 selected books' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Tags to add/), 'Kindle{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 books' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ids: ['b1', 'b2'], action: 'addTags', tags: ['Kindle'] });
  });

  it('refuses an empty tag list beside the field, without asking the server', async () => {
    const sent = server(ok);
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Apply to 2 books' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name a tag');
    expect(sent).toHaveLength(0);
  });

  it('sets the category (empty removes it) and the reading status', async () => {
    const sent = server(ok);
    const { user } = renderBar();
    await user.selectOptions(screen.getByLabelText('Change'), 'setCategory');
    await user.type(screen.getByLabelText('New category'), 'History');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 books' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ids: ['b1', 'b2'], action: 'setCategory', category: 'History' });

    await user.selectOptions(screen.getByLabelText('Change'), 'setReadingStatus');
    await user.selectOptions(screen.getByLabelText('Reading status'), 'reading');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 books' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ids: ['b1', 'b2'], action: 'setReadingStatus', readingStatus: 'reading' });
  });

  it.each([
    [409, 'CONFLICT', /One of the selected books is on loan, so nothing was changed/],
    [404, 'NOT_FOUND', /One of the selected books is no longer in your library/],
    [400, 'VALIDATION_ERROR', /A book can carry at most 10 tags/],
  ])('says what a %i refusal means in a sentence', async (status, code, sentence) => {
    server(() => json(status, { message: '"Dune" is on loan. Mark it returned first.', code }));
    const { user } = renderBar();
    await user.type(screen.getByLabelText(/Tags to add/), 'Kindle{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 books' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(sentence);
  });

  it('keeps delete beside the changes', async () => {
    server(ok);
    const { user, onDelete } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalled();
  });
});
