import { z } from 'zod';
import { planIds } from './plans.ts';

/**
 * Outgoing webhooks (issue 31): a reader registers an https URL for loan events; each delivery is a
 * signed POST in the Standard Webhooks shape (`webhook-id`, `webhook-timestamp`, `webhook-signature:
 * v1,<base64 HMAC-SHA256>`). The signing secret (`whsec_` and 24 random bytes in base64) is shown
 * once, when the endpoint is made.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;

export const webhookEventTypes = [
  'loan.lent',
  'loan.returned',
  'loan.overdue',
  'loan.extension_requested',
  'loan.return_reported',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** The event `POST /api/webhooks/{id}/test` sends (never subscribed to). */
export const WEBHOOK_PING_EVENT = 'webhook.ping';

export const WEBHOOK_URL_MESSAGE = 'Enter a full https:// address';

const webhookEventsSchema = z
  .array(z.enum(webhookEventTypes, { error: `events must be one of ${webhookEventTypes.join(', ')}` }), {
    error: 'Choose at least one event',
  })
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

export const createWebhookSchema = z.object({
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), WEBHOOK_URL_MESSAGE),
  events: webhookEventsSchema,
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
export type CreateWebhook = z.output<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({
  enabled: z.boolean().optional(),
  events: webhookEventsSchema.optional(),
});
export type UpdateWebhook = z.output<typeof updateWebhookSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** Deliveries in a row that failed after every retry (5 disable the endpoint). */
  failureCount: z.number().int(),
  /** When the endpoint was turned off after repeated failure (null: not by failure). */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** `GET /api/webhooks`: the caller's endpoints (never their secret), the plan and how many it allows. */
export const webhookListSchema = z.object({
  data: z.array(webhookSchema),
  plan: z.enum(planIds),
  limit: z.number().int(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

/** `POST /api/webhooks`: the new endpoint with its signing secret, this one time. */
export const webhookCreatedSchema = z.object({ data: webhookSchema.extend({ secret: z.string() }) });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>['data'];

export const webhookAnswerSchema = z.object({ data: webhookSchema });

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The event's id: the `webhook-id` header, the same on every retry. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /api/webhooks/{id}/deliveries`: the endpoint's last 50 deliveries, newest first. */
export const webhookDeliveryListSchema = z.object({ data: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookIdParamsSchema = z.object({ id: z.string() });
