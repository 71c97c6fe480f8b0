export { catalogRoutes } from './catalog.routes.ts';
export type { Catalog } from './catalog.service.ts';
export { createCatalog } from './catalog.service.ts';
