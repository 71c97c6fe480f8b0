// The friends module's public surface: other modules and the composition root import only this file.

export { createFriendsExport, type FriendsExport } from './friends.export.ts';
export { friendsRoutes } from './friends.routes.ts';
export type { FriendsService } from './friends.service.ts';
export { createFriendsService, wantsFriendMail } from './friends.service.ts';
