import type { PaymentProviders } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPlanScreen } from './confirm-plan-screen.tsx';
import { SubscriptionsScreen } from './subscriptions-screen.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const USER_ID = '0f8e1d2c-3b4a-4596-8776-a5b4c3d2e1f0';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const freeStatus = {
  plan: 'free',
  complimentaryPlan: null,
  billingCycle: null,
  paymentStatus: null,
  nextPaymentDate: null,
  subscriptionExpiresAt: null,
  cancelAtPeriodEnd: false,
  provider: null,
  refundableUntil: null,
  paymentMethod: null,
  payments: [],
};

/** The browser's fetch answering like the API of a server whose providers are `providers`, for a reader in `country`. */
function stubApi(providers: PaymentProviders, country: 'NG' | 'US') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/geo') return json(200, { country });
      if (url === '/api/payments/providers') return json(200, providers);
      if (url === '/api/payments/status') return json(200, freeStatus);
      return json(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_x' });
    }),
  );
  return calls;
}

function renderAt(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('plan pages when the region’s provider takes no payments here', () => {
  it('Confirm your Plan says Paystack payments are not available and offers no button that would fail', async () => {
    const calls = stubApi({ stripe: 'live', paystack: 'unavailable' }, 'NG');
    renderAt(
      <ConfirmPlanScreen
        user={{ id: USER_ID, plan: 'free', paymentRegion: 'nigeria' }}
        plan="premium"
        cycle="yearly"
      />,
    );
    await screen.findByText('Payments with Paystack are not available on this server.');
    const proceed = screen.getByRole('button', { name: 'Proceed to payment' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    await userEvent.setup().click(proceed);
    expect(calls.some((url) => url.includes('/paystack/subscribe'))).toBe(false);
    expect(screen.queryByText(/You will be taken to Paystack/)).toBeNull();
  });

  it('the plan picker says so too, and its paid plans cannot be chosen', async () => {
    stubApi({ stripe: 'unavailable', paystack: 'live' }, 'US');
    renderAt(
      <SubscriptionsScreen
        user={{ plan: 'free', intendedPlan: 'free', name: 'Ada Reader', paymentRegion: null }}
      />,
    );
    await screen.findByText('Payments with Stripe are not available on this server.');
    const basic = screen.getByRole('button', { name: /^Choose Collector Plan/ }) as HTMLButtonElement;
    const premium = screen.getByRole('button', { name: /^Choose Library Keeper Plan/ }) as HTMLButtonElement;
    expect(basic.disabled).toBe(true);
    expect(premium.disabled).toBe(true);
    screen.getByRole('button', { name: 'Current plan: Free Plan' });
  });

  it('a live (or test mode) provider is offered as before', async () => {
    stubApi({ stripe: 'live', paystack: 'test' }, 'NG');
    renderAt(
      <ConfirmPlanScreen
        user={{ id: USER_ID, plan: 'free', paymentRegion: 'nigeria' }}
        plan="basic"
        cycle="monthly"
      />,
    );
    await screen.findByText(/You will be taken to Paystack/);
    const proceed = screen.getByRole('button', { name: 'Proceed to payment' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(false);
    expect(screen.queryByText(/not available on this server/)).toBeNull();
  });
});
