// The access-tokens module's public surface: other modules and the composition root import only this file.

export { accessTokensRoutes } from './access-tokens.routes.ts';
export type { AccessTokensService } from './access-tokens.service.ts';
export { createAccessTokensService, LAST_USED_EVERY_MS } from './access-tokens.service.ts';
