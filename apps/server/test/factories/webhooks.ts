import type { WebhookCreated, WebhookEventType } from '@shelfwise/contract';
import { webhookEventTypes } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';
import type { CreatedUser } from './users.ts';

export interface CreateWebhookOptions {
  /** Default: a loopback address (tests run with WEBHOOKS_ALLOW_PRIVATE=1). */
  url?: string;
  /** Default: every loan event. */
  events?: WebhookEventType[];
}

/** A webhook endpoint registered by its owner through the route (the owner's session, as Settings does). */
export async function createWebhook(
  t: AppUnderTest,
  owner: CreatedUser,
  options: CreateWebhookOptions = {},
): Promise<WebhookCreated> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: owner.headers,
    payload: {
      url: options.url ?? 'http://127.0.0.1:9/hooks',
      events: options.events ?? [...webhookEventTypes],
    },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/webhooks: ${res.statusCode} ${res.body}`);
  return res.json().data as WebhookCreated;
}
