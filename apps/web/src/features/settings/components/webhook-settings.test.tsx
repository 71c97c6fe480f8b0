import type { PlanId, Webhook, WebhookDelivery } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookSettings } from './webhook-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = 'whsec_MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const existing: Webhook = {
  id: 'b1b2c3d4-0000-4000-8000-000000000001',
  url: 'https://hooks.example/in',
  events: ['loan.lent', 'loan.returned'],
  enabled: true,
  failureCount: 0,
  disabledAt: null,
  createdAt: '2030-01-02T10:00:00.000Z',
};

const delivery: WebhookDelivery = {
  id: 'c1b2c3d4-0000-4000-8000-000000000001',
  eventId: 'msg_1',
  eventType: 'loan.lent',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 204,
  lastError: null,
  createdAt: '2030-01-03T10:00:00.000Z',
  deliveredAt: '2030-01-03T10:00:01.000Z',
};

/** The browser's fetch answering like the API; records each call with its body. */
function stubApi(options: { hooks?: Webhook[]; plan?: PlanId; limit?: number } = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  let hooks = [...(options.hooks ?? [])];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call: `${method} ${path}`, body });
      if (path.endsWith('/deliveries')) return json(200, { data: [delivery] });
      if (method === 'POST' && path === '/api/webhooks') {
        const made = {
          ...existing,
          id: 'b1b2c3d4-0000-4000-8000-000000000002',
          url: body.url,
          events: body.events,
        };
        hooks = [made, ...hooks];
        return json(201, { data: { ...made, secret: SECRET } });
      }
      if (method === 'PATCH') {
        hooks = hooks.map((h) => (path.endsWith(h.id) ? { ...h, ...body } : h));
        return json(200, { data: hooks[0] });
      }
      if (method === 'DELETE') {
        hooks = hooks.filter((h) => !path.endsWith(h.id));
        return new Response(null, { status: 204 });
      }
      return json(200, { data: hooks, plan: options.plan ?? 'premium', limit: options.limit ?? 5 });
    }),
  );
  return calls;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <WebhookSettings />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('Settings › Webhooks', () => {
  it('adds a URL with its events and shows the signing secret once', async () => {
    const calls = stubApi();
    renderSection();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New webhook' });
    await user.type(within(form).getByLabelText(/^URL/), 'https://hooks.example/new');
    await user.click(within(form).getByLabelText('A loan becomes overdue'));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const shown = await screen.findByLabelText(/^Signing secret/);
    expect((shown as HTMLInputElement).value).toBe(SECRET);
    const post = calls.find((c) => c.call === 'POST /api/webhooks');
    expect(post?.body).toEqual({
      url: 'https://hooks.example/new',
      events: ['loan.lent', 'loan.returned', 'loan.extension_requested', 'loan.return_reported'],
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('turns an endpoint off, shows its delivery log, and deletes it after a confirmation', async () => {
    const calls = stubApi({ hooks: [existing] });
    renderSection();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Your webhooks' });
    await user.click(within(list).getByRole('switch', { name: 'On' }));
    await waitFor(() => expect(calls.some((c) => c.call.startsWith('PATCH'))).toBe(true));
    expect(calls.find((c) => c.call.startsWith('PATCH'))?.body).toEqual({ enabled: false });
    await user.click(within(list).getByRole('button', { name: 'Show deliveries' }));
    const log = await screen.findByRole('table', { name: 'Recent deliveries' });
    expect(within(log).getByText('loan.lent')).toBeTruthy();
    expect(within(log).getByText('204')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: `Delete webhook ${existing.url}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.call === `DELETE /api/webhooks/${existing.id}`)).toBe(true),
    );
  });

  it('says the Free plan has no webhooks, with a link to the plans', async () => {
    stubApi({ plan: 'free', limit: 0 });
    renderSection();
    expect(await screen.findByText(/The Free plan has no webhooks/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New webhook' })).toBeNull();
  });
});
