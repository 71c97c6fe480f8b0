/** The terms of spec §9 that both legal pages state; written once so the two cannot disagree. */
export const legalTerms = {
  minimumAge: 13,
  priceChangeNoticeDays: 30,
  annualRefundWindowDays: 30,
  deletionDays: 30,
  exportAfterTerminationDays: 30,
  privacyReplyHours: 48,
  moneyBackDays: 7,
  privacyEmail: 'privacy@shelfwise.app',
  supportEmail: 'support@shelfwise.app',
  legalEmail: 'legal@shelfwise.app',
} as const;
