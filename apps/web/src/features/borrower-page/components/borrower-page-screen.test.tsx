import type { BorrowerPage, BorrowerPageLoan, LoanRequest } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n.ts';
import { BorrowerPageScreen } from './borrower-page-screen.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request = (over: Partial<LoanRequest>): LoanRequest => ({
  id: 'req-1',
  kind: 'extension',
  status: 'pending',
  proposedDate: '2031-03-08',
  createdAt: '2031-02-20T10:00:00.000Z',
  decidedAt: null,
  ...over,
});

const loan = (over: Partial<BorrowerPageLoan> = {}): BorrowerPageLoan => ({
  id: 'loan-1',
  title: 'Dune',
  author: 'Frank Herbert',
  cover: '',
  borrowedOn: '2031-02-01',
  dueDate: '2031-03-01',
  overdue: false,
  receivedAt: null,
  extension: null,
  returnReport: null,
  canExtend: true,
  latestDueDate: '2031-03-15',
  ...over,
});

const pageOf = (loans: BorrowerPageLoan[], over: Partial<BorrowerPage> = {}): BorrowerPage => ({
  ownerName: 'Grace',
  borrowerName: 'Ada',
  language: 'en',
  today: '2031-02-20',
  actionsEnabled: true,
  loans,
  ...over,
});

/** The browser's fetch answering like the API; each call is recorded, each POST answers `after`. */
function stubApi(
  first: { status: number; body: unknown },
  after: (path: string, body: unknown) => { status: number; body: unknown } = () => first,
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const answer = method === 'GET' ? first : after(path, body);
      return json(answer.status, answer.body);
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BorrowerPageScreen token={TOKEN} />
    </QueryClientProvider>,
  );
}

const cardOf = (title: string) => screen.getByRole('listitem', { name: title });

