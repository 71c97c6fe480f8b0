import { randomBytes } from 'node:crypto';
import {
  type CreateWebhook,
  type PlanId,
  plans,
  type UpdateWebhook,
  WEBHOOK_PING_EVENT,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_URL_MESSAGE,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookList,
  webhookLimitMessage,
} from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { AuthService } from '../auth/index.ts';
import type { LoansService } from '../loans/index.ts';
import { createWebhookEvents, newEventId } from './webhooks.events.ts';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findDeliveriesOf,
  findEndpoint,
  findEndpointsOfUser,
  insertEndpoint,
  updateEndpoint,
} from './webhooks.repository.ts';
import { checkedAddresses, RefusedAddressError, type Resolver, systemResolver } from './webhooks.sender.ts';

/** How many deliveries the log shows. */
export const WEBHOOK_LOG_SIZE = 50;

export interface WebhooksServiceDeps {
  db: Database;
  config: Pick<Config, 'APP_URL' | 'JWT_SECRET' | 'WEBHOOKS_ALLOW_PRIVATE'>;
  clock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  auth: Pick<AuthService, 'lockAccount' | 'findAccounts'>;
  loans: Pick<LoansService, 'findOwned' | 'openDueOf'>;
  /** Where host names are resolved (tests inject one; default: the system's). */
  resolve?: Resolver;
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

export function present(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    failureCount: row.failureCount,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** `whsec_` and 24 random bytes in base64 (the Standard Webhooks shape). */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * Outgoing webhooks (issue 31): the endpoints a reader registers in Settings (session only), and
 * the events, the overdue sweep and the delivery job of webhooks.events.ts.
 */
export function createWebhooksService({
  db,
  config,
  clock,
  jobs,
  auth,
  loans,
  resolve,
}: WebhooksServiceDeps) {
  const box = createSecretBox(config.JWT_SECRET, 'webhook-signing-secrets');
  const allowPrivate = config.WEBHOOKS_ALLOW_PRIVATE;
  const resolver = resolve ?? systemResolver;

  /** https only (http too with WEBHOOKS_ALLOW_PRIVATE), and every address of the host checked. */
  async function checkUrl(url: string): Promise<void> {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || !(parsed.protocol === 'https:' || (allowPrivate && parsed.protocol === 'http:'))) {
      throw badRequest(WEBHOOK_URL_MESSAGE);
    }
    if (parsed.username || parsed.password) throw badRequest('The URL must not hold a user name or password');
    try {
      await checkedAddresses(parsed, resolver, allowPrivate);
    } catch (error) {
      if (error instanceof RefusedAddressError)
        throw badRequest(`Webhooks cannot go to this address: ${error.message}`);
      throw error;
    }
  }

  async function ownEndpoint(userId: string, id: string, executor: Executor = db): Promise<EndpointRow> {
    const row = isUuid(id) ? await findEndpoint(executor, userId, id) : undefined;
    if (!row) throw notFound('Webhook');
    return row;
  }

  const events = createWebhookEvents({ db, config, clock, jobs, auth, loans, box, resolver, allowPrivate });

  return {
    async list(user: { id: string; plan: PlanId }): Promise<WebhookList> {
      const rows = await findEndpointsOfUser(db, user.id);
      return { data: rows.map(present), plan: user.plan, limit: plans[user.plan].maxWebhookEndpoints };
    },

    /**
     * Registers an endpoint within the plan's number (403 PLAN_LIMIT past it); the URL's host is
     * resolved and checked first, outside the transaction. The answer holds the secret this once.
     */
    async create(user: { id: string; plan: PlanId }, input: CreateWebhook): Promise<WebhookCreated> {
      const max = plans[user.plan].maxWebhookEndpoints;
      if (max === 0) throw forbidden(webhookLimitMessage(user.plan), 'PLAN_LIMIT');
      await checkUrl(input.url);
      const secret = generateWebhookSecret();
      return transaction(db, async (tx) => {
        await auth.lockAccount(tx, user.id);
        if ((await countEndpoints(tx, user.id)) >= max) {
          throw forbidden(webhookLimitMessage(user.plan), 'PLAN_LIMIT');
        }
        const row = await insertEndpoint(tx, {
          userId: user.id,
          url: input.url,
          secret: box.seal(secret),
          events: input.events,
          createdAt: clock.now(),
        });
        return { ...present(row), secret };
      });
    },

    /** Turns an endpoint on or off, or changes its events; turning it on clears its failures. */
    async update(userId: string, id: string, input: UpdateWebhook): Promise<Webhook> {
      await ownEndpoint(userId, id);
      const values: Parameters<typeof updateEndpoint>[3] = {};
      if (input.events) values.events = input.events;
      if (input.enabled !== undefined) {
        values.enabled = input.enabled;
        if (input.enabled) Object.assign(values, { failureCount: 0, disabledAt: null });
      }
      const row =
        Object.keys(values).length > 0
          ? await updateEndpoint(db, userId, id, values)
          : await findEndpoint(db, userId, id);
      if (!row) throw notFound('Webhook');
      return present(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await deleteEndpoint(db, userId, id))) throw notFound('Webhook');
    },

    /** The endpoint's last deliveries, newest first. */
    async deliveries(userId: string, id: string): Promise<WebhookDelivery[]> {
      const endpoint = await ownEndpoint(userId, id);
      return (await findDeliveriesOf(db, endpoint.id, WEBHOOK_LOG_SIZE)).map(presentDelivery);
    },

    /** Queues a `webhook.ping` event to one endpoint (it must be on). */
    async ping(userId: string, id: string): Promise<WebhookDelivery> {
      return transaction(db, async (tx) => {
        const endpoint = await ownEndpoint(userId, id, tx);
        if (!endpoint.enabled) throw conflict('Turn the webhook on before sending a test event');
        const eventId = newEventId();
        const payload = {
          id: eventId,
          type: WEBHOOK_PING_EVENT,
          createdAt: clock.now().toISOString(),
          data: {},
        };
        const [row] = await events.queue(tx, [endpoint], { id: eventId, type: WEBHOOK_PING_EVENT, payload });
        if (!row) throw new Error('ping was not queued');
        return presentDelivery(row);
      });
    },

    // Lending's hooks, the overdue sweep and the delivery job (webhooks.events.ts).
    loanLent: events.loanLent,
    loanReturned: events.loanReturned,
    loanRequested: events.loanRequested,
    sweepOverdue: events.sweepOverdue,
    deliver: events.deliver,
  };
}
