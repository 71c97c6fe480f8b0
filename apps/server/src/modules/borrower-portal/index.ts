// The borrower portal's public surface: other modules and the composition root import only this file.

export { borrowerPortalRoutes } from './borrower-portal.routes.ts';
export type { BorrowerPortalService } from './borrower-portal.service.ts';
export {
  BORROWER_LIMITS,
  borrowerLimitKeys,
  createBorrowerPortalService,
} from './borrower-portal.service.ts';
