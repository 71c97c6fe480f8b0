// The subscription feature's public surface: pages and other features import only this file.
export { useSubscriptionStatus } from './api/get-subscription-status.ts';
export { useRefreshPlan } from './api/invalidate.ts';
export { ConfirmPlanScreen } from './components/confirm-plan-screen.tsx';
export { PaymentReturnHandler } from './components/payment-return-handler.tsx';
export { PlanChoiceNotice } from './components/plan-choice-notice.tsx';
export { SandboxCheckoutScreen } from './components/sandbox-checkout-screen.tsx';
export { SubscriptionStatusBadge } from './components/status-badge.tsx';
export { SubscriptionOverview } from './components/subscription-overview.tsx';
export { SubscriptionsScreen } from './components/subscriptions-screen.tsx';
export { parseCycle } from './lib/plan-selection.ts';
export { statusLabel } from './lib/status-tone.ts';
