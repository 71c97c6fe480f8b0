import type { BillingCycle, PlanId, PricingRegion } from '@shelfwise/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BillingCycleToggle, useCheckoutRegion } from '../../pricing/index.ts';
import { providerName, useUnavailableProvider } from '../api/get-payment-providers.ts';
import { planSelectionProblem } from '../lib/plan-selection.ts';
import { MoneyBackNote } from './money-back-note.tsx';
import { PlanPicker } from './plan-picker.tsx';
import { usePlanChoice } from './use-plan-choice.ts';

/** 'Choose Your Plan' (spec §2 Subscription): the plan picker over the Subscription page. */
export function ChoosePlanModal({
  open,
  onClose,
  currentPlan,
  currentCycle,
  paymentRegion,
}: {
  open: boolean;
  /** The account's payment region (null: the visit's decides). */
  paymentRegion: PricingRegion | null;
  onClose: () => void;
  currentPlan: PlanId;
  currentCycle: BillingCycle | null;
}) {
  const [cycle, setCycle] = useState<BillingCycle>(currentCycle === 'monthly' ? 'yearly' : 'yearly');
  const [problem, setProblem] = useState('');
  const region = useCheckoutRegion(paymentRegion);
  const unavailable = useUnavailableProvider(region);
  const t = useT();
  const choose = usePlanChoice(currentPlan, 'subscription');

  const onChoose = (plan: PlanId) => {
    const blocked = planSelectionProblem(
      { plan: currentPlan, billingCycle: currentCycle },
      { plan, billingCycle: cycle },
    );
    setProblem(blocked ?? '');
    if (!blocked) choose(plan, cycle);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('sub.modal.title')}
      description={t('sub.modal.description')}
      size="xl"
    >
      <div className="space-y-4">
        <div className="flex flex-col items-center gap-2">
          <BillingCycleToggle value={cycle} onChange={setCycle} />
          <MoneyBackNote />
        </div>
        <Alert tone="error">{problem}</Alert>
        <Alert tone="info">
          {unavailable ? t('sub.providerUnavailable', { provider: providerName(unavailable) }) : ''}
        </Alert>
        {region === null ? (
          <LoadingScreen label={t('sub.findingPrices')} />
        ) : (
          <PlanPicker
            region={region}
            cycle={cycle}
            currentPlan={currentPlan}
            currentCycle={currentCycle}
            onChoose={onChoose}
            featureCount={4}
            paidUnavailable={unavailable !== null}
          />
        )}
      </div>
    </Modal>
  );
}
