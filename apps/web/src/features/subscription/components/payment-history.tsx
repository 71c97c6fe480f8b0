import type { Payment } from '@shelfwise/contract';
import { Download, Receipt } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { a11y } from '../../../lib/a11y.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';
import { formatAmount } from '../lib/format.ts';
import { SubscriptionStatusBadge } from './status-badge.tsx';

const card = (p: Payment) => (p.cardInfo ? `${p.cardInfo.cardType} •••• ${p.cardInfo.last4}` : p.channel);

/** Payment history (spec §2 Subscription) with each receipt as receipt-{reference}.pdf: a table from md, cards below. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const t = useT();
  const receipt = useDownloadReceipt();
  const download = (reference: string) =>
    receipt.mutate(reference, {
      onError: (e) => toast.error(e.message || t('error.downloadReceiptPdf')),
    });
  const busy = (reference: string) => receipt.isPending && receipt.variables === reference;

  if (payments.length === 0) {
    return <EmptyState icon={Receipt} title={t('sub.history.empty')} message={t('sub.history.emptyText')} />;
  }

  const receiptButton = (p: Payment, size: 'sm' | 'md') => (
    <Button
      variant="secondary"
      size={size}
      onClick={() => download(p.reference)}
      loading={busy(p.reference)}
      aria-label={a11y.named(t('sub.history.receipt'), p.reference)}
    >
      {busy(p.reference) ? null : <Download aria-hidden="true" className="h-4 w-4" />}
      {t('sub.history.receipt')}
    </Button>
  );

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('sub.paymentHistory')}</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('sub.history.date')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('sub.history.amount')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('sub.status')}
              </th>
              <th scope="col" className="hidden py-2 pr-4 font-semibold 2xl:table-cell">
                {t('sub.history.method')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('sub.history.reference')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">{t('sub.history.receipt')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {payments.map((p) => (
              <tr key={p.id} className="text-slate-800 dark:text-slate-100">
                <td className="py-3 pr-4 whitespace-nowrap">{formatDate(p.date)}</td>
                <td className="py-3 pr-4 font-medium whitespace-nowrap">
                  {formatAmount(p.amount, p.currency)}
                </td>
                <td className="py-3 pr-4">
                  <SubscriptionStatusBadge status={p.status} />
                </td>
                <td className="hidden py-3 pr-4 whitespace-nowrap 2xl:table-cell">{card(p)}</td>
                <td className="max-w-40 truncate py-3 pr-4 font-mono text-xs" title={p.reference}>
                  {p.reference}
                </td>
                <td className="py-3 text-right">{receiptButton(p, 'sm')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {payments.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">
                  {formatAmount(p.amount, p.currency)}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {formatDate(p.date)} · {card(p)}
                </p>
              </div>
              <SubscriptionStatusBadge status={p.status} />
            </div>
            <p
              className="mt-2 truncate font-mono text-xs text-slate-600 dark:text-slate-300"
              title={p.reference}
            >
              {p.reference}
            </p>
            <div className="mt-3">{receiptButton(p, 'md')}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
