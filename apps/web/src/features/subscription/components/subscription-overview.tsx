import { APP_NAME, type PlanId, type PricingRegion, plans, REFUND_WINDOW_DAYS } from '@shelfwise/contract';
import { AlertTriangle, CreditCard, LifeBuoy } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useAppSettings } from '../../app-settings/index.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { useRefreshPlan } from '../api/invalidate.ts';
import { useRefundSubscription } from '../api/refund-subscription.ts';
import { formatAmount, formatExpiry } from '../lib/format.ts';
import { ChoosePlanModal } from './choose-plan-modal.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { PlanFeatures } from './plan-features.tsx';
import { SubscriptionStatusBadge } from './status-badge.tsx';

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * The Subscription page of spec §2: current plan and status (colours of §4), next billing, Change
 * Plan ('Choose Your Plan'), Cancel Subscription ('Cancellation Pending' once cancelled), the 7-day
 * refund while it applies, payment method, payment history with receipts, the plan's features and
 * Contact Support. Load errors show 'Error: …' with Retry (§8).
 */
export function SubscriptionOverview({
  plan,
  paymentRegion,
}: {
  plan: PlanId;
  paymentRegion: PricingRegion | null;
}) {
  const status = useSubscriptionStatus();
  const cancel = useCancelSubscription();
  const refund = useRefundSubscription();
  const [choosing, setChoosing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const refreshPlan = useRefreshPlan();
  const { supportEmail } = useAppSettings();
  const t = useT();
  const providerName = (provider: 'stripe' | 'paystack' | 'sandbox') =>
    provider === 'sandbox' ? t('sub.provider.sandbox') : provider === 'stripe' ? 'Stripe' : 'Paystack';

  // A provider event (a renewal that failed for good, a cancellation made at the provider) may have
  // moved the plan since the user was read: follow it everywhere at once.
  const serverPlan = status.data?.plan;
  useEffect(() => {
    if (serverPlan && serverPlan !== plan) void refreshPlan();
  }, [serverPlan, plan, refreshPlan]);

  if (status.isPending) return <LoadingScreen label={t('sub.loading')} />;
  if (status.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        title={t('sub.loadError', { message: status.error.message || t('error.fetchSubscriptionStatus') })}
        action={<Button onClick={() => void status.refetch()}>{t('sub.retry')}</Button>}
      />
    );
  }

  const s = status.data;
  // The account's plan (read with the user) leads; the status call may lag a moment behind it.
  const current = plans[plan];
  const isPaid = plan !== 'free';
  const isCancelled = s.cancelAtPeriodEnd;
  const lastPayment = s.payments.find((p) => p.status === 'success');
  const canCancel = isPaid && s.paymentStatus !== null && s.paymentStatus !== 'canceled';
  // Given by an admin free of charge; a paid subscription, if any, runs beside it.
  const isComplimentary = s.complimentaryPlan !== null && s.complimentaryPlan === plan;
  const hasPaidToo = s.paymentStatus !== null && s.paymentStatus !== 'canceled';

  const doCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) =>
        toast.success(
          t('sub.cancelled', { plan: current.title, date: formatDate(next.subscriptionExpiresAt) }),
        ),
      onError: (e) => toast.error(e.message || t('error.cancelSubscription')),
      onSettled: () => setConfirmingCancel(false),
    });
  const doRefund = () =>
    refund.mutate(undefined, {
      onSuccess: () => toast.success(t('sub.refunded')),
      onError: (e) => toast.error(e.message || t('error.cancelSubscription')),
      onSettled: () => setConfirmingRefund(false),
    });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Panel
          title={t('sub.currentPlan')}
          action={
            <SubscriptionStatusBadge
              status={isPaid ? (s.paymentStatus ?? 'active') : null}
              className="text-sm"
            />
          }
        >
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="current-plan">
                {current.title}
              </p>
              {isComplimentary ? (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                  <span
                    data-testid="complimentary-badge"
                    className="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200"
                  >
                    {t('sub.complimentary')}
                  </span>
                  {t('sub.givenBy', { plan: current.name, app: APP_NAME })}
                </p>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {current.name}
                  {s.billingCycle ? t('sub.billed', { cycle: s.billingCycle }) : ''}
                  {s.provider ? ` · ${providerName(s.provider)}` : ''}
                </p>
              )}
            </div>
            {lastPayment && isPaid && !isComplimentary ? (
              <p className="text-right text-lg font-semibold text-slate-900 dark:text-white">
                {formatAmount(lastPayment.amount, lastPayment.currency)}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  {t('sub.perCycle', { cycle: s.billingCycle ?? 'yearly' })}
                </span>
              </p>
            ) : null}
          </div>
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600 dark:text-slate-300">
                {isCancelled ? t('sub.accessUntil') : t('sub.nextBilling')}
              </dt>
              <dd className="font-semibold text-slate-900 dark:text-white" data-testid="next-billing">
                {isCancelled
                  ? formatDate(s.subscriptionExpiresAt)
                  : s.nextPaymentDate
                    ? formatDate(s.nextPaymentDate)
                    : t('sub.noUpcoming')}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">{t('sub.status')}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                {!isPaid
                  ? t('sub.status.free')
                  : isComplimentary
                    ? hasPaidToo
                      ? t('sub.status.complimentaryWithPaid')
                      : t('sub.status.complimentary')
                    : s.paymentStatus === null
                      ? t('sub.status.granted')
                      : isCancelled
                        ? t('sub.status.cancelled')
                        : s.paymentStatus === 'past_due'
                          ? t('sub.status.pastDue')
                          : t('sub.status.renews')}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => setChoosing(true)}>
              {isPaid ? t('sub.changePlan') : t('sub.upgradePlan')}
            </Button>
            {canCancel ? (
              <Button
                variant="secondary"
                disabled={isCancelled}
                onClick={() => setConfirmingCancel(true)}
                className={isCancelled ? '' : 'text-red-700 dark:text-red-300'}
              >
                {isCancelled ? t('sub.cancellationPending') : t('sub.cancelSubscription')}
              </Button>
            ) : null}
            {s.refundableUntil ? (
              <Button variant="ghost" onClick={() => setConfirmingRefund(true)}>
                {t('sub.cancelAndRefund')}
              </Button>
            ) : null}
          </div>
          {s.refundableUntil ? (
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
              {t('sub.refundUntil', { days: REFUND_WINDOW_DAYS, date: formatDate(s.refundableUntil) })}
            </p>
          ) : null}
        </Panel>

        <Panel title={t('sub.paymentHistory')}>
          <PaymentHistory payments={s.payments} />
        </Panel>
      </div>

      <div className="space-y-6">
        <Panel title={t('sub.paymentMethod')}>
          {s.paymentMethod ? (
            <p className="flex items-center gap-3 text-sm text-slate-800 dark:text-slate-100">
              <CreditCard aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-indigo-300" />
              <span>
                <span className="font-semibold">
                  {t('sub.cardEnding', { card: s.paymentMethod.cardType, last4: s.paymentMethod.last4 })}
                </span>
                {formatExpiry(s.paymentMethod.expMonth, s.paymentMethod.expYear) ? (
                  <span className="block text-slate-600 dark:text-slate-300">
                    {t('sub.expires', {
                      date: formatExpiry(s.paymentMethod.expMonth, s.paymentMethod.expYear),
                    })}
                  </span>
                ) : null}
              </span>
            </p>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('sub.noMethod')}</p>
          )}
        </Panel>

        <Panel title={t('sub.features', { plan: current.name })}>
          <PlanFeatures plan={plan} />
        </Panel>

        <Panel title={t('sub.help')}>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('sub.helpText')}</p>
          <a
            href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('sub.helpSubject'))}`}
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            {t('sub.contactSupport')}
          </a>
        </Panel>
      </div>

      <ChoosePlanModal
        open={choosing}
        onClose={() => setChoosing(false)}
        currentPlan={plan}
        currentCycle={s.billingCycle}
        paymentRegion={paymentRegion}
      />
      <ConfirmDialog
        open={confirmingCancel}
        title={t('sub.cancelSubscription')}
        message={t('sub.cancelMessage', { plan: current.title, date: formatDate(s.subscriptionExpiresAt) })}
        confirmText={t('sub.cancelSubscription')}
        cancelText={t('sub.keepPlan')}
        busyText={t('sub.cancelling')}
        busy={cancel.isPending}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={doCancel}
      />
      <ConfirmDialog
        open={confirmingRefund}
        title={t('sub.cancelAndRefund')}
        message={t('sub.refundMessage', { plan: current.title })}
        confirmText={t('sub.cancelAndRefund')}
        cancelText={t('sub.keepPlan')}
        busyText={t('sub.refunding')}
        busy={refund.isPending}
        onCancel={() => setConfirmingRefund(false)}
        onConfirm={doRefund}
      />
    </div>
  );
}
