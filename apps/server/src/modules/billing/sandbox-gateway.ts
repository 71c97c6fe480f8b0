import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type BillingCycle,
  currencies,
  type PaidPlanId,
  type PaymentProvider,
  priceInMinorUnits,
  regionOfProvider,
  type SandboxSession,
} from '@shelfwise/contract';
import { badRequest, notFound } from '../../http/errors.ts';
import type { BillingChange, CheckoutRequest } from './billing.types.ts';
import { addCycle, parseCycle, parsePaidPlan } from './gateway-support.ts';

/**
 * The provider used when no keys are configured: the checkout is a TEST MODE page of our own, and
 * its Pay button produces the same changes a provider's webhook would. A session is a signed,
 * short-lived token (no table, so any instance can serve the page).
 */

const SESSION_TTL_MS = 60 * 60 * 1000;

interface SessionClaims {
  /** Our reference of the payment this session would make. */
  r: string;
  u: string;
  p: PaidPlanId;
  c: BillingCycle;
  /** The provider this stands in for (its currency and amount). */
  v: PaymentProvider;
  /** Expiry, ms since the epoch. */
  x: number;
}

export interface VerifiedSandboxSession extends SandboxSession {
  userId: string;
  /** Minor units. */
  amountMinor: number;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

export function createSandboxGateway(deps: { secret: string; appUrl: string; now: () => Date }) {
  const key = createHmac('sha256', deps.secret).update('shelfwise sandbox checkout').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  function read(token: string): SessionClaims | null {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionClaims;
    } catch {
      return null;
    }
  }

  return {
    /** A TEST MODE checkout standing in for `provider`; the answer is our page's address. */
    createCheckout({ customer, plan, billingCycle }: CheckoutRequest, provider: PaymentProvider): string {
      const claims: SessionClaims = {
        r: `sbx_${randomBytes(12).toString('hex')}`,
        u: customer.id,
        p: plan,
        c: billingCycle,
        v: provider,
        x: deps.now().getTime() + SESSION_TTL_MS,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${deps.appUrl}/checkout/sandbox?session=${payload}.${sign(payload)}`;
    },

    /** The session behind a token, for its own user only (anyone else: 404). */
    session(token: string, userId: string): VerifiedSandboxSession {
      const claims = read(token);
      const plan = parsePaidPlan(claims?.p);
      const cycle = parseCycle(claims?.c);
      if (!claims || !plan || !cycle || (claims.v !== 'stripe' && claims.v !== 'paystack')) {
        throw badRequest('This test checkout link is not valid. Start again from the plan page.');
      }
      if (claims.u !== userId) throw notFound('Checkout');
      if (claims.x <= deps.now().getTime()) {
        throw badRequest('This test checkout has expired. Start again from the plan page.');
      }
      const region = regionOfProvider[claims.v];
      const amountMinor = priceInMinorUnits(plan, region, cycle);
      return {
        reference: claims.r,
        plan,
        billingCycle: cycle,
        amount: amountMinor / 100,
        amountMinor,
        currency: currencies[region].code,
        provider: claims.v,
        userId,
      };
    },

    /** What Pay does, in the shape a provider's "paid" webhook takes: a subscription and its payment. */
    paidChanges(session: VerifiedSandboxSession): BillingChange[] {
      const now = deps.now();
      const plan = session.plan;
      const cycle = session.billingCycle;
      return [
        {
          kind: 'subscription',
          snapshot: {
            provider: 'sandbox',
            providerSubscriptionId: `sbx_sub_${session.reference.slice(4)}`,
            providerCustomerId: `sbx_cus_${session.userId}`,
            userId: session.userId,
            plan,
            billingCycle: cycle,
            status: 'active',
            currentPeriodEnd: addCycle(now, cycle),
            cancelAtPeriodEnd: false,
            observedAt: now,
          },
        },
        {
          kind: 'payment',
          payment: {
            provider: 'sandbox',
            reference: session.reference,
            providerPaymentId: session.reference,
            providerSubscriptionId: `sbx_sub_${session.reference.slice(4)}`,
            providerCustomerId: `sbx_cus_${session.userId}`,
            userId: session.userId,
            plan,
            billingCycle: cycle,
            amount: session.amountMinor,
            currency: session.currency,
            status: 'success',
            channel: 'card',
            card: { cardType: 'Visa', last4: '4242', expMonth: 12, expYear: now.getUTCFullYear() + 3 },
            paidAt: now,
          },
        },
      ];
    },

    /** Where the browser goes after Pay: the app's return address, as the real provider would send it. */
    successPath(session: SandboxSession): string {
      const flag = session.provider === 'paystack' ? 'payment_status=success' : 'subscribed=true';
      return `/dashboard?${flag}&plan=${session.plan}&provider=sandbox&reference=${session.reference}`;
    },

    declinedPath(session: SandboxSession): string {
      return `/subscriptions?payment_status=failed&plan=${session.plan}`;
    },

    cancelledPath(session: SandboxSession): string {
      return `/subscriptions?payment_status=cancelled&plan=${session.plan}`;
    },
  };
}
