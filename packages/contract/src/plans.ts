/**
 * The plan table: limits, features and prices. This is the one place they are written;
 * the server enforces them and the web app mirrors them.
 */
export const planIds = ['free', 'basic', 'premium'] as const;
export type PlanId = (typeof planIds)[number];

export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export const pricingRegions = ['international', 'nigeria'] as const;
export type PricingRegion = (typeof pricingRegions)[number];

/** The plans that are paid for (free needs no checkout). */
export const paidPlanIds = ['basic', 'premium'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

/** Nigeria pays through Paystack in naira, everyone else through Stripe in US dollars. */
export const paymentProviders = ['stripe', 'paystack'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const providerForRegion: Record<PricingRegion, PaymentProvider> = {
  international: 'stripe',
  nigeria: 'paystack',
};
export const regionOfProvider: Record<PaymentProvider, PricingRegion> = {
  stripe: 'international',
  paystack: 'nigeria',
};

/** The 7-day money-back guarantee of spec §9: a first payment can be refunded this long. */
export const REFUND_WINDOW_DAYS = 7;

export interface PlanPrice {
  monthly: number;
  yearly: number;
}

export interface Plan {
  id: PlanId;
  /**
   * The plan's one name, shown everywhere (sidebar, top bar, toasts, notices, tooltips): the
   * product names of spec §1 (basic is the Collector plan, premium the Library Keeper plan); the
   * ids basic and premium are never shown.
   */
  name: string;
  /** The same name with 'Plan', as the pricing cards and receipts write it. */
  title: string;
  /** The plan the pricing marks 'Most popular', whatever the reader picked. */
  popular: boolean;
  tagline: string;
  /** Maximum books in the collection; null means unlimited. */
  maxBooks: number | null;
  /** Maximum loans not yet returned; null means unlimited. */
  maxActiveLoans: number | null;
  canSearchCatalog: boolean;
  canBatchAdd: boolean;
  canExportCsv: boolean;
  canExportPdf: boolean;
  canCustomizeRecommendation: boolean;
  /** Basic reading insights: the Monthly Loans and Category Distribution charts. */
  canViewReadingInsights: boolean;
  /** Notes on books (spec §6: 'Custom tags, notes and shelves' is a Basic feature). */
  canWriteNotes: boolean;
  /** Advanced analytics: return rates, loan durations, overdue books, active borrowers. */
  canViewAdvancedAnalytics: boolean;
  showsAds: boolean;
  /** Days before the due date that automatic reminders go out; null: manual reminders only. */
  reminderLeadDays: number | null;
  /** Automatic overdue notices: days after the due date (each counted from the one before). */
  overdueNoticeDays: number[];
  /** Whether the owner may change the lead and the overdue notices in settings. */
  canCustomizeReminderSchedule: boolean;
  /**
   * Emails a day to addresses that are not the user's own (loan confirmations, reminders, friend
   * invitations and requests, recommendations): counted on the server per user and day of the
   * user's timezone.
   */
  dailyExternalEmails: number;
  /** Personal access tokens for the open API the account may have at once (not revoked nor expired). */
  maxAccessTokens: number;
  /** Requests a minute each access token may make (per token, a fixed window). */
  apiRequestsPerMinute: number;
  /** Books on the wishlist at once (issue 30); null means unlimited. */
  maxWishlistItems: number | null;
  /** Outgoing webhook endpoints the account may register (issue 31); 0: none. */
  maxWebhookEndpoints: number;
  prices: Record<PricingRegion, PlanPrice>;
  features: string[];
}

export const plans: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    title: 'Free Plan',
    popular: false,
    tagline: 'For getting your shelves in order',
    maxBooks: 50,
    maxActiveLoans: 5,
    canSearchCatalog: false,
    canBatchAdd: false,
    canExportCsv: false,
    canExportPdf: false,
    canCustomizeRecommendation: false,
    canViewReadingInsights: false,
    canWriteNotes: false,
    canViewAdvancedAnalytics: false,
    showsAds: true,
    reminderLeadDays: null,
    overdueNoticeDays: [],
    canCustomizeReminderSchedule: false,
    dailyExternalEmails: 50,
    maxAccessTokens: 1,
    apiRequestsPerMinute: 60,
    maxWishlistItems: 25,
    maxWebhookEndpoints: 0,
    prices: { international: { monthly: 0, yearly: 0 }, nigeria: { monthly: 0, yearly: 0 } },
    features: [
      'Up to 50 books',
      'Manual book entry',
      'Up to 5 active loans',
      'Manual reminders',
      'Search and sorting',
      'Community support',
      'Standard theme',
    ],
  },
  basic: {
    id: 'basic',
    name: 'Collector',
    title: 'Collector Plan',
    popular: false,
    tagline: 'For growing collections',
    maxBooks: 1000,
    maxActiveLoans: null,
    canSearchCatalog: true,
    canBatchAdd: true,
    canExportCsv: true,
    canExportPdf: false,
    canCustomizeRecommendation: false,
    canViewReadingInsights: true,
    canWriteNotes: true,
    canViewAdvancedAnalytics: false,
    showsAds: true,
    reminderLeadDays: 3,
    overdueNoticeDays: [1],
    canCustomizeReminderSchedule: false,
    dailyExternalEmails: 200,
    maxAccessTokens: 3,
    apiRequestsPerMinute: 300,
    maxWishlistItems: 500,
    maxWebhookEndpoints: 1,
    prices: { international: { monthly: 2.99, yearly: 29.99 }, nigeria: { monthly: 1999, yearly: 17999 } },
    features: [
      'Up to 1,000 books',
      'Quick add by ISBN or title from 40M+ books',
      'Batch add',
      'Unlimited manual loans',
      'Automatic reminders 3 days before due date',
      'CSV export',
      'Advanced search',
      'Custom tags, notes and shelves',
      'Basic reading insights (top genres)',
      'Email support',
    ],
  },
  premium: {
    id: 'premium',
    name: 'Library Keeper',
    title: 'Library Keeper Plan',
    popular: true,
    tagline: 'For serious libraries, ad-free',
    maxBooks: null,
    maxActiveLoans: null,
    canSearchCatalog: true,
    canBatchAdd: true,
    canExportCsv: true,
    canExportPdf: true,
    canCustomizeRecommendation: true,
    canViewReadingInsights: true,
    canWriteNotes: true,
    canViewAdvancedAnalytics: true,
    showsAds: false,
    reminderLeadDays: 2,
    overdueNoticeDays: [1],
    canCustomizeReminderSchedule: true,
    dailyExternalEmails: 1000,
    maxAccessTokens: 10,
    apiRequestsPerMinute: 1200,
    maxWishlistItems: null,
    maxWebhookEndpoints: 5,
    prices: { international: { monthly: 5.99, yearly: 49.99 }, nigeria: { monthly: 3999, yearly: 29999 } },
    features: [
      'Unlimited books',
      'All Collector features',
      'Unlimited loans',
      'Automated loan reminders 2 days before due date',
      'CSV and PDF export',
      'Custom recommendation messages',
      'Advanced analytics and custom reports',
      'Personalised recommendations',
      'Priority email and chat support',
      'Early access to new features',
      'No ads',
    ],
  },
};

