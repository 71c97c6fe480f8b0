import { defaultAppSettings } from '@shelfwise/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, setLanguage } from '../../lib/i18n/i18n.ts';
import SignInPage, { type EnterApp } from './sign-in-page.tsx';

// `/auth` as a first visit shows it: no router, no query cache around the page (main.tsx). What
// main.tsx does on the way in (load the app, hand over) is `enterApp`; here it records the calls.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const reader = {
  id: 'u1',
  name: 'Ada Reader',
  email: 'ada@example.test',
  emailVerified: true,
  language: 'de',
};

/** The browser's fetch answering like the API; returns what the page sent. */
function stubApi(answers: Record<string, () => Response>) {
  const sent: { url: string; body: unknown; token: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      sent.push({
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        token: headers.authorization ?? null,
      });
      if (url === '/api/app-settings') return json(200, { ...defaultAppSettings, signupsOpen: true });
      const answer = answers[url];
      return answer ? answer() : json(404, { message: 'Not found' });
    }),
  );
  return sent;
}

function open(search: string) {
  window.history.replaceState(null, '', `/auth${search}`);
  const calls: Parameters<EnterApp>[] = [];
  const enterApp: EnterApp = async (...args) => {
    calls.push(args);
  };
  render(<SignInPage enterApp={enterApp} />);
  return calls;
}

beforeEach(() => {
  sessionStorage.setItem('shelfwise.visitRegion', 'international');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  await setLanguage('en');
});

const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('the sign-in page before the app has loaded', () => {
  it('signs in and hands the account and the safe next page to the app, in the account’s language', async () => {
    const sent = stubApi({
      '/api/auth/login': () => json(200, { token: 'token-1' }),
      '/api/auth/me': () => json(200, { user: reader }),
    });
    const calls = open('?mode=login&next=%2Fdashboard%2Ffriends');
    expect(screen.getByTestId('sign-in-to-continue')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(password(), 'Shelf-Reader-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual(['/dashboard/friends', { me: { user: reader } }]);
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(sent.find((s) => s.url === '/api/auth/me')?.token).toBe('Bearer token-1');
    expect(currentLanguage()).toBe('de');
  }, 20_000);

  it('never goes to another site: an unsafe next is dropped for the dashboard', async () => {
    stubApi({
      '/api/auth/login': () => json(200, { token: 'token-2' }),
      '/api/auth/me': () => json(200, { user: { ...reader, language: 'en' } }),
    });
    const calls = open('?mode=login&next=%2F%2Fevil.example%2Fx');
    expect(screen.queryByTestId('sign-in-to-continue')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(password(), 'Shelf-Reader-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[0]).toBe('/dashboard');
  }, 20_000);

  it('signs up with the chosen plan and the visit’s region, then hands over to the code page with its state', async () => {
    const sent = stubApi({
      '/api/auth/register': () => json(201, { token: 'token-3', user: { ...reader, emailVerified: false } }),
    });
    const calls = open('?plan=premium');
    // The plan is read once, then taken out of the address.
    await waitFor(() => expect(window.location.search).toBe(''));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Ada Reader');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(password(), 'Shelf-Reader-42');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Shelf-Reader-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sent.find((s) => s.url === '/api/auth/register')?.body).toMatchObject({
      plan: 'premium',
      paymentRegion: 'international',
      language: 'en',
    });
    expect(calls[0]).toEqual([
      '/verify-email',
      {
        state: { email: 'ada@example.test', fromRegister: true, plan: 'premium' },
        me: { user: { ...reader, emailVerified: false } },
      },
    ]);
  }, 20_000);

  it('switches between the forms in the address, and a link of the page hands over to the app', async () => {
    stubApi({});
    const calls = open('');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(window.location.search).toBe('?mode=login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(calls).toEqual([['/forgot-password', { me: null }]]);
  }, 20_000);
});
