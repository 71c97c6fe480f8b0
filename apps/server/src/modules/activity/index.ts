// The activity module's public surface: every module records its changes through this service.

export { type ActivityExport, createActivityExport } from './activity.export.ts';
export { activityRoutes } from './activity.routes.ts';
export type { ActivityService } from './activity.service.ts';
export { createActivityService } from './activity.service.ts';
