import { plans } from '@shelfwise/contract';
import { FlaskConical } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
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
  const t = useT();
  usePageTitle(pageTitle(t('sub.sandbox.title')));

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
          {t('sub.sandbox.badge')}
        </div>
        <div className="p-6">
          <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('sub.sandbox.title')}</h1>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('sub.sandbox.lead')}</p>
          {!session ? (
            <Alert tone="error" className="mt-4">
              {t('sub.sandbox.invalid')}
            </Alert>
          ) : details.isPending ? (
            <LoadingScreen label={t('sub.sandbox.loading')} />
          ) : details.isError ? (
            <Alert tone="error" className="mt-4">
              {details.error.message}
            </Alert>
          ) : (
            <>
              <dl className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.confirm.plan')}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white" data-testid="sandbox-plan">
                    {plans[details.data.plan].title}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.confirm.cycle')}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {t('sub.confirm.cycleValue', { cycle: details.data.billingCycle })}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.sandbox.amount')}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white" data-testid="sandbox-amount">
                    {formatAmount(details.data.amount, details.data.currency)} {details.data.currency}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-600 dark:text-slate-300">{t('sub.sandbox.standsFor')}</dt>
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
                    ? t('sub.sandbox.paying')
                    : t('sub.sandbox.pay', {
                        amount: formatAmount(details.data.amount, details.data.currency),
                      })}
                </Button>
                <div className="grid grid-cols-2 gap-3">
                  <Button
                    variant="secondary"
                    onClick={() => run('decline')}
                    loading={busy('decline')}
                    disabled={action.isPending}
                  >
                    {t('sub.sandbox.decline')}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => run('cancel')}
                    loading={busy('cancel')}
                    disabled={action.isPending}
                  >
                    {t('sub.sandbox.cancel')}
                  </Button>
                </div>
              </div>
              <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">{t('sub.sandbox.explain')}</p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
