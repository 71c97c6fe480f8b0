import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WishlistShare } from './wishlist-share.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRST = 'https://shelf.example/wishlist/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const SECOND = 'https://shelf.example/wishlist/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-edcba';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API of the share switch, from a list shared or not; records each call with its body. */
function stubApi(shared: boolean, urls: string[] = [FIRST, SECOND]) {
  const calls: string[] = [];
  let state = { enabled: shared, showPrices: false, showNotes: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${path}${init.body ? ` ${init.body}` : ''}`);
      if (method === 'POST') {
        state = { enabled: true, ...JSON.parse(String(init.body)) };
        return json(201, { data: { url: urls.shift(), createdAt: '2030-03-04T10:00:00.000Z' } });
      }
      if (method === 'DELETE') {
        state = { enabled: false, showPrices: false, showNotes: false };
        return new Response(null, { status: 204 });
      }
      return json(200, { data: { ...state, createdAt: state.enabled ? '2030-03-01T10:00:00.000Z' : null } });
    }),
  );
  return calls;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WishlistShare />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Share your wishlist' });
}

describe('the wishlist’s share section', () => {
  it('makes a link with the chosen switches and shows it once, read-only, with Copy', async () => {
    const calls = stubApi(false);
    const section = await renderSection();
    const user = userEvent.setup();
    expect(await within(section).findByText('Your wishlist is not shared.')).toBeTruthy();
    const prices = within(section).getByRole('switch', { name: 'Show prices' });
    expect(prices.getAttribute('aria-checked')).toBe('false');
    await user.click(prices);
    await user.click(within(section).getByRole('button', { name: 'Make a share link' }));
    const field = (await within(section).findByLabelText('Share link')) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(field.readOnly).toBe(true);
    expect(calls).toContain('POST /api/wishlist/share {"showPrices":true,"showNotes":false}');
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(await within(section).findByRole('button', { name: 'Copied' })).toBeTruthy();
  }, 20_000);

  it('resets the link after asking (a new URL) and turns sharing off', async () => {
    const calls = stubApi(true);
    const section = await renderSection();
    const user = userEvent.setup();
    expect(await within(section).findByText(/^Shared since/)).toBeTruthy();
    // The URL of a link made earlier is never shown again.
    expect(within(section).queryByLabelText('Share link')).toBeNull();
    await user.click(within(section).getByRole('switch', { name: 'Show notes' }));
    expect(within(section).getByText('Reset the link to share with these choices.')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(((await within(section).findByLabelText('Share link')) as HTMLInputElement).value).toBe(FIRST);
    expect(calls).toContain('POST /api/wishlist/share {"showPrices":false,"showNotes":true}');

    await user.click(within(section).getByRole('button', { name: 'Stop sharing' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(section).findByText('Your wishlist is not shared.')).toBeTruthy();
    expect(within(section).queryByLabelText('Share link')).toBeNull();
    expect(calls).toContain('DELETE /api/wishlist/share');
  }, 20_000);
});
