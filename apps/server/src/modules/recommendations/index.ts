// The recommendations module's public surface: other modules and the composition root import only this file.

export { createRecommendationsExport, type RecommendationsExport } from './recommendations.export.ts';
export { recommendationsRoutes } from './recommendations.routes.ts';
export type { RecommendationsService } from './recommendations.service.ts';
export { createRecommendationsService } from './recommendations.service.ts';
