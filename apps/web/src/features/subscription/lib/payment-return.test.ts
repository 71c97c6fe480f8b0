import { describe, expect, it } from 'vitest';
import { readPaymentReturn, withoutPaymentReturn } from './payment-return.ts';

const read = (query: string) => readPaymentReturn(new URLSearchParams(query));

describe('readPaymentReturn', () => {
  it('reads a Stripe-style return', () => {
    expect(read('subscribed=true&plan=premium&provider=stripe&reference=cs_test_1')).toEqual({
      kind: 'success',
      plan: 'premium',
      provider: 'stripe',
      reference: 'cs_test_1',
    });
  });

  it('reads a Paystack callback, even with its reference glued on by a second question mark', () => {
    expect(read('payment_status=success&plan=basic&provider=paystack&trxref=T1&reference=T1')).toMatchObject({
      plan: 'basic',
      provider: 'paystack',
      reference: 'T1',
    });
    expect(read('payment_status=success&plan=basic&provider=paystack?trxref=T2&reference=T2')).toMatchObject({
      provider: 'paystack',
      reference: 'T2',
    });
  });

  it('needs the plan for a success, and knows failures and cancellations', () => {
    expect(read('subscribed=true')).toBeNull();
    expect(read('subscribed=true&plan=gold')).toBeNull();
    expect(read('subscribed=false&plan=premium')).toBeNull();
    expect(read('subscribed=true&plan=basic')).toEqual({
      kind: 'success',
      plan: 'basic',
      provider: null,
      reference: null,
    });
    expect(read('payment_status=failed&plan=premium')).toEqual({ kind: 'failed', plan: 'premium' });
    expect(read('payment_status=cancelled')).toEqual({ kind: 'cancelled', plan: null });
    expect(read('')).toBeNull();
  });
});

describe('withoutPaymentReturn', () => {
  it('removes only the return parameters', () => {
    expect(
      withoutPaymentReturn(new URLSearchParams('subscribed=true&plan=premium&provider=stripe&reference=x')),
    ).toBe('');
    expect(withoutPaymentReturn(new URLSearchParams('tab=history&payment_status=success&plan=basic'))).toBe(
      '?tab=history',
    );
    expect(
      withoutPaymentReturn(new URLSearchParams('plan=basic&provider=paystack?trxref=1&reference=1')),
    ).toBe('');
  });
});
