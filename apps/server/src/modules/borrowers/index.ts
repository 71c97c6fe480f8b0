// The borrowers module's public surface: other modules and the composition root import only this file.

export { type BorrowersExport, createBorrowersExport } from './borrowers.export.ts';
export type { BorrowerRow } from './borrowers.repository.ts';
export { borrowersRoutes, unsubscribeRoutes } from './borrowers.routes.ts';
export type { BorrowersService } from './borrowers.service.ts';
export { createBorrowersService } from './borrowers.service.ts';
