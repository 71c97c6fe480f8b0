import { defaultAppSettings } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/zod-config.ts';
import { SettingsScreen } from './settings-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = { ...defaultAppSettings, updatedAt: null, updatedBy: null };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch answering like the API: the saved settings, then whatever a save answers. */
function stubApi(put: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') return json(200, saved);
      sent.push(JSON.parse(String(init.body)));
      return put();
    }),
  );
  return sent;
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SettingsScreen />
    </QueryClientProvider>,
  );
}

const item = (n: number) => screen.getByRole('group', { name: `Item ${n}` });

describe('App Settings takes its rules from the contract', () => {
  it('says what is wrong beside each banner field, focuses the first, and sends nothing', async () => {
    const sent = stubApi(() => json(200, saved));
    renderScreen();
    const user = userEvent.setup();
    const title = within(await screen.findByRole('group', { name: 'Item 3' })).getByLabelText('Title');
    await user.clear(title);
    await user.clear(screen.getByLabelText('Support email'));
    await user.type(screen.getByLabelText('Support email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(within(item(3)).getByText('Title is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    // Only item 3 is wrong: the other items' titles say nothing.
    expect(within(item(2)).queryByText('Title is required')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Support email')));
    expect(sent).toEqual([]);
  }, 20_000);

  it('puts the server’s refusal of one banner field beside that field', async () => {
    stubApi(() =>
      json(400, {
        code: 'VALIDATION_ERROR',
        message:
          'bannerItems.1.link: Link must be a path on this site (starting with /) or an https:// address',
        fields: [
          {
            field: 'bannerItems.1.link',
            message: 'Link must be a path on this site (starting with /) or an https:// address',
          },
        ],
      }),
    );
    renderScreen();
    const user = userEvent.setup();
    const cta = within(await screen.findByRole('group', { name: 'Item 2' })).getByLabelText('Call to action');
    await user.type(cta, '!');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const link = within(item(2)).getByLabelText('Link');
    const sentence = await within(item(2)).findByText(
      'Link must be a path on this site (starting with /) or an https:// address',
    );
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(link.getAttribute('aria-describedby')).toContain(sentence.id);
    expect(within(item(1)).queryByText(/Link must be/)).toBeNull();
    expect(document.body.textContent).not.toContain('bannerItems.1.link:');
  }, 20_000);
});
