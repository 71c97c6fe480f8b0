import { type Plan, type PlanId, plans } from '@shelfwise/contract';
import { forbidden } from './errors.ts';

/**
 * The plan features of spec §6 as the server enforces them, with messages a person can act on.
 * Which plan has what comes from the plan table in the contract, never from here.
 */

/** Every yes/no feature of the plan table. */
export type PlanFeature = {
  [K in keyof Plan]: Plan[K] extends boolean ? (K extends `can${string}` ? K : never) : never;
}[keyof Plan];

/** The texts match the web app's tooltips (spec §6) where the spec gives one. */
const featureMessages: Record<PlanFeature, string> = {
  canSearchCatalog:
    'Searching the book catalog is available on the Basic and Premium plans. Upgrade to search 40M+ books, or add the book by hand.',
  canBatchAdd: 'Adding several books at once is available on the Basic and Premium plans. Upgrade to use it.',
  canExportCsv: 'Upgrade to Basic or Premium plan to export CSV',
  canExportPdf: 'Upgrade to Premium plan to export PDF',
  canCustomizeRecommendation: 'Upgrade to premium to customize recommendation messages',
  canViewReadingInsights:
    'Reading insights (monthly loans and categories) are available on the Basic and Premium plans. Upgrade to see them.',
  canViewAdvancedAnalytics:
    'Advanced analytics (return rates, loan durations, overdue books, active borrowers) are available on the Premium plan. Upgrade to see them.',
  canWriteNotes: 'Notes on books are available on the Basic and Premium plans. Upgrade to write them.',
  canCustomizeReminderSchedule: 'Upgrade to Premium to change when automatic reminders go out',
};

/** 403 `PLAN_LIMIT` unless the plan has the feature. */
export function assertPlanAllows(planId: PlanId, feature: PlanFeature): void {
  if (!plans[planId][feature]) throw forbidden(featureMessages[feature], 'PLAN_LIMIT');
}
