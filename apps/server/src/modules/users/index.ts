// The users module's public surface (settings, avatar, account deletion, the admin user list).

export { createUsersExport, type UsersExport } from './users.export.ts';
export { usersRoutes } from './users.routes.ts';
export { DEMO_ADMIN_EMAIL, seedDemoAccounts } from './users.seed.ts';
export type {
  AccountDeletionCheck,
  AccountDeletionHook,
  TimezoneChangeHook,
  UsersService,
} from './users.service.ts';
export { createUsersService } from './users.service.ts';
