import type { AccessToken, PlanId } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenSettings } from './access-token-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEW_TOKEN = 'sw_pat_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const existing: AccessToken = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Home dashboard',
  scopes: ['library:read', 'loans:read'],
  prefix: 'sw_pat_Qw3rT',
  createdAt: '2030-01-02T10:00:00.000Z',
  expiresAt: '2099-04-02T10:00:00.000Z',
  lastUsedAt: '2030-01-05T08:30:00.000Z',
  lastUsedIp: '203.0.113.7',
};

/** The browser's fetch answering like the API; records each call with its body. */
function stubApi(options: { tokens?: AccessToken[]; plan?: PlanId; limit?: number; refuse?: boolean } = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  let tokens = [...(options.tokens ?? [])];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call: `${method} ${path}`, body });
      if (method === 'POST') {
        if (options.refuse) {
          return json(403, { code: 'PLAN_LIMIT', message: 'The Free plan allows 1 access token at a time.' });
        }
        const made = {
          ...existing,
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          name: body.name,
          scopes: body.scopes,
          prefix: NEW_TOKEN.slice(0, 12),
          lastUsedAt: null,
          lastUsedIp: null,
        };
        tokens = [made, ...tokens];
        return json(201, { data: { ...made, token: NEW_TOKEN } });
      }
      if (method === 'DELETE') {
        tokens = tokens.filter((token) => !path.endsWith(token.id));
        return new Response(null, { status: 204 });
      }
      return json(200, { data: tokens, plan: options.plan ?? 'premium', limit: options.limit ?? 10 });
    }),
  );
  return calls;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AccessTokenSettings />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('Settings › API access tokens', () => {
  it('lists each token with its prefix, scopes, expiry and last use, never a secret', async () => {
    stubApi({ tokens: [existing] });
    renderSection();
    const section = await screen.findByRole('region', { name: 'API access tokens' });
    const list = await within(section).findByRole('list', { name: 'Your access tokens' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Home dashboard')).toBeTruthy();
    expect(within(item).getByText('sw_pat_Qw3rT…')).toBeTruthy();
    expect(within(item).getByText('library:read')).toBeTruthy();
    expect(within(item).getByText('loans:read')).toBeTruthy();
    expect(within(item).getByText(/^Expires /)).toBeTruthy();
    expect(within(item).getByText(/^Last used .+ from 203\.0\.113\.7$/)).toBeTruthy();
  });

  it('makes a token from the form and shows it once, read-only, with Copy and the sentence that it is not shown again', async () => {
    const calls = stubApi();
    renderSection();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'API access tokens' });
    expect(await within(section).findByText('You have no access tokens.')).toBeTruthy();

    const form = within(section).getByRole('form', { name: 'New access token' });
    await user.type(within(form).getByLabelText(/^Name/), 'Spreadsheet');
    await user.click(within(form).getByRole('checkbox', { name: /Read your loans/ }));
    await user.selectOptions(within(form).getByLabelText('Expires after'), '30');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const field = (await within(section).findByLabelText('Token')) as HTMLInputElement;
    expect(field.value).toBe(NEW_TOKEN);
    expect(field.readOnly).toBe(true);
    expect(within(section).getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    expect(calls.find((c) => c.call === 'POST /api/access-tokens')?.body).toEqual({
      name: 'Spreadsheet',
      scopes: ['library:read', 'loans:read'],
      expiresInDays: 30,
    });

    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);
    expect(await within(section).findByRole('button', { name: 'Copied' })).toBeTruthy();

    // The list shows the new token by its prefix only; Done puts the secret away for good.
    expect(await within(section).findByText('Spreadsheet')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByLabelText('Token')).toBeNull();
    expect(section.textContent).not.toContain(NEW_TOKEN);
  }, 20_000);

  it('asks for a name and at least one scope before anything is sent', async () => {
    const calls = stubApi();
    renderSection();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'API access tokens' });
    const form = await within(section).findByRole('form', { name: 'New access token' });
    await user.click(within(form).getByRole('checkbox', { name: /Read your library/ }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Choose at least one scope')).toBeTruthy();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);
  });

  it('revokes a token after confirming', async () => {
    const calls = stubApi({ tokens: [existing] });
    renderSection();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'API access tokens' });
    await user.click(await within(section).findByRole('button', { name: 'Revoke Home dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Home dashboard”?' });
    expect(calls.filter((c) => c.call.startsWith('DELETE'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(section).findByText('You have no access tokens.')).toBeTruthy();
    expect(calls.map((c) => c.call)).toContain(`DELETE /api/access-tokens/${existing.id}`);
  }, 20_000);

  it('says the plan’s limit is reached, with the way to upgrade, instead of the form', async () => {
    stubApi({ tokens: [existing], plan: 'free', limit: 1 });
    renderSection();
    const section = await screen.findByRole('region', { name: 'API access tokens' });
    expect(
      await within(section).findByText(
        'The Free plan allows 1 access token at a time. Revoke one, or upgrade your plan to make more.',
      ),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href')).toBe(
      '/subscriptions',
    );
    expect(within(section).queryByRole('form', { name: 'New access token' })).toBeNull();
  });

  it('shows the upgrade sentence when the server refuses for the plan', async () => {
    stubApi({ plan: 'basic', limit: 3, refuse: true });
    renderSection();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'API access tokens' });
    const form = await within(section).findByRole('form', { name: 'New access token' });
    await user.type(within(form).getByLabelText(/^Name/), 'One more');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(
        within(section).getByText(
          'The Collector plan allows 3 access tokens at a time. Revoke one, or upgrade your plan to make more.',
        ),
      ).toBeTruthy(),
    );
  }, 20_000);
});