export const currencies: Record<PricingRegion, { code: 'NGN' | 'USD'; symbol: string }> = {
  international: { code: 'USD', symbol: '$' },
  nigeria: { code: 'NGN', symbol: '₦' },
};

/** Twelve monthly payments minus the yearly price. */
export function yearlySaving(plan: Plan, region: PricingRegion): number {
  const p = plan.prices[region];
  return Math.round((p.monthly * 12 - p.yearly) * 100) / 100;
}

/** Whether a collection of `current` books may grow by `adding` more under this plan. */
export function booksRemaining(planId: PlanId, current: number): number | null {
  const max = plans[planId].maxBooks;
  return max === null ? null : Math.max(0, max - current);
}

/**
 * A price in the currency's minor unit (US cents, kobo), as the payment providers take it:
 * premium yearly is 4999 cents through Stripe and 2999900 kobo through Paystack.
 */
export function priceInMinorUnits(planId: PlanId, region: PricingRegion, cycle: BillingCycle): number {
  return Math.round(plans[planId].prices[region][cycle] * 100);
}

/** The sentence a user reads when the daily cap of emails to other people is reached. */
export function dailyEmailCapMessage(planId: PlanId): string {
  const plan = plans[planId];
  return `You reached the ${plan.name} plan's limit of ${plan.dailyExternalEmails.toLocaleString('en-US')} emails a day to other people. It resets at midnight in your timezone.`;
}

/** The sentence a user reads when the plan's number of access tokens is reached. */
export function accessTokenLimitMessage(planId: PlanId): string {
  const plan = plans[planId];
  const n = plan.maxAccessTokens;
  return `The ${plan.name} plan allows ${n} access token${n === 1 ? '' : 's'} at a time. Revoke one, or upgrade your plan to make more.`;
}

/** The sentence a user reads when the plan's number of webhook endpoints is reached. */
export function webhookLimitMessage(planId: PlanId): string {
  const plan = plans[planId];
  const n = plan.maxWebhookEndpoints;
  if (n === 0)
    return `The ${plan.name} plan has no webhooks. Upgrade your plan to send loan events to your own apps.`;
  return `The ${plan.name} plan allows ${n} webhook endpoint${n === 1 ? '' : 's'}. Delete one, or upgrade your plan to add more.`;
}
