import type { StatsPeriod } from '@shelfwise/contract';
import { t } from '../../../lib/i18n/i18n.ts';

/**
 * Statistics queries live under the keys of the data they count (['books'], ['loans'],
 * ['borrowers']), so a loan, a return or a new book invalidates them with the rest of that data.
 */
export const statsKeys = {
  cards: (period: StatsPeriod) => ['books', 'stats', period] as const,
  categories: ['books', 'analytics', 'categories'] as const,
  monthlyLoans: ['loans', 'analytics', 'monthly-loans'] as const,
  returnRates: ['loans', 'analytics', 'return-rates'] as const,
  averageLoanDuration: ['loans', 'analytics', 'average-loan-duration'] as const,
  overdueCount: ['loans', 'analytics', 'overdue-count'] as const,
  activeBorrowers: ['borrowers', 'analytics', 'active-count'] as const,
};

/** Every statistics call answers this when it fails and the server gave no message (spec §8). */
/** 'Failed to load statistics' in the language shown. */
export const statsErrorFallback = () => t('error.loadStatistics');
