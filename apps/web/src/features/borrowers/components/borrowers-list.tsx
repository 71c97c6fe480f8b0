import type { BorrowerWithCounts } from '@shelfwise/contract';
import { Link2, Pencil, Send, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';

interface ListProps {
  borrowers: BorrowerWithCounts[];
  onEdit: (borrower: BorrowerWithCounts) => void;
  onDelete: (borrower: BorrowerWithCounts) => void;
  /** Opens the invitation (WhatsApp, email, copy) for this borrower. */
  onInvite: (borrower: BorrowerWithCounts) => void;
  /** Opens the borrower's page link (new link, revoke; issue 29). */
  onPageLink: (borrower: BorrowerWithCounts) => void;
}

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function Actions({
  borrower,
  onEdit,
  onDelete,
  onInvite,
  onPageLink,
}: { borrower: BorrowerWithCounts } & Omit<ListProps, 'borrowers'>) {
  const t = useT();
  const tooltipId = useId();
  const isLocked = borrower.activeLoansCount > 0;
  return (
    <div className="flex items-center justify-end gap-1">
      <button
        type="button"
        className={iconButton}
        onClick={() => onInvite(borrower)}
        aria-label={t('borrowers.invite', { name: borrower.name })}
        title={t('borrowers.inviteTitle')}
      >
        <Send aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={() => onPageLink(borrower)}
        aria-label={t('pageLink.open', { name: borrower.name })}
        title={t('pageLink.openTitle')}
      >
        <Link2 aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={() => onEdit(borrower)}
        aria-label={t('borrowers.edit', { name: borrower.name })}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      <span className="group relative inline-flex">
        {/* aria-disabled keeps it focusable, so keyboard users can reach the explanation too. */}
        <button
          type="button"
          aria-disabled={isLocked || undefined}
          aria-describedby={isLocked ? tooltipId : undefined}
          aria-label={t('borrowers.delete', { name: borrower.name })}
          title={isLocked ? t('borrowers.hasLoans') : undefined}
          onClick={() => {
            if (!isLocked) onDelete(borrower);
          }}
          className={`${iconButton} ${
            isLocked
              ? 'cursor-not-allowed opacity-40 hover:bg-transparent hover:text-slate-600 dark:hover:bg-transparent'
              : 'hover:text-red-700 dark:hover:text-red-400'
          }`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
        {isLocked ? (
          <span
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute right-0 bottom-full z-10 mb-2 hidden w-max max-w-56 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-lg group-focus-within:block group-hover:block dark:bg-slate-100 dark:text-slate-900"
          >
            {t('borrowers.hasLoans')}
          </span>
        ) : null}
      </span>
    </div>
  );
}

/** Desktop table: Name, Email, Phone, Active Loans, Total Loans, Actions. */
export function BorrowersTable({ borrowers, onEdit, onDelete, onInvite, onPageLink }: ListProps) {
  const t = useT();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-700 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            <th scope="col" className="px-3 py-3 xl:px-4">
              {t('borrowers.name')}
            </th>
            <th scope="col" className="px-3 py-3 xl:px-4">
              {t('borrowers.email')}
            </th>
            <th scope="col" className="px-3 py-3 xl:px-4">
              {t('borrowers.phone')}
            </th>
            <th scope="col" className="px-3 py-3 xl:px-4 text-center">
              {t('borrowers.activeLoans')}
            </th>
            <th scope="col" className="px-3 py-3 xl:px-4 text-center">
              {t('borrowers.totalLoans')}
            </th>
            <th scope="col" className="px-3 py-3 xl:px-4 text-right">
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {borrowers.map((b) => (
            <tr
              key={b._id}
              data-testid="borrower-row"
              className="hover:bg-slate-50 dark:hover:bg-slate-800/40"
            >
              <td className="min-w-[9rem] px-3 py-3 xl:px-4 font-medium text-slate-900 dark:text-slate-100">
                {b.name}
              </td>
              <td className="px-3 py-3 xl:px-4 break-all text-slate-700 dark:text-slate-300">
                {b.email}
                <UnsubscribedNote borrower={b} />
              </td>
              <td className="px-3 py-3 xl:px-4 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {b.phone}
              </td>
              <td className="px-3 py-3 xl:px-4 text-center text-slate-900 dark:text-slate-100">
                {b.activeLoansCount}
              </td>
              <td className="px-3 py-3 xl:px-4 text-center text-slate-900 dark:text-slate-100">
                {b.totalLoansCount}
              </td>
              <td className="px-3 py-3 xl:px-4">
                <Actions
                  borrower={b}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onInvite={onInvite}
                  onPageLink={onPageLink}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per borrower with the same facts and actions. */
export function BorrowerCards({ borrowers, onEdit, onDelete, onInvite, onPageLink }: ListProps) {
  const t = useT();
  return (
    <ul className="space-y-3 md:hidden">
      {borrowers.map((b) => (
        <li
          key={b._id}
          data-testid="borrower-card"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-slate-100">{b.name}</p>
              <p className="text-sm break-all text-slate-600 dark:text-slate-300">{b.email}</p>
              <UnsubscribedNote borrower={b} />
              <p className="text-sm text-slate-600 dark:text-slate-300">{b.phone}</p>
            </div>
            <Actions
              borrower={b}
              onEdit={onEdit}
              onDelete={onDelete}
              onInvite={onInvite}
              onPageLink={onPageLink}
            />
          </div>
          <dl className="mt-3 flex gap-6 text-sm">
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('borrowers.activeLoans')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{b.activeLoansCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('borrowers.totalLoans')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{b.totalLoansCount}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Shown when the borrower used the unsubscribe link of one of your emails. */
function UnsubscribedNote({ borrower }: { borrower: { unsubscribed?: boolean } }) {
  const t = useT();
  if (!borrower.unsubscribed) return null;
  return (
    <span className="mt-1 block text-xs font-medium text-amber-800 dark:text-amber-300">
      {t('borrowers.unsubscribed')}
    </span>
  );
}
