import { type BillingCycle, type CardInfo, type PaidPlanId, paidPlanIds } from '@shelfwise/contract';
import { AppError } from '../../http/errors.ts';

/** A webhook that is not provably from the provider: answered 400, nothing changes. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

/** A provider call that failed: 502 for people, the provider's own error kept as the cause for the log. */
export class ProviderUnavailable extends AppError {
  constructor(provider: string, what: string, cause: unknown) {
    super(
      502,
      'UPSTREAM_UNAVAILABLE',
      `We could not ${what} with ${provider} just now. Please try again in a moment.`,
    );
    this.name = 'ProviderUnavailable';
    this.cause = cause;
  }
}

export const providerUnavailable = (provider: string, what: string, cause: unknown) =>
  new ProviderUnavailable(provider, what, cause);

/**
 * A gateway's calls to its provider: `call('cancel the subscription', () => ...)` runs one and turns
 * any failure into a `ProviderUnavailable` naming the provider and what was being done.
 */
export function providerCall(provider: string) {
  return async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw providerUnavailable(provider, what, error);
    }
  };
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** A month or year as the providers send it (a number, a string, or nothing): a positive integer or null. */
function positiveOrNull(value: number | string | null | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The card a payment was made with, as the payment history shows it ('Visa' •••• 4242, 12/2030). */
export function toCardInfo(card: {
  brand: string | null | undefined;
  last4: string | null | undefined;
  expMonth: number | string | null | undefined;
  expYear: number | string | null | undefined;
}): CardInfo {
  return {
    cardType: capitalise((card.brand || 'card').trim()),
    last4: card.last4 ?? '',
    expMonth: positiveOrNull(card.expMonth),
    expYear: positiveOrNull(card.expYear),
  };
}

export function parsePaidPlan(value: unknown): PaidPlanId | null {
  return typeof value === 'string' && (paidPlanIds as readonly string[]).includes(value)
    ? (value as PaidPlanId)
    : null;
}

/** 'annually' (Paystack's word) is yearly. */
export function parseCycle(value: unknown): BillingCycle | null {
  if (value === 'monthly') return 'monthly';
  if (value === 'yearly' || value === 'annually') return 'yearly';
  return null;
}

/**
 * The end of a period that starts at `from`: one calendar month or year later (UTC), on the last
 * day of a shorter month rather than spilling into the next (31 January → 28/29 February).
 */
export function addCycle(from: Date, cycle: BillingCycle): Date {
  const months = cycle === 'yearly' ? 12 : 1;
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** '$49.99', '₦29,999': an amount in minor units, as a person reads it. */
export function formatMoney(minor: number, currency: string): string {
  const symbol = currency === 'NGN' ? '₦' : currency === 'USD' ? '$' : `${currency} `;
  const major = minor / 100;
  const whole = Number.isInteger(major);
  return `${symbol}${major.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
