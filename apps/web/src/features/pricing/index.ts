// The pricing feature's public surface: pages and other features import only this file.
export { BillingCycleToggle } from './components/billing-cycle-toggle.tsx';
export { PlanPrice } from './components/plan-price.tsx';
export { PricingSection } from './components/pricing-section.tsx';
export { cycleUnit, formatPrice } from './format-price.ts';
export { useCheckoutRegion } from './use-checkout-region.ts';
export { decideVisitRegion, useVisitRegion } from './visit-region.ts';
