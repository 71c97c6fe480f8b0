// The admin module's public surface: the admin area's routes and service, the audit log (the
// AuditRecorder the other modules write to) and the app settings every instance reads.
export { adminRoutes, appSettingsRoutes } from './admin.routes.ts';
export type { AdminService } from './admin.service.ts';
export { createAdminService } from './admin.service.ts';
export type { AppSettingsService } from './app-settings.ts';
export { APP_SETTINGS_CACHE_MS, createAppSettings } from './app-settings.ts';
export type { AuditLog } from './audit-log.ts';
export { createAuditLog } from './audit-log.ts';
