// The auth module's public surface: other modules and the composition root import only this file.
export { authRoutes } from './auth.routes.ts';
export type {
  AccountChanges,
  AccountCreatedHook,
  AccountRow,
  AuthService,
  EmailChange,
} from './auth.service.ts';
export { createAuthService, toUser } from './auth.service.ts';
