import { type PlanId, plans } from '@shelfwise/contract';
import type { MessageKey } from '../../../lib/i18n/i18n.ts';

/**
 * The catalogue keys of a plan's features, in the contract's order (the pricing section's own:
 * `catalogues.test.ts` checks their English word for word against the plan table).
 */
export const planFeatureKeys = (plan: PlanId): MessageKey[] =>
  plans[plan].features.map((_, i) => `landing.plan.${plan}.${i}` as MessageKey);

/** The key of a plan's tagline. */
export const planTaglineKey = (plan: PlanId): MessageKey => `landing.plan.${plan}.tagline`;
