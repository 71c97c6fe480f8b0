import {
  type Payment,
  type PlanId,
  REFUND_WINDOW_DAYS,
  type SubscriptionStatusResponse,
} from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import { grantsPlan, toCard } from './billing.apply.ts';
import * as repo from './billing.repository.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** What the Subscription page reads: the plan and its subscription, the payments, a receipt. */

const DAY_MS = 24 * 60 * 60 * 1000;
const PAYMENT_HISTORY_LIMIT = 100;

/** Whose subscription: the account's id, the plan it has and the complimentary part of it. */
export interface BillingAccount {
  id: string;
  plan: PlanId;
  complimentaryPlan: PlanId | null;
}

function toPayment(row: repo.PaymentRow): Payment {
  return {
    id: row.id,
    date: (row.paidAt ?? row.createdAt).toISOString(),
    amount: row.amount / 100,
    currency: row.currency,
    status: row.status,
    channel: row.channel,
    reference: row.reference,
    cardInfo: toCard(row),
    plan: row.plan,
    billingCycle: row.billingCycle,
    provider: row.provider,
  };
}

export function createSubscriptionPage(deps: {
  db: Database;
  config: Pick<Config, 'NODE_ENV'>;
  now: () => Date;
}) {
  const { db, config, now } = deps;

  async function status(account: BillingAccount): Promise<SubscriptionStatusResponse> {
    const { id: userId, plan, complimentaryPlan } = account;
    const [live, latest, history] = await Promise.all([
      repo.findLiveSubscription(db, userId),
      repo.findLatestSubscription(db, userId),
      repo.listPaymentsOfUser(db, userId, PAYMENT_HISTORY_LIMIT),
    ]);
    const lastCard = history.find((p) => p.status !== 'failed' && toCard(p));
    let refundableUntil: string | null = null;
    if (live && grantsPlan(live.status)) {
      const first = await repo.findFirstPaymentOfSubscription(db, live.id);
      const until = first?.paidAt ? first.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS : 0;
      if (first?.status === 'success' && until > now().getTime())
        refundableUntil = new Date(until).toISOString();
    }
    const paymentStatus: SubscriptionStatusResponse['paymentStatus'] = live
      ? live.cancelAtPeriodEnd
        ? 'cancelled'
        : live.status
      : latest
        ? 'canceled'
        : null;
    return {
      plan,
      complimentaryPlan,
      billingCycle: live?.billingCycle ?? null,
      paymentStatus,
      nextPaymentDate:
        live && !live.cancelAtPeriodEnd && grantsPlan(live.status)
          ? live.currentPeriodEnd.toISOString()
          : null,
      subscriptionExpiresAt: live ? live.currentPeriodEnd.toISOString() : null,
      cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
      provider: live?.provider ?? null,
      refundableUntil,
      paymentMethod: lastCard ? toCard(lastCard) : null,
      payments: history.map(toPayment),
    };
  }

  return {
    status,

    async receipt(user: AuthUser, reference: string): Promise<{ reference: string; pdf: Buffer }> {
      const payment = await repo.findPaymentOfUser(db, user.id, reference);
      if (!payment) throw notFound('Receipt');
      const pdf = await renderReceiptPdf({
        reference: payment.reference,
        customerName: user.name,
        customerEmail: user.email,
        plan: payment.plan,
        billingCycle: payment.billingCycle,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        paidAt: payment.paidAt,
        createdAt: payment.createdAt,
        refundedAt: payment.refundedAt,
        card: toCard(payment),
        provider: payment.provider,
        compress: config.NODE_ENV !== 'test',
      });
      return { reference: payment.reference, pdf };
    },
  };
}
