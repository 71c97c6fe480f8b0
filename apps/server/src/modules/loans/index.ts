// The lending module's public surface: other modules and the composition root import only this file.

export { loanRequestsRoutes } from './loan-requests.routes.ts';
export type { BorrowerPair, LoanRequestHook } from './loan-requests.ts';
export { createLoansExport, type LoansExport } from './loans.export.ts';
export { loansRoutes } from './loans.routes.ts';
export { seedDemoLending } from './loans.seed.ts';
export type { CalendarLoan, LoanLentHook, LoanReturnHook, LoansService, OwnedLoan } from './loans.service.ts';
export { createLoansService } from './loans.service.ts';
