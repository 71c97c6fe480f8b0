import { type PlanId, plans } from '@shelfwise/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { t } from '../../../lib/i18n/i18n.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import { useRefreshPlan } from '../api/invalidate.ts';
import { paymentError } from '../api/start-checkout.ts';
import { readPaymentReturn, withoutPaymentReturn } from '../lib/payment-return.ts';

/** While a provider has not confirmed yet, the plan is read again after these delays. */
const RECHECK_AFTER_MS = [3000, 10000];

/**
 * The return from a payment (spec §4 Session, §8): the query is read once and cleared by replacing
 * the address; the server asks the provider; on success 'You have successfully subscribed to the
 * {plan} plan!' and the current user is read again, so every plan-dependent control follows.
 * Renders nothing; the dashboard layout places it once.
 */
export function PaymentReturnHandler({ currentPlan }: { currentPlan: PlanId }) {
  const location = useLocation();
  const navigate = useNavigate();
  const refreshPlan = useRefreshPlan();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const back = readPaymentReturn(search);
    if (!back || handled.current === location.key) return;
    handled.current = location.key;
    void navigate(`${location.pathname}${withoutPaymentReturn(search)}`, { replace: true });
    if (back.kind === 'failed') {
      toast.error(
        back.plan
          ? t('sub.declined', { plan: plans[back.plan].name, current: plans[currentPlan].name })
          : t('sub.declinedNoPlan', { current: plans[currentPlan].name }),
      );
      return;
    }
    if (back.kind === 'cancelled') {
      toast.info(t('sub.paymentCancelled'));
      return;
    }
    const planName = plans[back.plan].name;
    const succeed = () => {
      toast.success(t('sub.subscribed', { plan: planName }));
      void refreshPlan();
    };
    if (!back.provider || !back.reference) {
      succeed();
      return;
    }
    confirmPayment({ provider: back.provider, reference: back.reference })
      .then((answer) => {
        if (answer.result === 'paid') {
          succeed();
          return;
        }
        toast.info(t('sub.confirming'));
        for (const delay of RECHECK_AFTER_MS) setTimeout(() => void refreshPlan(), delay);
      })
      .catch((error: Error) => toast.error(error.message || paymentError()));
  }, [location, navigate, refreshPlan, currentPlan]);

  return null;
}
