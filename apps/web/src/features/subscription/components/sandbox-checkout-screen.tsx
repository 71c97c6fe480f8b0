import { plans } from '@shelfwise/contract';
import { FlaskConical } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { type SandboxAction, useSandboxAction, useSandboxSession } from '../api/sandbox-checkout.ts';
import { formatAmount } from '../lib/format.ts';

const standsFor = { stripe: 'Stripe', paystack: 'Paystack' } as const;

/**
 * The checkout of a server without payment keys: clearly TEST MODE, no card asked. Pay applies the
 * payment as the provider's webhook would; Decline and Cancel change nothing.
 */
export function SandboxCheckoutScreen({ session }: { session: string }) {
  const navigate = useNavigate();
  const details = useSandboxSession(session);
  const action = useSandboxAction();

  const run = (kind: SandboxAction) =>
    action.mutate(
      { action: kind, session },
      { onSuccess: ({ redirectUrl }) => void navigate(redirectUrl, { replace: true }) },
    );
  const busy = (kind: SandboxAction) => action.isPending && action.variables?.action === kind;

  return (
    <div className="min-h-screen bg-amber-50 px-4 py-8 sm:py-16 dark:bg-slate-950">
      <main className="mx-auto max-w-md overflow-hidden rounded-2xl border-2 border-dashed border-amber-500 bg-white shadow-lg dark:border-amber-400 dark:bg-slate-900">
        <div className="flex items-center gap-2 bg-amber-400 px-5 py-3 font-bold tracking-wide text-amber-950 uppercase">
          <FlaskConical aria-hidden="true" className="h-5 w-5" />
          Test mode
        </div>
        <div className="p-6">
          <h1 className="text-xl font-bold text-slate-900 dark:text-white">Test checkout</h1>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            No payment provider is configured on this server, so no card is needed and no money moves.
          </p>
          {!session ? (
            <Alert tone="error" className="mt-4">
              This test checkout link is not valid. Start again from the plan page.
            </Alert>
          ) : details.isPending ? (
            <LoadingScreen label="Loading the checkout..." />
          ) : details.isError ? (
            <Alert tone="error" className="mt-4">
              {details.error.message}
            </Alert>
          ) : (
            <>
              <dl className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">Plan</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white" data-testid="sandbox-plan">
                    {plans[details.data.plan].title}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">Billing cycle</dt>
                  <dd className="font-semibold text-slate-900 capitalize dark:text-white">
                    {details.data.billingCycle}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">Amount</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white" data-testid="sandbox-amount">
                    {formatAmount(details.data.amount, details.data.currency)} {details.data.currency}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">Stands in for</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {standsFor[details.data.provider]}
                  </dd>
                </div>
              </dl>
              <Alert tone="error" className="mt-4">
                {action.isError ? action.error.message : ''}
              </Alert>
              <div className="mt-6 grid gap-3">
                <Button
                  size="lg"
                  onClick={() => run('pay')}
                  loading={busy('pay')}
                  disabled={action.isPending}
                >
                  {busy('pay')
                    ? 'Paying...'
                    : `Pay ${formatAmount(details.data.amount, details.data.currency)}`}
                </Button>
                <div className="grid grid-cols-2 gap-3">
                  <Button
                    variant="secondary"
                    onClick={() => run('decline')}
                    loading={busy('decline')}
                    disabled={action.isPending}
                  >
                    Decline
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => run('cancel')}
                    loading={busy('cancel')}
                    disabled={action.isPending}
                  >
                    Cancel
                  </Button>
                </div>
              </div>
              <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">
                Pay: the plan starts as after a real payment. Decline: the card is refused. Cancel: back to
                the plans.
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
