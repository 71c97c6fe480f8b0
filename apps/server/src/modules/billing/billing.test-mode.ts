import { ALREADY_SUBSCRIBED_MESSAGE, type PaymentProvider, type SandboxSession } from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { grantsPlan } from './billing.apply.ts';
import type { BillingGateways } from './billing.gateways.ts';
import * as repo from './billing.repository.ts';
import type { BillingChange, CheckoutRequest, ProviderEvent } from './billing.types.ts';
import { createSandboxGateway, type VerifiedSandboxSession } from './sandbox-gateway.ts';

/**
 * TEST MODE (PAYMENTS_SANDBOX, never in production): for a provider with no keys, the checkout is
 * a page of our own whose Pay button applies the same changes that provider's "paid" webhook
 * would, once per session, through the same path (`applyEvent`).
 */
export function createTestMode(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  gateways: Pick<BillingGateways, 'stripe' | 'paystack' | 'sandboxOn'>;
  applyEvent(event: ProviderEvent, load: () => Promise<BillingChange[]>): Promise<'applied' | 'duplicate'>;
}) {
  const { db, config, now, applyEvent } = deps;
  const { stripe, paystack, sandboxOn } = deps.gateways;
  const sandbox = createSandboxGateway({ secret: config.JWT_SECRET, appUrl: config.APP_URL, now });

  /** A TEST MODE session: only with PAYMENTS_SANDBOX, and only while the provider it stands in for has no keys. */
  function sandboxSession(user: AuthUser, token: string): VerifiedSandboxSession {
    // The routes are not even registered without the flag; this holds for any other caller too.
    if (!sandboxOn) throw notFound('Checkout');
    const session = sandbox.session(token, user.id);
    if ((session.provider === 'stripe' && stripe) || (session.provider === 'paystack' && paystack)) {
      throw badRequest('Test mode is off on this server. Start again from the plan page.');
    }
    return session;
  }

  return {
    /** Whether the TEST MODE checkout and its routes exist on this server. */
    sandboxEnabled: sandboxOn,

    /** The TEST MODE checkout page standing in for `provider`, as a URL. */
    checkoutUrl: (request: CheckoutRequest, provider: PaymentProvider): string =>
      sandbox.createCheckout(request, provider),

    sandboxSession(user: AuthUser, token: string): SandboxSession {
      const { userId: _userId, amountMinor: _amountMinor, ...session } = sandboxSession(user, token);
      return session;
    },

    /** TEST MODE Pay: the same changes a provider's "paid" webhook brings, applied once per session. */
    async sandboxPay(user: AuthUser, token: string): Promise<{ redirectUrl: string }> {
      const session = sandboxSession(user, token);
      const live = await repo.findLiveSubscription(db, user.id);
      const alreadyPaid = await repo.findPaymentByReference(db, session.reference);
      if (
        !alreadyPaid &&
        live &&
        grantsPlan(live.status) &&
        live.plan === session.plan &&
        live.billingCycle === session.billingCycle
      ) {
        throw badRequest(ALREADY_SUBSCRIBED_MESSAGE);
      }
      await applyEvent(
        { provider: 'sandbox', eventId: `paid:${session.reference}`, type: 'sandbox.payment_succeeded' },
        async () => sandbox.paidChanges(session),
      );
      return { redirectUrl: sandbox.successPath(session) };
    },

    sandboxDecline(user: AuthUser, token: string): { redirectUrl: string } {
      return { redirectUrl: sandbox.declinedPath(sandboxSession(user, token)) };
    },

    sandboxCancel(user: AuthUser, token: string): { redirectUrl: string } {
      return { redirectUrl: sandbox.cancelledPath(sandboxSession(user, token)) };
    },
  };
}
