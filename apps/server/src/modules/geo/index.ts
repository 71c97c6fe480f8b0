export { geoRoutes } from './geo.routes.ts';
export type { GeoService } from './geo.service.ts';
export { createGeoService, GEO_LOOKUP_TIMEOUT_MS } from './geo.service.ts';
export { createIpLocationClient } from './ip-location.client.ts';
