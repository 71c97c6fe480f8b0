// The activity module's public surface: every module records its changes through this service.
export { activityRoutes } from './activity.routes.ts';
export type { ActivityService } from './activity.service.ts';
export { createActivityService } from './activity.service.ts';
