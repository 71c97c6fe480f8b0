import { type AdminOverview, planIds } from '@shelfwise/contract';
import { BookOpen, CreditCard, Mail, RefreshCw, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { intlLocale, useT } from '../../../lib/i18n/i18n.ts';
import { useOverview } from '../api/get-overview.ts';
import { formatAge, formatDateTime, planName } from '../lib/format.ts';
import { AdminHeader, LoadError, panelClasses } from './admin-header.tsx';
import { StatusPill } from './status-pill.tsx';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(intlLocale(), { style: 'currency', currency, maximumFractionDigits: 2 }).format(
    amount,
  );

function Card({
  icon: Icon,
  title,
  value,
  children,
}: {
  icon: typeof Users;
  title: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className={`${panelClasses} p-4`}>
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
        <Icon aria-hidden="true" className="h-4 w-4 text-brand-600 dark:text-indigo-300" />
        <h2>{title}</h2>
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
      {children ? <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{children}</div> : null}
    </section>
  );
}

function SignupsChart({ days }: { days: AdminOverview['signupsPerDay'] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const t = useT();
  return (
    <section aria-labelledby="signups-title" className={`${panelClasses} p-4 lg:col-span-2`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="signups-title" className="font-semibold text-slate-900 dark:text-white">
          {t('admin.overview.signups')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('admin.overview.inAll', { n: total })}
        </p>
      </div>
      <div aria-hidden="true" className="mt-4 flex h-32 items-end gap-[3px]">
        {days.map((d) => (
          <div
            key={d.date}
            title={`${d.date}: ${d.count}`}
            className="flex-1 rounded-t bg-brand-500 dark:bg-indigo-400"
            style={{
              height: `${d.count === 0 ? 2 : Math.max(6, (d.count / max) * 100)}%`,
              opacity: d.count ? 1 : 0.3,
            }}
          />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400"
      >
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
      <table className="sr-only">
        <caption>{t('admin.overview.signupsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.day')}</th>
            <th scope="col">{t('admin.overview.signupsCol')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Admin Overview: what an operator checks first. */
export function OverviewScreen() {
  const overview = useOverview();
  const t = useT();

  return (
    <div className="space-y-5">
      <AdminHeader
        title={t('admin.overview.title')}
        subtitle={t('admin.overview.subtitle')}
        action={
          <Button variant="secondary" onClick={() => void overview.refetch()} loading={overview.isFetching}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {t('admin.overview.refresh')}
          </Button>
        }
      />
      {overview.isPending ? (
        <LoadingScreen label={t('admin.overview.loading')} />
      ) : overview.isError ? (
        <LoadError message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewBody data={overview.data} />
      )}
    </div>
  );
}

function OverviewBody({ data }: { data: AdminOverview }) {
  const { users, subscriptions, loans, mail, jobs } = data;
  const now = Date.now();
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card icon={Users} title={t('admin.overview.accounts')} value={users.total}>
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            <li>{t('admin.overview.active', { n: users.verified })}</li>
            <li>{t('admin.overview.unverified', { n: users.unverified })}</li>
            <li>{t('admin.overview.suspended', { n: users.suspended })}</li>
            <li>{t('admin.overview.admins', { n: users.admins })}</li>
          </ul>
        </Card>
        <Card icon={CreditCard} title={t('admin.overview.paying')} value={subscriptions.paying}>
          <p>
            {t('admin.overview.byPlan', {
              basic: subscriptions.byPlan.basic,
              premium: subscriptions.byPlan.premium,
            })}
            {subscriptions.testMode ? t('admin.overview.testMode', { n: subscriptions.testMode }) : ''}
          </p>
        </Card>
        <Card
          icon={CreditCard}
          title={t('admin.overview.mrr')}
          value={
            subscriptions.mrr.length === 0 ? (
              <span className="text-base font-medium text-slate-600 dark:text-slate-300">
                {t('admin.overview.noneYet')}
              </span>
            ) : (
              <span className="flex flex-col">
                {subscriptions.mrr.map((m) => (
                  <span key={m.currency}>{money(m.amount, m.currency)}</span>
                ))}
              </span>
            )
          }
        >
          <p>{t('admin.overview.mrrNote')}</p>
        </Card>
        <Card icon={BookOpen} title={t('admin.overview.loansOut')} value={loans.active}>
          <p>
            {t('admin.overview.overdue', { n: loans.overdue })}{' '}
            {loans.overdue > 0 ? <StatusPill tone="amber">{t('admin.overview.pastDue')}</StatusPill> : null}
          </p>
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <SignupsChart days={data.signupsPerDay} />
        <section aria-labelledby="plans-title" className={`${panelClasses} p-4`}>
          <h2 id="plans-title" className="font-semibold text-slate-900 dark:text-white">
            {t('admin.overview.accountsByPlan')}
          </h2>
          <ul className="mt-4 space-y-3">
            {planIds.map((plan) => {
              const n = users.byPlan[plan];
              const share = users.total ? Math.round((n / users.total) * 100) : 0;
              return (
                <li key={plan}>
                  <div className="flex justify-between text-sm text-slate-700 dark:text-slate-200">
                    <span>{planName(plan)}</span>
                    <span>{t('admin.overview.share', { n, share })}</span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                    <div
                      className="h-2 rounded-full bg-brand-500 dark:bg-indigo-400"
                      style={{ width: `${share}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {t('admin.overview.complimentary', { n: users.complimentary })}
          </p>
        </section>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="mail-title" className={`${panelClasses} p-4`}>
          <div className="flex items-center gap-2">
            <Mail aria-hidden="true" className="h-4 w-4 text-brand-600 dark:text-indigo-300" />
            <h2 id="mail-title" className="font-semibold text-slate-900 dark:text-white">
              {t('admin.overview.outbox')}
            </h2>
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-300">{t('admin.overview.waiting')}</dt>
              <dd className="text-xl font-bold text-slate-900 dark:text-white">{mail.waiting}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">{t('admin.overview.failed')}</dt>
              <dd className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
                {mail.failed}
                {mail.failed > 0 ? <StatusPill tone="red">{t('admin.overview.needsLook')}</StatusPill> : null}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">{t('admin.overview.oldest')}</dt>
              <dd className="text-xl font-bold text-slate-900 dark:text-white">
                {mail.oldestWaitingSeconds === null ? '—' : formatAge(mail.oldestWaitingSeconds)}
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="jobs-title" className={`${panelClasses} p-4`}>
          <div className="flex items-center gap-2">
            <Timer aria-hidden="true" className="h-4 w-4 text-brand-600 dark:text-indigo-300" />
            <h2 id="jobs-title" className="font-semibold text-slate-900 dark:text-white">
              {t('admin.overview.jobs')}
            </h2>
          </div>
          {jobs.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('admin.overview.noJobs')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {jobs.map((job) => (
                <li key={job.name} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-medium text-slate-800 dark:text-slate-100">{job.name}</span>
                  <span className="text-slate-600 dark:text-slate-300">
                    {t('admin.overview.jobAgo', {
                      time: formatDateTime(job.lastSuccessAt),
                      age: formatAge(Math.max(0, Math.round((now - Date.parse(job.lastSuccessAt)) / 1000))),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
