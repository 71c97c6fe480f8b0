// `npm start` and `npm run dev` on a newcomer's machine: outside production, when neither
// PAYMENTS_SANDBOX nor any provider key is set, the TEST MODE checkout is switched on (and this
// says so), so an upgrade can be tried with no Stripe or Paystack account. Anything set explicitly
// wins, and production never gets it (the server refuses PAYMENTS_SANDBOX there anyway).

const isSet = (value) => typeof value === 'string' && value.trim() !== '';

/** Sets `env.PAYMENTS_SANDBOX = '1'` when a newcomer would want it; true when it did. */
export function defaultPaymentsSandbox(env = process.env) {
  if (env.NODE_ENV === 'production') return false;
  if (env.PAYMENTS_SANDBOX !== undefined) return false;
  if (isSet(env.STRIPE_SECRET_KEY) || isSet(env.PAYSTACK_SECRET_KEY)) return false;
  env.PAYMENTS_SANDBOX = '1';
  console.log(
    'PAYMENTS_SANDBOX=1: no Stripe or Paystack keys are set, so checkouts go to the TEST MODE page ' +
      '(no card, no money). Set PAYMENTS_SANDBOX=0, or provider keys, to turn it off.',
  );
  return true;
}
