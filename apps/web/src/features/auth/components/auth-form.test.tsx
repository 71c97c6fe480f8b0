import { defaultAppSettings } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../../../lib/navigation.tsx';
import '../../../lib/zod-config.ts';
import { useAppAuthHost } from '../app-host.ts';
import { AuthHostProvider } from '../host.tsx';
import { AuthForm, type AuthMode } from './auth-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch answering like the API: the app settings, then whatever the form sends. */
function stubApi(answer: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/app-settings') return json(200, defaultAppSettings);
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
  return sent;
}

/** The form as the app renders it: the router navigates, the query cache hosts it. */
function InApp({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const host = useAppAuthHost();
  return (
    <NavigationProvider navigate={(to, options) => navigate(to, options)}>
      <AuthHostProvider host={host}>{children}</AuthHostProvider>
    </NavigationProvider>
  );
}

function renderForm(mode: AuthMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        element: (
          <InApp>
            <AuthForm mode={mode} plan="free" />
          </InApp>
        ),
      },
      { path: '/verify-email', element: <p>verify page</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const confirm = () => screen.getByLabelText('Confirm Password', { selector: 'input' });

describe('the sign-up form takes its rules from the contract', () => {
  it('refuses a short password beside the field before anything is sent', async () => {
    const sent = stubApi(() => json(201, {}));
    renderForm('register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Ada Reader');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(password(), 'short');
    await user.type(confirm(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password()));
    expect(sent).toEqual([]);
  }, 20_000);

  it('says the passwords do not match beside the second one', async () => {
    stubApi(() => json(201, {}));
    renderForm('register');
    const user = userEvent.setup();
    await user.type(password(), 'Shelf-Reader-42');
    await user.type(confirm(), 'Shelf-Reader-43');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(confirm().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
  }, 20_000);

  it('puts the server’s refusal of a field beside it and sends the trimmed account', async () => {
    const sent = stubApi(() =>
      json(400, {
        code: 'VALIDATION_ERROR',
        message: 'email: Enter a valid email address',
        fields: [{ field: 'email', message: 'Enter a valid email address' }],
      }),
    );
    renderForm('register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), '  Ada Reader ');
    await user.type(screen.getByLabelText('Email'), ' ada@example.test ');
    await user.type(password(), 'Shelf-Reader-42');
    await user.type(confirm(), 'Shelf-Reader-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email address').id).toBe(email.getAttribute('aria-describedby'));
    expect(document.body.textContent).not.toContain('email:');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      name: 'Ada Reader',
      email: 'ada@example.test',
      password: 'Shelf-Reader-42',
      plan: 'free',
    });
    expect(sent[0]?.body).not.toHaveProperty('confirmPassword');
  }, 20_000);
});

describe('the sign-in form takes its rules from the contract', () => {
  it('says what is missing beside each field, and shows a refusal of the server above', async () => {
    const sent = stubApi(() => json(401, { code: 'UNAUTHORIZED', message: 'Invalid email or password' }));
    renderForm('login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(sent).toHaveLength(1);
  }, 20_000);
});
