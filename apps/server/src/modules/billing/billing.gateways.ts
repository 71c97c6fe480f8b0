import type { BillingProvider, PaymentProvider, PaymentProviders, ProviderMode } from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SubscriptionGateway } from './billing.types.ts';
import { createPaystackGateway, type PaystackGateway } from './paystack-gateway.ts';
import { createStripeGateway, type StripeGateway } from './stripe-gateway.ts';

/**
 * The payment providers this server takes payments with: each live with its keys, or stood in for
 * by the TEST MODE checkout (PAYMENTS_SANDBOX, which config.ts refuses in production), or
 * unavailable. Logged once at start.
 */
export type BillingGateways = ReturnType<typeof createBillingGateways>;

export function createBillingGateways(deps: { config: Config; clock: Clock; log: Logger }) {
  const { config, clock, log } = deps;
  const stripe: StripeGateway | null =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
          appUrl: config.APP_URL,
          clock,
          prices: {
            'basic:monthly': config.STRIPE_PRICE_BASIC_MONTHLY,
            'basic:yearly': config.STRIPE_PRICE_BASIC_YEARLY,
            'premium:monthly': config.STRIPE_PRICE_PREMIUM_MONTHLY,
            'premium:yearly': config.STRIPE_PRICE_PREMIUM_YEARLY,
          },
        })
      : null;
  const paystack: PaystackGateway | null = config.PAYSTACK_SECRET_KEY
    ? createPaystackGateway({
        secretKey: config.PAYSTACK_SECRET_KEY,
        apiBase: config.PAYSTACK_API_BASE,
        appUrl: config.APP_URL,
        planCodes: {
          'basic:monthly': config.PAYSTACK_PLAN_BASIC_MONTHLY,
          'basic:yearly': config.PAYSTACK_PLAN_BASIC_YEARLY,
          'premium:monthly': config.PAYSTACK_PLAN_PREMIUM_MONTHLY,
          'premium:yearly': config.PAYSTACK_PLAN_PREMIUM_YEARLY,
        },
        log,
        clock,
      })
    : null;
  /** TEST MODE exists only when asked for (PAYMENTS_SANDBOX; config.ts refuses it in production). */
  const sandboxOn = config.PAYMENTS_SANDBOX;
  const modes: PaymentProviders = {
    stripe: stripe ? 'live' : sandboxOn ? 'test' : 'unavailable',
    paystack: paystack ? 'live' : sandboxOn ? 'test' : 'unavailable',
  };
  const modeWords: Record<ProviderMode, string> = {
    live: 'live',
    test: 'TEST MODE checkout',
    unavailable: 'not configured',
  };
  log.info(
    { payments: modes, paymentsSandbox: sandboxOn },
    `payments: stripe ${modeWords[modes.stripe]}, paystack ${modeWords[modes.paystack]}, test mode ${sandboxOn ? 'on' : 'off'}`,
  );
  /** Test mode has no one to tell: every provider action succeeds at once. */
  const sandboxSide: SubscriptionGateway = {
    cancelAtPeriodEnd: async () => null,
    cancelNow: async () => {},
    refund: async () => {},
  };

  function gatewayFor(provider: BillingProvider): SubscriptionGateway {
    if (provider === 'sandbox') return sandboxSide;
    const gateway = provider === 'stripe' ? stripe : paystack;
    if (!gateway) {
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        `${provider === 'stripe' ? 'Stripe' : 'Paystack'} is not configured on this server, so this subscription cannot be changed here.`,
      );
    }
    return gateway;
  }

  /** A provider that takes no payments here: its checkout is refused with a sentence, never a TEST MODE one. */
  function unavailable(provider: PaymentProvider): AppError {
    return new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      `Payments with ${provider === 'stripe' ? 'Stripe' : 'Paystack'} are not available on this server.`,
    );
  }

  return { stripe, paystack, modes, sandboxOn, gatewayFor, unavailable };
}
