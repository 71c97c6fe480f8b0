import { z } from 'zod';
import { billingCycles, paidPlanIds, paymentProviders, planIds, pricingRegions } from './plans.ts';

/** Spec §5 Plan selection: the plan and cycle already held cannot be bought again. */
export const ALREADY_SUBSCRIBED_MESSAGE =
  'You are already subscribed to this plan with the selected billing cycle.';

/** Spec §4: 'annually' is treated as yearly (Paystack's name for the interval). */
export const billingCycleInputSchema = z
  .enum([...billingCycles, 'annually'], 'Billing cycle must be monthly or yearly')
  .transform((value) => (value === 'annually' ? 'yearly' : value));

/**
 * `POST /api/payments/stripe-checkout` and `POST /api/paystack/subscribe` (spec §7): `userId` must
 * be the caller's own id.
 */
export const checkoutBodySchema = z.object({
  userId: z.string().trim().min(1, 'userId is required'),
  plan: z.enum(paidPlanIds, 'Choose the Basic or Premium plan; the Free plan needs no payment'),
  billingCycle: billingCycleInputSchema,
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/**
 * `POST /api/payments/checkout`: the server picks the provider from the account's payment region
 * (naira → Paystack, dollars → Stripe). `region` is only read for an account that has none stored
 * yet (made before it was kept), and then stored.
 */
export const checkoutStartBodySchema = checkoutBodySchema.extend({
  region: z.enum(pricingRegions).optional(),
});
export type CheckoutStartBody = z.input<typeof checkoutStartBodySchema>;
export type CheckoutStartInput = z.output<typeof checkoutStartBodySchema>;
export const checkoutStartResponseSchema = z.object({
  provider: z.enum(paymentProviders),
  /** The page to send the browser to (the provider's checkout, or the TEST MODE one). */
  url: z.string(),
});
export type CheckoutStartResponse = z.infer<typeof checkoutStartResponseSchema>;

export const stripeCheckoutResponseSchema = z.object({ url: z.string() });
export type StripeCheckoutResponse = z.infer<typeof stripeCheckoutResponseSchema>;

export const paystackSubscribeResponseSchema = z.object({
  authorization_url: z.string(),
  reference: z.string(),
});
export type PaystackSubscribeResponse = z.infer<typeof paystackSubscribeResponseSchema>;

/** Who took a payment: the two real providers, or the built-in test-mode provider. */
export const billingProviders = [...paymentProviders, 'sandbox'] as const;
export type BillingProvider = (typeof billingProviders)[number];

/**
 * What the Subscription page shows as the status (coloured by spec §4): `cancelled` is a paid plan
 * that stops at the end of its period (Cancellation Pending); `canceled` one that has ended.
 */
export const subscriptionStatuses = ['active', 'past_due', 'unpaid', 'cancelled', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const paymentStatuses = ['success', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const cardInfoSchema = z.object({
  cardType: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type CardInfo = z.infer<typeof cardInfoSchema>;

/** Spec §3 Payment; `amount` in the currency's major unit (49.99 USD, 29999 NGN). */
export const paymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  channel: z.string(),
  reference: z.string(),
  cardInfo: cardInfoSchema.nullable(),
  plan: z.enum(planIds),
  billingCycle: z.enum(billingCycles),
  provider: z.enum(billingProviders),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /api/payments/status`: spec §3 Subscription status, plus what the Subscription page needs. */
export const subscriptionStatusSchema = z.object({
  /** What the account has: the higher of the paid plan and `complimentaryPlan`. */
  plan: z.enum(planIds),
  /** A plan given by an admin free of charge, or null; shown as complimentary when it is `plan`. */
  complimentaryPlan: z.enum(planIds).nullable(),
  billingCycle: z.enum(billingCycles).nullable(),
  paymentStatus: z.enum(subscriptionStatuses).nullable(),
  /** When the next renewal is charged; null once cancelled or on free. */
  nextPaymentDate: z.string().nullable(),
  /** When the paid period ends (access lasts until then). */
  subscriptionExpiresAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(billingProviders).nullable(),
  /** Until when 'Cancel and refund' (the 7-day money-back guarantee) is offered; null when not. */
  refundableUntil: z.string().nullable(),
  paymentMethod: cardInfoSchema.nullable(),
  payments: z.array(paymentSchema),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusSchema>;

/** `POST /api/payments/confirm`: the return from a provider, checked with the provider before success. */
export const confirmPaymentBodySchema = z.object({
  provider: z.enum(billingProviders),
  /** Stripe: the Checkout Session id; Paystack: the transaction reference; sandbox: its reference. */
  reference: z.string().trim().min(1, 'reference is required').max(200),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;
export const confirmPaymentResponseSchema = z.object({
  /** `paid`: the plan is on the account now; `pending`: the provider has not confirmed yet. */
  result: z.enum(['paid', 'pending']),
  plan: z.enum(planIds),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

export const receiptParamsSchema = z.object({ reference: z.string().min(1).max(200) });

/** The TEST MODE checkout (no provider keys configured): what the page shows. */
export const sandboxSessionQuerySchema = z.object({ session: z.string().min(1).max(2000) });
export const sandboxSessionSchema = z.object({
  reference: z.string(),
  plan: z.enum(paidPlanIds),
  billingCycle: z.enum(billingCycles),
  /** Major units, as the pricing shows it. */
  amount: z.number(),
  currency: z.string(),
  /** The real provider this stands in for. */
  provider: z.enum(paymentProviders),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;
export const sandboxActionBodySchema = z.object({ session: z.string().min(1).max(2000) });
export const sandboxActionResponseSchema = z.object({ redirectUrl: z.string() });
export type SandboxActionResponse = z.infer<typeof sandboxActionResponseSchema>;

/**
 * How each provider takes payments on this server: `live` (its keys are configured), `test` (no
 * keys, and the TEST MODE checkout is switched on with PAYMENTS_SANDBOX) or `unavailable` (no
 * keys: its checkout answers 503 and the plan pages say so instead of offering it).
 */
export const providerModes = ['live', 'test', 'unavailable'] as const;
export type ProviderMode = (typeof providerModes)[number];

/** `GET /api/payments/providers`: the same for every user, fixed while the server runs. */
export const paymentProvidersSchema = z.object({
  stripe: z.enum(providerModes),
  paystack: z.enum(providerModes),
});
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>;

/** The answer of the webhooks (providers read only the status). */
export const webhookAckSchema = z.object({ received: z.boolean() });
