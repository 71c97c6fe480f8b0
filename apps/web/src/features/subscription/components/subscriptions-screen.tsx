import { type BillingCycle, type PlanId, type PricingRegion, plans } from '@shelfwise/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
import { BillingCycleToggle, useCheckoutRegion } from '../../pricing/index.ts';
import { providerName, useUnavailableProvider } from '../api/get-payment-providers.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { type CheckoutOrigin, takeCheckoutOrigin } from '../api/start-checkout.ts';
import { readPaymentReturn, withoutPaymentReturn } from '../lib/payment-return.ts';
import { parseCycle, planSelectionProblem } from '../lib/plan-selection.ts';
import { MoneyBackNote } from './money-back-note.tsx';
import { PlanPicker } from './plan-picker.tsx';
import { usePlanChoice } from './use-plan-choice.ts';

/**
 * `/subscriptions` (spec §2): the plan picker a verified user lands on after choosing a paid plan at
 * sign-up, and from every Upgrade link. Yearly by default; prices in the account's payment region
 * (else the visit's, decided once: see pricing/visit-region.ts).
 */
export function SubscriptionsScreen({
  user,
}: {
  user: { plan: PlanId; intendedPlan: PlanId; name: string; paymentRegion: PricingRegion | null };
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const [cycle, setCycle] = useState<BillingCycle>(() => parseCycle(search.get('cycle')));
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  // Back from a checkout: where it began (the Subscription page, or here), so the page speaks of it.
  const [returnedFrom, setReturnedFrom] = useState<CheckoutOrigin | null>(null);
  const region = useCheckoutRegion(user.paymentRegion);
  const unavailable = useUnavailableProvider(region);
  const t = useT();
  usePageTitle(pageTitle(t('sub.choose.title')));
  const status = useSubscriptionStatus();
  const choose = usePlanChoice(user.plan);
  // The plan picked at sign-up (spec §4 Auth flow) is offered first while the account is still free.
  const wanted =
    search.get('plan') ?? (user.plan === 'free' && user.intendedPlan !== 'free' ? user.intendedPlan : null);

  // Back from a declined or abandoned checkout: say so once, then clear the address (spec §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on arrival
  useEffect(() => {
    const back = readPaymentReturn(search);
    if (!back || back.kind === 'success') return;
    setReturnedFrom(takeCheckoutOrigin() ?? 'plans');
    const current = plans[user.plan].name;
    setNotice(
      back.kind === 'failed'
        ? {
            tone: 'error',
            text: back.plan
              ? t('sub.declined', { plan: plans[back.plan].name, current })
              : t('sub.declinedNoPlan', { current }),
          }
        : { tone: 'info', text: t('sub.paymentCancelled') },
    );
    void navigate(`${location.pathname}${withoutPaymentReturn(search)}`, { replace: true });
  }, []);

  const currentCycle = status.data?.billingCycle ?? null;
  const onChoose = (plan: PlanId) => {
    const blocked = planSelectionProblem(
      { plan: user.plan, billingCycle: currentCycle },
      { plan, billingCycle: cycle },
    );
    if (blocked) {
      setProblem(blocked);
      return;
    }
    setProblem('');
    choose(plan, cycle);
  };

  return (
    <div className="min-h-screen bg-slate-50 px-4 py-8 sm:px-6 sm:py-12 dark:bg-slate-950">
      <div className="mx-auto max-w-6xl">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <BrandMark to="/dashboard" />
          <Link
            to={returnedFrom === 'subscription' ? '/dashboard/subscription' : '/dashboard'}
            className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-indigo-300 dark:hover:bg-slate-800"
          >
            {returnedFrom === 'subscription' ? t('sub.choose.backToSubscription') : t('sub.choose.back')}
          </Link>
        </header>
        <main className="mt-8">
          <div className="mx-auto max-w-2xl text-center">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
              {t('sub.choose.title')}
            </h1>
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              {returnedFrom
                ? t('sub.choose.tryAgain')
                : wanted === 'basic' || wanted === 'premium'
                  ? t('sub.choose.picked', { name: user.name.split(' ')[0] ?? user.name })
                  : t('sub.choose.lead')}
            </p>
            <div className="mt-6 flex flex-col items-center gap-3">
              <BillingCycleToggle value={cycle} onChange={setCycle} />
              <MoneyBackNote />
            </div>
          </div>
          <div className="mx-auto mt-6 max-w-2xl space-y-2">
            {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
            <Alert tone="error">{problem}</Alert>
          </div>
          {region === null ? (
            <LoadingScreen label={t('sub.findingPrices')} />
          ) : (
            <>
              <p
                data-testid="checkout-region"
                data-region={region}
                className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300"
              >
                {region === 'nigeria' ? t('sub.choose.nigeria') : t('sub.choose.international')}
              </p>
              <div className="mx-auto mt-4 max-w-2xl">
                <Alert tone="info">
                  {unavailable ? t('sub.providerUnavailable', { provider: providerName(unavailable) }) : ''}
                </Alert>
              </div>
              <div className="mt-8">
                <PlanPicker
                  region={region}
                  cycle={cycle}
                  currentPlan={user.plan}
                  currentCycle={currentCycle}
                  onChoose={onChoose}
                  highlighted={wanted === 'basic' ? 'basic' : 'premium'}
                  paidUnavailable={unavailable !== null}
                />
              </div>
            </>
          )}
        </main>
      </div>
    </div>
  );
}
