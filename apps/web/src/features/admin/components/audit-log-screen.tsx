import { type AuditAction, type AuditLogEntry, auditActions } from '@shelfwise/contract';
import { Download, ScrollText, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BooksPager, useDebouncedValue } from '../../books/index.ts';
import { useExportAuditLogs } from '../api/export-audit-logs.ts';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { actionLabel, describeChange, formatDateTime } from '../lib/format.ts';
import { AdminHeader, LoadError, panelClasses } from './admin-header.tsx';

const PAGE_SIZE = 20;

const details = (entry: AuditLogEntry) => {
  const text = Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
  return [describeChange(entry), text].filter(Boolean).join(' · ');
};

/** No actor: someone not signed in (a failed sign-in), a provider's webhook or the command line. */
const party = (p: AuditLogEntry['actor']) => p?.email ?? '—';

/** Audit Logs: who did what to whom and when, filtered, paged, exported as CSV. Nothing here changes an entry. */
export function AuditLogScreen() {
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const t = useT();
  const actorTerm = useDebouncedValue(actor.trim(), 300);
  const targetTerm = useDebouncedValue(target.trim(), 300);
  const isRangeBad = Boolean(from && to && from > to);
  const filters = {
    actor: actorTerm || undefined,
    target: targetTerm || undefined,
    action: action || undefined,
    from: from || undefined,
    to: isRangeBad ? undefined : to || undefined,
  };
  const logs = useAuditLogs({ ...filters, page, limit: PAGE_SIZE });
  // The export takes what the fields say now, even while the list still waits for typing to pause.
  const typedFilters = { ...filters, actor: actor.trim() || undefined, target: target.trim() || undefined };
  const exportCsv = useExportAuditLogs();
  const hasFilters = Boolean(actor || target || action || from || to);

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const clear = () => {
    setActor('');
    setTarget('');
    setAction('');
    setFrom('');
    setTo('');
    setPage(1);
  };
  const rows = logs.data?.data ?? [];

  return (
    <div className="space-y-5">
      <AdminHeader
        title={t('admin.audit.title')}
        subtitle={t('admin.audit.subtitle')}
        action={
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(typedFilters, {
                onError: (e) => toast.error(e.message || t('error.exportAuditLog')),
              })
            }
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {exportCsv.isPending ? t('admin.audit.exporting') : t('admin.audit.export')}
          </Button>
        }
      />

      <div
        className={`${panelClasses} grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto_auto] lg:items-start`}
      >
        <TextField
          label={t('admin.audit.actor')}
          placeholder={t('admin.audit.who')}
          value={actor}
          onChange={(e) => filter(setActor)(e.target.value)}
        />
        <TextField
          label={t('admin.audit.target')}
          placeholder={t('admin.audit.who')}
          value={target}
          onChange={(e) => filter(setTarget)(e.target.value)}
        />
        <Select
          label={t('admin.audit.action')}
          value={action}
          onChange={(e) => filter(setAction)(e.target.value as AuditAction | '')}
          options={[
            { value: '', label: t('admin.audit.allActions') },
            ...auditActions.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
        <TextField
          label={t('admin.audit.from')}
          type="date"
          value={from}
          onChange={(e) => filter(setFrom)(e.target.value)}
        />
        <TextField
          label={t('admin.audit.to')}
          type="date"
          value={to}
          onChange={(e) => filter(setTo)(e.target.value)}
          error={isRangeBad ? t('admin.audit.badRange') : undefined}
        />
        {hasFilters ? (
          <Button variant="ghost" onClick={clear} className="lg:mt-6">
            <X aria-hidden="true" className="h-4 w-4" />
            {t('admin.clear')}
          </Button>
        ) : null}
      </div>

      {logs.isPending ? (
        <LoadingScreen label={t('admin.audit.loading')} />
      ) : logs.isError ? (
        <LoadError message={logs.error.message} onRetry={() => void logs.refetch()} />
      ) : rows.length === 0 ? (
        <div className={panelClasses}>
          <EmptyState
            icon={ScrollText}
            title={t('admin.audit.none')}
            message={hasFilters ? t('admin.audit.noMatch') : t('admin.audit.empty')}
          />
        </div>
      ) : (
        <div aria-busy={logs.isFetching || undefined}>
          <div className={`@container hidden overflow-x-auto md:block ${panelClasses}`}>
            <table className="w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
              <thead className="bg-slate-50 dark:bg-slate-800/60">
                <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  <th scope="col" className="px-4 py-3">
                    {t('admin.audit.time')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.audit.action')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.audit.whoWhere')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.audit.details')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
                {rows.map((e) => (
                  <tr key={e.id} data-testid="audit-row">
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                      {formatDateTime(e.createdAt)}
                    </td>
                    <td className="px-4 py-3 font-medium text-slate-900 dark:text-slate-100">
                      {actionLabel(e.action)}
                    </td>
                    <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
                      <span className="block [overflow-wrap:anywhere] @4xl:whitespace-nowrap">
                        <span className="text-slate-500 dark:text-slate-400">{t('admin.audit.by')}</span>
                        {party(e.actor)}
                      </span>
                      <span className="block [overflow-wrap:anywhere] @4xl:whitespace-nowrap">
                        <span className="text-slate-500 dark:text-slate-400">{t('admin.audit.on')}</span>
                        {e.target?.email ?? '—'}
                      </span>
                      <span className="block [overflow-wrap:anywhere] @4xl:whitespace-nowrap">
                        <span className="text-slate-500 dark:text-slate-400">{t('admin.audit.fromIp')}</span>
                        {e.ip ?? '—'}
                      </span>
                    </td>
                    <td className="min-w-[12rem] px-4 py-3 [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">
                      {details(e) || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {rows.map((e) => (
              <li key={e.id} data-testid="audit-card" className={`${panelClasses} p-4 text-sm`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-slate-900 dark:text-slate-100">{actionLabel(e.action)}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(e.createdAt)}</p>
                </div>
                <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-slate-700 dark:text-slate-300">
                  <div className="contents">
                    <dt className="text-slate-500 dark:text-slate-400">{t('admin.audit.actor')}</dt>
                    <dd className="min-w-0 break-all">{party(e.actor)}</dd>
                  </div>
                  <div className="contents">
                    <dt className="text-slate-500 dark:text-slate-400">{t('admin.audit.target')}</dt>
                    <dd className="min-w-0 break-all">{e.target?.email ?? '—'}</dd>
                  </div>
                  <div className="contents">
                    <dt className="text-slate-500 dark:text-slate-400">{t('admin.audit.ip')}</dt>
                    <dd>{e.ip ?? '—'}</dd>
                  </div>
                </dl>
                {details(e) ? (
                  <p className="pt-1 text-xs break-words text-slate-700 dark:text-slate-300">{details(e)}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <BooksPager
            page={page}
            pageSize={PAGE_SIZE}
            total={logs.data.pagination.total}
            onPageChange={setPage}
          />
        </div>
      )}
    </div>
  );
}
