// Past 400 lines: subscriptions, payments and refunds share the plan, mail and audit steps, and
// keeping the whole apply path in one file keeps its lock order visible.
import {
  type BillingProvider,
  type CardInfo,
  type PaidPlanId,
  type PlanId,
  plans,
} from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { Transaction } from '../../db/executor.ts';
import type { AuditRecorder } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import {
  formatMailDate,
  paymentFailedMail,
  paymentReceiptMail,
  planEndedMail,
  refundReceiptMail,
  subscriptionCancelledMail,
} from '../../platform/mail/templates/billing-mails.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AccountRow, AuthService } from '../auth/index.ts';
import * as repo from './billing.repository.ts';
import type { BillingChange, PaymentRecord, RefundRecord, SubscriptionSnapshot } from './billing.types.ts';
import { formatMoney } from './gateway-support.ts';

/**
 * Applying changes: the one path for webhooks, returns from checkout, the sandbox and our own
 * actions. Everything here runs inside the caller's transaction, the user's row lock first; every
 * step is idempotent, so applying the same changes twice changes nothing the second time.
 */

/** Rows hold only paid plans; the column's type is the users' plan enum. */
export const paidPlanOf = (plan: PlanId): PaidPlanId => (plan === 'basic' ? 'basic' : 'premium');

/** The states in which a subscription gives its plan (past_due: the provider is still retrying). */
export const grantsPlan = (status: repo.SubscriptionRow['status']) =>
  status === 'active' || status === 'past_due';

