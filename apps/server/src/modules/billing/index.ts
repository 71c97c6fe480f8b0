// The billing module's public surface: subscriptions, payments, provider webhooks and the TEST MODE checkout.
export { billingRoutes } from './billing.routes.ts';
export type { BillingService } from './billing.service.ts';
export { createBillingService } from './billing.service.ts';
export { STRIPE_API_VERSION } from './stripe-gateway.ts';
