import {
  type BillingCycle,
  currencies,
  type PaidPlanId,
  type PlanId,
  type PricingRegion,
  plans,
  providerForRegion,
  yearlySaving,
} from '@shelfwise/contract';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
import { formatPrice, useCheckoutRegion } from '../../pricing/index.ts';
import { providerName, useUnavailableProvider } from '../api/get-payment-providers.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import {
  type CheckoutOrigin,
  paymentError,
  rememberCheckoutOrigin,
  useStartCheckout,
} from '../api/start-checkout.ts';
import { planSelectionProblem } from '../lib/plan-selection.ts';
import { MoneyBackNote } from './money-back-note.tsx';

/**
 * 'Confirm your Plan' (spec §2): the plan, cycle and price in the region's currency, the provider
 * that takes the payment (Nigeria: Paystack; everyone else: Stripe), then off to its page.
 */
export function ConfirmPlanScreen({
  user,
  plan,
  cycle,
  from = 'plans',
}: {
  user: { id: string; plan: PlanId; paymentRegion: PricingRegion | null };
  /** Where choosing began: the Subscription page, or the plan page (sign-up, Upgrade links). */
  from?: CheckoutOrigin;
  plan: PaidPlanId;
  cycle: BillingCycle;
}) {
  const region = useCheckoutRegion(user.paymentRegion);
  const unavailable = useUnavailableProvider(region);
  const t = useT();
  usePageTitle(pageTitle(t('sub.confirm.title')));
  const status = useSubscriptionStatus();
  const checkout = useStartCheckout();
  const info = plans[plan];
  const blocked =
    planSelectionProblem(
      { plan: user.plan, billingCycle: status.data?.billingCycle ?? null },
      { plan, billingCycle: cycle },
    ) ?? (unavailable ? t('sub.providerUnavailable', { provider: providerName(unavailable) }) : null);

  const pay = () => {
    if (!region || blocked) return;
    rememberCheckoutOrigin(from);
    checkout.mutate({ userId: user.id, plan, billingCycle: cycle, region });
  };

  return (
    <div className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12 dark:bg-slate-950">
      <div className="mx-auto max-w-lg">
        <BrandMark to="/dashboard" />
        <main className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('sub.confirm.title')}</h1>
          {region === null ? (
            <LoadingScreen label={t('sub.findingPrices')} />
          ) : (
            <>
              <dl className="mt-6 divide-y divide-slate-200 text-sm dark:divide-slate-700">
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.confirm.plan')}</dt>
                  <dd className="text-right font-semibold text-slate-900 dark:text-white">
                    {info.title}{' '}
                    <span className="font-normal text-slate-600 dark:text-slate-300">({info.name})</span>
                  </dd>
                </div>
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.confirm.cycle')}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {t('sub.confirm.cycleValue', { cycle })}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.confirm.price')}</dt>
                  <dd
                    className="text-right font-semibold text-slate-900 dark:text-white"
                    data-testid="confirm-price"
                  >
                    {formatPrice(info.prices[region][cycle], region)}
                    {t('sub.perCycle', { cycle })}
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                      {currencies[region].code}
                      {cycle === 'yearly'
                        ? t('sub.confirm.youSave', {
                            amount: formatPrice(yearlySaving(info, region), region),
                          })
                        : ''}
                    </span>
                  </dd>
                </div>
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.confirm.payment')}</dt>
                  <dd className="text-right font-semibold text-slate-900 dark:text-white">
                    {t('sub.confirm.cardThrough', { provider: providerName(providerForRegion[region]) })}
                  </dd>
                </div>
              </dl>
              <MoneyBackNote className="mt-4" />
              <div className="mt-4 space-y-2">
                <Alert tone="error">
                  {blocked ?? (checkout.isError ? checkout.error.message || paymentError() : '')}
                </Alert>
              </div>
              <Button
                size="lg"
                fullWidth
                className="mt-6"
                onClick={pay}
                loading={checkout.isPending || checkout.isSuccess}
                disabled={Boolean(blocked)}
              >
                <Lock aria-hidden="true" className="h-4 w-4" />
                {checkout.isPending || checkout.isSuccess
                  ? t('sub.confirm.redirecting')
                  : t('sub.confirm.proceed')}
              </Button>
              {unavailable ? null : (
                <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">
                  {t('sub.confirm.takenTo', { provider: providerName(providerForRegion[region]) })}
                </p>
              )}
            </>
          )}
          <Link
            to={from === 'subscription' ? '/dashboard/subscription' : `/subscriptions?cycle=${cycle}`}
            className="mt-6 inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-indigo-300"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('sub.confirm.different')}
          </Link>
        </main>
      </div>
    </div>
  );
}