describe('the borrower’s page', () => {
  it('says it is loading, then greets the borrower and lists what they hold, acting on nothing by itself', async () => {
    const calls = stubApi({
      status: 200,
      body: {
        data: pageOf([loan(), loan({ id: 'loan-2', title: 'Emma', author: 'Jane Austen', overdue: true })]),
      },
    });
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Ada' })).toBeTruthy();
    screen.getByText('Books you borrowed from Grace');
    const dune = cardOf('Dune');
    within(dune).getByText('Frank Herbert');
    within(dune).getByText('Due Mar 1, 2031');
    expect(within(dune).queryByText('Overdue')).toBeNull();
    within(cardOf('Emma')).getByText('Overdue');
    within(dune).getByRole('button', { name: 'I have it' });
    within(dune).getByRole('button', { name: 'I need more time' });
    within(dune).getByRole('button', { name: 'I gave it back' });
    expect(calls).toEqual([{ method: 'GET', path: `/api/borrower/${TOKEN}`, body: undefined }]);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('"I have it" posts, then the card says Received and the button is gone', async () => {
    const calls = stubApi({ status: 200, body: { data: pageOf([loan()]) } }, () => ({
      status: 200,
      body: { data: pageOf([loan({ receivedAt: '2031-02-20T10:00:00.000Z' })]) },
    }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I have it' }));
    expect(await within(cardOf('Dune')).findByText('Received')).toBeTruthy();
    expect(within(cardOf('Dune')).queryByRole('button', { name: 'I have it' })).toBeNull();
    within(cardOf('Dune')).getByText('Thanks! Grace can see that you have it.');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: `/api/borrower/${TOKEN}/loans/loan-1/received`,
      body: undefined,
    });
  });

  it('"I need more time" takes a date after the due date and within the cap, then shows the request waiting', async () => {
    const calls = stubApi({ status: 200, body: { data: pageOf([loan()]) } }, (_path, body) => ({
      status: 200,
      body: {
        data: pageOf([
          loan({
            canExtend: false,
            latestDueDate: null,
            extension: request({ proposedDate: (body as { dueDate: string }).dueDate }),
          }),
        ]),
      },
    }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I need more time' }));
    const field = screen.getByLabelText(/Keep it until/) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.min).toBe('2031-03-02');
    expect(field.max).toBe('2031-03-15');
    expect(field.value).toBe('2031-03-08');

    await user.clear(field);
    await user.type(field, '2031-03-20');
    await user.click(screen.getByRole('button', { name: 'Ask for this date' }));
    screen.getByText('Choose a date no later than Mar 15, 2031.');
    await user.clear(field);
    await user.type(field, '2031-03-01');
    screen.getByText('Choose a date after the current due date.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, '2031-03-08');
    await user.click(screen.getByRole('button', { name: 'Ask for this date' }));
    expect(
      await within(cardOf('Dune')).findByText('Asked for more time until Mar 8, 2031 — waiting for Grace'),
    ).toBeTruthy();
    expect(within(cardOf('Dune')).queryByRole('button', { name: 'I need more time' })).toBeNull();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: `/api/borrower/${TOKEN}/loans/loan-1/extension`,
      body: { dueDate: '2031-03-08' },
    });
  });

  it('shows the last answer to a request for more time', async () => {
    stubApi({
      status: 200,
      body: {
        data: pageOf([
          loan({ extension: request({ status: 'approved', decidedAt: '2031-02-21T10:00:00.000Z' }) }),
          loan({
            id: 'loan-2',
            title: 'Emma',
            extension: request({ status: 'declined', proposedDate: '2031-04-01' }),
          }),
        ]),
      },
    });
    renderPage();
    expect(await screen.findByText('Grace gave you more time: now due Mar 8, 2031')).toBeTruthy();
    screen.getByText('Grace could not give you more time until Apr 1, 2031');
  });

  it('"I gave it back" asks first, then says the return waits for the owner and offers nothing more', async () => {
    const calls = stubApi({ status: 200, body: { data: pageOf([loan()]) } }, () => ({
      status: 200,
      body: {
        data: pageOf([loan({ returnReport: request({ id: 'req-2', kind: 'return', proposedDate: null }) })]),
      },
    }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I gave it back' }));
    screen.getByText('Did you give “Dune” back to Grace?');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, I gave it back' }));
    expect(
      await within(cardOf('Dune')).findByText('Return reported — waiting for Grace to confirm'),
    ).toBeTruthy();
    expect(within(cardOf('Dune')).queryAllByRole('button')).toEqual([]);
    expect(calls.at(-1)?.path).toBe(`/api/borrower/${TOKEN}/loans/loan-1/returned`);
  });

  it('without actions, shows the loans and says the owner does not take requests here', async () => {
    stubApi({ status: 200, body: { data: pageOf([loan()], { actionsEnabled: false }) } });
    renderPage();
    await screen.findByText(/Grace does not take requests through this page/);
    expect(within(cardOf('Dune')).queryAllByRole('button')).toEqual([]);
  });

  it('an invalid or expired link says so plainly, with nothing about signing in', async () => {
    stubApi({ status: 404, body: { message: 'This link is no longer valid.', code: 'NOT_FOUND' } });
    renderPage();
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: 'This link no longer works' });
    within(alert).getByText('This link is no longer valid. Ask the book’s owner for a new one.');
    expect(document.body.textContent).not.toMatch(/sign in|log in|login/i);
  });

  it('too many requests says so', async () => {
    stubApi({ status: 429, body: { message: 'Too many requests', code: 'RATE_LIMITED' } });
    renderPage();
    const alert = await screen.findByRole('alert');
    within(alert).getByText(/Wait a few minutes, then try again/);
  });

  it('opens in the owner’s language', async () => {
    stubApi({ status: 200, body: { data: pageOf([loan()], { language: 'fr' }) } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Ada' })).toBeTruthy();
    screen.getByRole('button', { name: 'J’ai besoin de plus de temps' });
  });

  it('"Add to my calendar" makes the borrower’s feed and offers it to the calendar apps', async () => {
    const FEED = `https://shelf.example/api/borrower-feed/${TOKEN}.ics`;
    const calls = stubApi({ status: 200, body: { data: pageOf([loan()]) } }, () => ({
      status: 201,
      body: { data: { url: FEED } },
    }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to my calendar' }));
    const field = (await screen.findByLabelText('Calendar address')) as HTMLInputElement;
    expect(field.value).toBe(FEED);
    expect(screen.getByRole('link', { name: 'Apple Calendar' }).getAttribute('href')).toBe(
      FEED.replace('https://', 'webcal://'),
    );
    screen.getByRole('link', { name: 'Add to Google Calendar' });
    screen.getByRole('link', { name: 'Outlook' });
    expect(calls.at(-1)?.path).toBe(`/api/borrower/${TOKEN}/calendar`);
  });
});
