import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { transaction } from '../../db/transaction.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { webhookDisabledMail } from '../../platform/mail/templates/webhook-disabled.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { addDays, todayIn } from '../../platform/time.ts';
import type { AuthService } from '../auth/index.ts';
import type { LoansService } from '../loans/index.ts';
import {
  addFailure,
  clearFailures,
  type DeliveryRow,
  type EndpointRow,
  findDelivery,
  findEndpointById,
  findListening,
  findOwnersListening,
  hasEvent,
  insertDelivery,
  recordAttempt,
} from './webhooks.repository.ts';
import { postWebhook, type Resolver, signature } from './webhooks.sender.ts';

/** The job that sends one delivery (key: the delivery's id); the queue retries it with backoff. */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** Tries of one delivery before it is failed for good. */
export const WEBHOOK_MAX_ATTEMPTS = 5;
/** Deliveries in a row failed for good that turn an endpoint off (and mail its owner). */
export const WEBHOOK_DISABLE_AFTER = 5;
/** The overdue sweep looks this many days back: a loan due within them and still out is overdue. */
const OVERDUE_LOOKBACK_DAYS = 3;

export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

export interface WebhookEventsDeps {
  db: Database;
  config: Pick<Config, 'APP_URL'>;
  clock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  auth: Pick<AuthService, 'findAccounts'>;
  loans: Pick<LoansService, 'findOwned' | 'openDueOf'>;
  box: SecretBox;
  resolver: Resolver;
  allowPrivate: boolean;
}

/**
 * The webhooks' events: what lending's hooks hand over, queued in the loan's own transaction (one
 * delivery row and one job per endpoint, never a network call there); the sweep that notices loans
 * newly overdue; and the delivery job (signed POST, retries by the queue, an endpoint turned off
 * after repeated failure, with a mail to its owner).
 */
