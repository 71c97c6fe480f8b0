import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarLinks } from '../../../lib/calendar-links.ts';
import { CalendarSettings } from './calendar-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FEED = 'https://shelf.example/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics';
const SECOND = 'https://shelf.example/api/calendar/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-edcba.ics';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch answering like the API, from a feed that is on or off; records each call. */
function stubApi(enabled: boolean, urls: string[] = [FEED]) {
  const calls: string[] = [];
  let on = enabled;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${path}`);
      if (method === 'POST') {
        on = true;
        return json(201, { data: { url: urls.shift(), createdAt: '2030-03-04T10:00:00.000Z' } });
      }
      if (method === 'DELETE') {
        on = false;
        return new Response(null, { status: 204 });
      }
      return json(200, { data: { enabled: on, createdAt: on ? '2030-03-01T10:00:00.000Z' : null } });
    }),
  );
  return calls;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CalendarSettings />
    </QueryClientProvider>,
  );
}

describe('Settings › Calendar', () => {
  it('turns the feed on and shows its address once, read-only, with Copy and the calendar apps’ links', async () => {
    const calls = stubApi(false);
    renderSection();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Calendar' });
    expect(await within(section).findByText('Your calendar feed is off.')).toBeTruthy();
    expect(within(section).queryByLabelText('Feed address')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Turn on calendar feed' }));
    const field = (await within(section).findByLabelText('Feed address')) as HTMLInputElement;
    expect(field.value).toBe(FEED);
    expect(field.readOnly).toBe(true);
    expect(within(section).getByText('Your calendar feed is on.')).toBeTruthy();
    expect(calls).toContain('POST /api/calendar/feed');

    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    // user-event puts a clipboard of its own on the page: what was written can be read back.
    expect(await navigator.clipboard.readText()).toBe(FEED);
    expect(await within(section).findByRole('button', { name: 'Copied' })).toBeTruthy();

    const webcal = FEED.replace('https://', 'webcal://');
    expect(within(section).getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(within(section).getByRole('link', { name: 'Apple Calendar' }).getAttribute('href')).toBe(webcal);
    expect(within(section).getByRole('link', { name: 'Outlook' }).getAttribute('href')).toBe(
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(FEED)}&name=Shelfwise`,
    );
  }, 20_000);

  it('says a feed that is on cannot show its address again; Reset (confirmed) shows a new one; Turn off ends it', async () => {
    const calls = stubApi(true, [SECOND]);
    renderSection();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Calendar' });
    expect(await within(section).findByText(/the address is shown only once/)).toBeTruthy();
    expect(within(section).queryByLabelText('Feed address')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Reset address' }));
    const resetDialog = await screen.findByRole('dialog', { name: 'Reset address' });
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await user.click(within(resetDialog).getByRole('button', { name: 'Reset address' }));
    const field = (await within(section).findByLabelText('Feed address')) as HTMLInputElement;
    expect(field.value).toBe(SECOND);

    await user.click(within(section).getByRole('button', { name: 'Turn off feed' }));
    const offDialog = await screen.findByRole('dialog', { name: 'Turn off feed' });
    await user.click(within(offDialog).getByRole('button', { name: 'Turn off feed' }));
    expect(await within(section).findByText('Your calendar feed is off.')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByLabelText('Feed address')).toBeNull());
    expect(calls).toContain('DELETE /api/calendar/feed');
  }, 20_000);

  it('makes webcal:// from an http address too', () => {
    expect(calendarLinks('http://localhost:3000/api/calendar/x.ics').apple).toBe(
      'webcal://localhost:3000/api/calendar/x.ics',
    );
  });
});
