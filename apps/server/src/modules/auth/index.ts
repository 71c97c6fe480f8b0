// The auth module's public surface: other modules and the composition root import only this file.

export type { AccountFilters } from './auth.repository.ts';
export { authRoutes } from './auth.routes.ts';
export type {
  AccountCreatedHook,
  AccountRow,
  AuthService,
  EmailChange,
  ProfileChanges,
} from './auth.service.ts';
export { auditParty, createAuthService, LAST_ADMIN_MESSAGE, toUser } from './auth.service.ts';
// High-entropy secret URLs of other modules (the calendar feed) are made and hashed like reset tokens.
export { generateResetToken as generateSecretToken, hashToken as hashSecretToken } from './secrets.ts';