export function createWebhookEvents({
  db,
  config,
  clock,
  jobs,
  auth,
  loans,
  box,
  resolver,
  allowPrivate,
}: WebhookEventsDeps) {
  /** A delivery row and its job for each endpoint, in the caller's transaction. */
  async function queue(
    tx: Transaction,
    endpoints: EndpointRow[],
    event: { id: string; type: string; payload: Record<string, unknown> },
  ): Promise<DeliveryRow[]> {
    const queued: DeliveryRow[] = [];
    for (const endpoint of endpoints) {
      const row = await insertDelivery(tx, {
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        payload: event.payload,
        createdAt: clock.now(),
      });
      if (!row) continue; // this endpoint has the event already: exactly once
      await jobs.enqueue(
        tx,
        WEBHOOK_DELIVERY_JOB,
        { deliveryId: row.id },
        { jobKey: `webhook-delivery:${row.id}`, maxAttempts: WEBHOOK_MAX_ATTEMPTS },
      );
      queued.push(row);
    }
    return queued;
  }

  /** A loan event for the owner's endpoints that asked for it (inside the change's transaction). */
  async function loanEvent(
    tx: Transaction,
    type: WebhookEventType,
    loan: { userId: string; loanId: string },
    eventId: string = newEventId(),
  ): Promise<void> {
    const endpoints = await findListening(tx, loan.userId, type);
    if (endpoints.length === 0) return;
    const [view] = await loans.findOwned([loan.loanId], tx);
    if (!view) return;
    const payload = {
      id: eventId,
      type,
      createdAt: clock.now().toISOString(),
      data: {
        loan: { id: view._id, dueDate: view.returnDate, returnedAt: view.returnedAt },
        book: { id: view.book._id, title: view.book.title },
        borrower: { id: view.borrower._id, name: view.borrower.name },
      },
    };
    await queue(tx, endpoints, { id: eventId, type, payload });
  }

  /** A try failed: retried by the queue (throws) until the last, which fails it for good. */
  async function failed(
    delivery: DeliveryRow,
    endpoint: EndpointRow,
    statusCode: number | null,
    error: string,
  ) {
    const final = delivery.attempts + 1 >= WEBHOOK_MAX_ATTEMPTS;
    await transaction(db, async (tx) => {
      await recordAttempt(tx, delivery.id, {
        status: final ? 'failed' : 'pending',
        statusCode,
        error: error.slice(0, 500),
        deliveredAt: null,
      });
      if (!final) return;
      const after = await addFailure(tx, endpoint.id, WEBHOOK_DISABLE_AFTER, clock.now());
      if (!after?.disabledNow) return;
      const [owner] = await auth.findAccounts([endpoint.userId], tx);
      if (!owner) return;
      await enqueueMail(
        tx,
        {
          to: owner.email,
          ...webhookDisabledMail({
            name: owner.name,
            url: endpoint.url,
            failures: after.row.failureCount,
            appUrl: config.APP_URL,
            language: owner.language,
          }),
        },
        {
          ownerUserId: owner.id,
          kind: 'webhook-disabled',
          dedupeKey: `webhook-disabled:${endpoint.id}:${after.row.disabledAt?.toISOString() ?? ''}`,
        },
      );
    });
    if (!final) throw new Error(`webhook delivery ${delivery.id} failed: ${error}`);
  }

  return {
    queue,
    loanLent: (tx: Transaction, loan: { userId: string; loanId: string }) => loanEvent(tx, 'loan.lent', loan),
    loanReturned: (tx: Transaction, loan: { userId: string; loanId: string }) =>
      loanEvent(tx, 'loan.returned', loan),
    loanRequested: (
      tx: Transaction,
      request: { userId: string; loanId: string; kind: 'extension' | 'return' },
    ) =>
      loanEvent(
        tx,
        request.kind === 'extension' ? 'loan.extension_requested' : 'loan.return_reported',
        request,
      ),

    /**
     * The recurring sweep: each loan still out whose due date passed in the owner's time zone (in
     * the last few days) gets one `loan.overdue` event, its id made from the loan's, so it fires once
     * per loan and endpoint however often the sweep runs.
     */
    async sweepOverdue(): Promise<number> {
      const owners = await findOwnersListening(db, 'loan.overdue');
      if (owners.length === 0) return 0;
      const now = clock.now();
      let queued = 0;
      for (const owner of await auth.findAccounts(owners)) {
        const today = todayIn(owner.timezone ?? undefined, now);
        const due = await loans.openDueOf(
          [owner.id],
          addDays(today, -OVERDUE_LOOKBACK_DAYS),
          addDays(today, -1),
        );
        if (due.length === 0) continue;
        const endpoints = await findListening(db, owner.id, 'loan.overdue');
        for (const loan of due) {
          const eventId = `msg_overdue_${loan.id.replaceAll('-', '')}`;
          const news = [];
          for (const endpoint of endpoints)
            if (!(await hasEvent(db, endpoint.id, eventId))) news.push(endpoint);
          if (news.length === 0) continue;
          await transaction(db, (tx) =>
            loanEvent(tx, 'loan.overdue', { userId: owner.id, loanId: loan.id }, eventId),
          );
          queued += 1;
        }
      }
      return queued;
    },

    /**
     * The delivery job: one signed POST of the stored event. 2xx delivers it; anything else is
     * retried by the queue with backoff, and the last try fails it for good (5 in a row turn the
     * endpoint off). Safe to run twice: a delivery no longer pending is left alone.
     */
    async deliver(deliveryId: string): Promise<void> {
      const delivery = await findDelivery(db, deliveryId);
      if (delivery?.status !== 'pending') return;
      const endpoint = await findEndpointById(db, delivery.endpointId);
      if (!endpoint) return;
      if (!endpoint.enabled) {
        await recordAttempt(db, delivery.id, {
          status: 'failed',
          statusCode: null,
          error: 'The webhook was turned off',
          deliveredAt: null,
        });
        return;
      }
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      let statusCode: number;
      try {
        ({ statusCode } = await postWebhook({
          url: endpoint.url,
          body,
          resolve: resolver,
          allowPrivate,
          headers: {
            'webhook-id': delivery.eventId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signature(box.open(endpoint.secret), delivery.eventId, timestamp, body),
          },
        }));
      } catch (error) {
        await failed(delivery, endpoint, null, (error as Error).message || String(error));
        return;
      }
      if (statusCode < 200 || statusCode > 299) {
        await failed(delivery, endpoint, statusCode, `answered ${statusCode}`);
        return;
      }
      await transaction(db, async (tx) => {
        await recordAttempt(tx, delivery.id, {
          status: 'delivered',
          statusCode,
          error: null,
          deliveredAt: clock.now(),
        });
        await clearFailures(tx, endpoint.id);
      });
    },
  };
}
