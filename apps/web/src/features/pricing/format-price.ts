import { type BillingCycle, currencies, type PricingRegion } from '@shelfwise/contract';

/**
 * '₦1,999', '₦29,999', '$2.99', '$0': the symbol of the region and no decimals for whole amounts.
 * Grouping is fixed to en-US style so every reader sees the same figures as the spec.
 */
export function formatPrice(amount: number, region: PricingRegion): string {
  const whole = Number.isInteger(amount);
  const digits = amount.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${currencies[region].symbol}${digits}`;
}

export const cycleUnit: Record<BillingCycle, string> = { monthly: 'month', yearly: 'year' };
