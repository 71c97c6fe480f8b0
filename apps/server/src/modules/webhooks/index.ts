// The webhooks module's public surface: other modules and the composition root import only this file.

export { WEBHOOK_DELIVERY_JOB } from './webhooks.events.ts';
export { webhooksRoutes } from './webhooks.routes.ts';
export type { Resolver as WebhookResolver } from './webhooks.sender.ts';
export type { WebhooksService } from './webhooks.service.ts';
export { createWebhooksService } from './webhooks.service.ts';
