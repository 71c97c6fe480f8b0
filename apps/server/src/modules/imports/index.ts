// The imports module's public surface: the composition root imports only this file.

export { createExporter, type Exporter, exportRoutes } from './export.ts';
export { importsRoutes } from './imports.routes.ts';
export type { ImportChunkHook, ImportJobPayload, ImportsService, ImportView } from './imports.service.ts';
export { createImportsService, IMPORT_COVERS_JOB, IMPORT_JOB } from './imports.service.ts';
export type { ExportDocument, Restorer } from './restore.ts';
export { createRestorer } from './restore.ts';