export function toCard(row: repo.PaymentRow): CardInfo | null {
  if (!row.cardType || !row.last4) return null;
  return { cardType: row.cardType, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

export interface Outcome {
  /** Subscriptions ended here that the provider must still be told about (after the commit). */
  toCancelAtProvider: string[];
}

export interface ChangeApplierDeps {
  clock: Clock;
  log: Logger;
  /** The Subscription page, linked from the mails. */
  subscriptionUrl: string;
  auth: Pick<AuthService, 'lockAccount' | 'setPlan'>;
  activity: Pick<ActivityService, 'record'>;
  /** Plan changes and payments are security events: they go to the audit log too. */
  audit: AuditRecorder;
}

export type ChangeApplier = ReturnType<typeof createChangeApplier>;

export function createChangeApplier({
  clock,
  log,
  subscriptionUrl,
  auth,
  activity,
  audit,
}: ChangeApplierDeps) {
  const now = () => clock.now();

  async function recordActivity(
    tx: Transaction,
    userId: string,
    action: Parameters<ActivityService['record']>[2],
    details: Parameters<ActivityService['record']>[3],
  ) {
    await activity.record(tx, userId, action, details);
  }

  async function resolveUser(
    tx: Transaction,
    provider: BillingProvider,
    userId: string | null,
    customerId: string | null,
  ): Promise<AccountRow | undefined> {
    const id = userId ?? (customerId ? await repo.findUserIdByCustomer(tx, provider, customerId) : undefined);
    if (!id) return undefined;
    // The user's row lock first, as every multi-row change of a user takes it (lock order).
    return auth.lockAccount(tx, id);
  }

  async function changePlan(
    tx: Transaction,
    user: AccountRow,
    plan: PlanId,
    details: { billingCycle?: string; provider?: string },
  ) {
    if (user.plan === plan) return;
    // A complimentary plan above the paid one stays: the account may keep the plan it had.
    const effective = await auth.setPlan(tx, user.id, plan);
    if (effective === user.plan) return;
    await recordActivity(tx, user.id, 'PLAN_CHANGED', {
      plan: effective,
      previousPlan: user.plan,
      ...details,
    });
    await audit.record(tx, {
      action: 'PLAN_CHANGED',
      actor: null,
      target: { id: user.id, email: user.email },
      before: { plan: user.plan },
      after: { plan: effective },
      details,
    });
    user.plan = effective;
  }

  /** Ends a subscription at our side; `replaced` when a new one takes over (no "plan ended" mail then). */
  async function endSubscription(
    tx: Transaction,
    row: repo.SubscriptionRow,
    user: AccountRow,
    options: { tellProvider: boolean; replaced?: boolean },
    outcome: Outcome,
  ) {
    const tellProvider = options.tellProvider && row.provider !== 'sandbox';
    await repo.updateSubscription(tx, row.id, {
      status: 'canceled',
      endedAt: now(),
      ...(tellProvider ? { providerCancelDueAt: now() } : {}),
    });
    if (tellProvider) outcome.toCancelAtProvider.push(row.id);
    if (options.replaced) return;
    await changePlan(tx, user, 'free', { provider: row.provider });
    await enqueueMail(tx, {
      to: user.email,
      ...planEndedMail({
        name: user.name,
        planTitle: plans[row.plan].title,
        subscriptionUrl,
        language: user.language,
      }),
    });
  }

  async function applySubscription(tx: Transaction, snapshot: SubscriptionSnapshot, outcome: Outcome) {
    const user = await resolveUser(tx, snapshot.provider, snapshot.userId, snapshot.providerCustomerId);
    if (!user) {
      log.info(
        { provider: snapshot.provider, subscription: snapshot.providerSubscriptionId },
        'billing: subscription of no known user',
      );
      return;
    }
    let existing = snapshot.providerSubscriptionId
      ? await repo.findSubscriptionByProviderId(tx, snapshot.provider, snapshot.providerSubscriptionId)
      : undefined;
    if (!existing && snapshot.provider === 'paystack') {
      existing = await repo.findUnnamedLiveSubscription(tx, user.id, 'paystack');
    }
    if (existing && existing.userId !== user.id) {
      log.warn(
        { subscription: existing.id },
        'billing: provider subscription belongs to another user; ignored',
      );
      return;
    }
    // An ended subscription stays ended (we end them on plan changes and refunds before the provider says so).
    if (existing?.status === 'canceled') return;
    // Read before the state this row holds: an event applied late, or at the same time as a newer one.
    if (existing?.providerStateAt && snapshot.observedAt < existing.providerStateAt) {
      log.info(
        {
          subscription: existing.id,
          observedAt: snapshot.observedAt.toISOString(),
          holds: existing.providerStateAt.toISOString(),
        },
        'billing: an older provider state than the one held; ignored',
      );
      return;
    }

    if (snapshot.status === 'canceled') {
      if (!existing) return;
      // The provider says it is over: the plan ends now (with the "plan ended" mail), unless this is
      // Paystack's early word on a cancellation at period end, which keeps its paid period.
      const keepsPeriod = snapshot.honoursPaidPeriod && existing.cancelAtPeriodEnd;
      if (keepsPeriod && existing.currentPeriodEnd > now()) return;
      await endSubscription(tx, existing, user, { tellProvider: false }, outcome);
      return;
    }

    if (existing) {
      const updated = await repo.updateSubscription(tx, existing.id, {
        status: snapshot.status,
        plan: snapshot.plan,
        billingCycle: snapshot.billingCycle,
        currentPeriodEnd: snapshot.currentPeriodEnd ?? existing.currentPeriodEnd,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        providerSubscriptionId: snapshot.providerSubscriptionId ?? existing.providerSubscriptionId,
        providerCustomerId: snapshot.providerCustomerId ?? existing.providerCustomerId,
        providerPlanCode: snapshot.providerPlanCode ?? existing.providerPlanCode,
        providerEmailToken: snapshot.providerEmailToken ?? existing.providerEmailToken,
        providerStateAt: snapshot.observedAt,
      });
      if (!existing.cancelAtPeriodEnd && updated.cancelAtPeriodEnd) {
        await recordActivity(tx, user.id, 'SUBSCRIPTION_CANCELLED', {
          plan: updated.plan,
          billingCycle: updated.billingCycle,
          provider: updated.provider,
          periodEnd: updated.currentPeriodEnd.toISOString(),
        });
        await enqueueMail(tx, {
          to: user.email,
          ...subscriptionCancelledMail({
            name: user.name,
            planTitle: plans[updated.plan].title,
            endsOn: formatMailDate(updated.currentPeriodEnd, user.language, user.timezone),
            subscriptionUrl,
            language: user.language,
          }),
        });
      }
      if (grantsPlan(updated.status)) {
        await changePlan(tx, user, updated.plan, {
          billingCycle: updated.billingCycle,
          provider: updated.provider,
        });
      } else if (grantsPlan(existing.status)) {
        // Renewals failed for good (unpaid): the plan stops until a payment comes in.
        await changePlan(tx, user, 'free', { provider: updated.provider });
        await enqueueMail(tx, {
          to: user.email,
          ...planEndedMail({
            name: user.name,
            planTitle: plans[updated.plan].title,
            subscriptionUrl,
            language: user.language,
          }),
        });
      }
      return;
    }

    if (!grantsPlan(snapshot.status)) return;
    // A new subscription: the one it replaces (a plan change) ends now, here and at its provider.
    const previous = await repo.findLiveSubscription(tx, user.id);
    if (previous) await endSubscription(tx, previous, user, { tellProvider: true, replaced: true }, outcome);
    const at = now();
    await repo.insertSubscription(tx, {
      userId: user.id,
      plan: snapshot.plan,
      billingCycle: snapshot.billingCycle,
      status: snapshot.status,
      provider: snapshot.provider,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      providerCustomerId: snapshot.providerCustomerId,
      providerPlanCode: snapshot.providerPlanCode ?? null,
      providerEmailToken: snapshot.providerEmailToken ?? null,
      currentPeriodEnd: snapshot.currentPeriodEnd ?? at,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      startedAt: at,
      providerStateAt: snapshot.observedAt,
    });
    await changePlan(tx, user, snapshot.plan, {
      billingCycle: snapshot.billingCycle,
      provider: snapshot.provider,
    });
  }

  async function paymentMail(tx: Transaction, user: AccountRow, row: repo.PaymentRow) {
    const planTitle = plans[row.plan].title;
    const amount = formatMoney(row.amount, row.currency);
    if (row.status === 'failed') {
      await enqueueMail(tx, {
        to: user.email,
        ...paymentFailedMail({
          name: user.name,
          planTitle,
          amount,
          subscriptionUrl,
          language: user.language,
        }),
      });
      return;
    }
    const sub = row.subscriptionId ? await repo.findLiveSubscription(tx, user.id) : undefined;
    const card = toCard(row);
    await enqueueMail(tx, {
      to: user.email,
      ...paymentReceiptMail({
        name: user.name,
        planTitle,
        cycle: row.billingCycle,
        amount,
        reference: row.reference,
        paidOn: formatMailDate(row.paidAt ?? row.createdAt, user.language, user.timezone),
        card: card ? { cardType: card.cardType, last4: card.last4 } : null,
        renewsOn:
          sub && sub.id === row.subscriptionId && !sub.cancelAtPeriodEnd
            ? formatMailDate(sub.currentPeriodEnd, user.language, user.timezone)
            : null,
        subscriptionUrl,
        language: user.language,
      }),
    });
  }

  async function paymentActivity(tx: Transaction, user: AccountRow, row: repo.PaymentRow) {
    const action = row.status === 'failed' ? 'PAYMENT_FAILED' : 'PAYMENT_SUCCEEDED';
    const details = {
      plan: row.plan,
      billingCycle: row.billingCycle,
      amount: row.amount / 100,
      currency: row.currency,
      reference: row.reference,
      provider: row.provider,
    };
    await recordActivity(tx, row.userId, action, details);
    await audit.record(tx, { action, actor: null, target: { id: user.id, email: user.email }, details });
  }

  async function applyPayment(tx: Transaction, payment: PaymentRecord) {
    const user = await resolveUser(tx, payment.provider, payment.userId, payment.providerCustomerId);
    if (!user) {
      log.info(
        { provider: payment.provider, reference: payment.reference },
        'billing: payment of no known user',
      );
      return;
    }
    const sub =
      (payment.providerSubscriptionId
        ? await repo.findSubscriptionByProviderId(tx, payment.provider, payment.providerSubscriptionId)
        : undefined) ?? (await repo.findLiveSubscription(tx, user.id));
    const owned = sub && sub.userId === user.id ? sub : undefined;
    const plan = payment.plan ?? owned?.plan;
    const billingCycle = payment.billingCycle ?? owned?.billingCycle;
    if (!plan || !billingCycle) {
      log.warn({ reference: payment.reference }, 'billing: payment for no known plan; ignored');
      return;
    }
    const values = {
      userId: user.id,
      subscriptionId: owned?.id ?? null,
      provider: payment.provider,
      reference: payment.reference,
      providerPaymentId: payment.providerPaymentId,
      plan,
      billingCycle,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      channel: payment.channel,
      cardType: payment.card?.cardType ?? null,
      last4: payment.card?.last4 ?? null,
      expMonth: payment.card?.expMonth ?? null,
      expYear: payment.card?.expYear ?? null,
      paidAt: payment.paidAt,
    };
    const inserted = await repo.insertPaymentIfNew(tx, values);
    let row = inserted;
    if (!inserted) {
      const known = await repo.findPaymentByReference(tx, payment.reference);
      // Only a failed attempt can still turn into a success; a paid or refunded payment stays as it is.
      if (!known || known.userId !== user.id || known.status !== 'failed' || payment.status !== 'success')
        return;
      row = await repo.updatePayment(tx, known.id, values);
    }
    if (!row) return;
    await paymentActivity(tx, user, row);
    await paymentMail(tx, user, row);
  }

  async function applyRefund(tx: Transaction, refund: RefundRecord) {
    const found = await repo.findPaymentForRefund(tx, refund.provider, refund);
    if (!found) return;
    // Lock order: the user first, then their payment.
    const user = await auth.lockAccount(tx, found.userId);
    const locked = await repo.lockPayment(tx, found.id);
    if (!user || locked?.status !== 'success') return;
    const row = await repo.updatePayment(tx, found.id, { status: 'refunded', refundedAt: now() });
    const details = {
      plan: row.plan,
      amount: row.amount / 100,
      currency: row.currency,
      reference: row.reference,
      provider: row.provider,
    };
    await recordActivity(tx, user.id, 'PAYMENT_REFUNDED', details);
    await audit.record(tx, {
      action: 'PAYMENT_REFUNDED',
      actor: null,
      target: { id: user.id, email: user.email },
      details,
    });
    await enqueueMail(tx, {
      to: user.email,
      ...refundReceiptMail({
        name: user.name,
        amount: formatMoney(row.amount, row.currency),
        reference: row.reference,
        planTitle: plans[row.plan].title,
        subscriptionUrl,
        language: user.language,
      }),
    });
  }

  async function applyChanges(tx: Transaction, changes: BillingChange[]): Promise<Outcome> {
    const outcome: Outcome = { toCancelAtProvider: [] };
    for (const change of changes) {
      if (change.kind === 'subscription') await applySubscription(tx, change.snapshot, outcome);
      else if (change.kind === 'payment') await applyPayment(tx, change.payment);
      else await applyRefund(tx, change.refund);
    }
    return outcome;
  }

  return { applyChanges, endSubscription };
}
