import type { AdminUser } from '@shelfwise/contract';
import { ChevronRight } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { formatDay, planLabel, userStatus } from '../lib/format.ts';
import { panelClasses } from './admin-header.tsx';
import { StatusPill } from './status-pill.tsx';

interface ListProps {
  users: AdminUser[];
  onOpen: (user: AdminUser) => void;
}

function OpenButton({ user, onOpen }: { user: AdminUser; onOpen: ListProps['onOpen'] }) {
  const t = useT();
  return (
    <button type="button" onClick={() => onOpen(user)} className="group block min-w-0 rounded text-left">
      <span className="sr-only">{t('admin.open')}</span>
      <span className="block truncate font-medium text-slate-900 group-hover:underline dark:text-slate-100">
        {user.name}
      </span>
      <span className="block truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</span>
    </button>
  );
}

function Pills({ user }: { user: AdminUser }) {
  const t = useT();
  const status = userStatus(user);
  return (
    <span className="flex flex-wrap gap-1">
      <StatusPill tone={status.tone}>{status.label}</StatusPill>
      {user.role === 'admin' ? <StatusPill tone="brand">{t('admin.role.admin')}</StatusPill> : null}
    </span>
  );
}

/** Desktop table: user, status, plan, books, active loans, joined, last sign-in. */
export function UsersTable({ users, onOpen }: ListProps) {
  const t = useT();
  return (
    <div className={`@container hidden overflow-x-auto md:block ${panelClasses}`}>
      <table className="w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            <th scope="col" className="px-4 py-3">
              {t('admin.col.user')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.col.status')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.col.plan')}
            </th>
            <th scope="col" className="px-4 py-3 text-center">
              {t('admin.col.books')}
            </th>
            <th scope="col" className="px-4 py-3 text-center">
              {t('admin.col.activeLoans')}
            </th>
            <th scope="col" className="hidden px-4 py-3 @4xl:table-cell">
              {t('admin.col.joined')}
            </th>
            <th scope="col" className="hidden px-4 py-3 @4xl:table-cell">
              {t('admin.col.lastSignIn')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {users.map((u) => (
            <tr
              key={u.id}
              data-testid="admin-user-row"
              className="hover:bg-slate-50 dark:hover:bg-slate-800/40"
            >
              <td className="max-w-[14rem] px-4 py-3">
                <OpenButton user={u} onOpen={onOpen} />
              </td>
              <td className="px-4 py-3">
                <Pills user={u} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800 dark:text-slate-200">
                {planLabel(u)}
              </td>
              <td className="px-4 py-3 text-center text-slate-900 dark:text-slate-100">{u.booksCount}</td>
              <td className="px-4 py-3 text-center text-slate-900 dark:text-slate-100">
                {u.activeLoansCount}
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 @4xl:table-cell dark:text-slate-300">
                {formatDay(u.createdAt)}
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 @4xl:table-cell dark:text-slate-300">
                {formatDay(u.lastSignInAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per user, the whole card opens the details. */
export function UserCards({ users, onOpen }: ListProps) {
  const t = useT();
  return (
    <ul className="space-y-3 md:hidden">
      {users.map((u) => (
        <li key={u.id} data-testid="admin-user-card" className={`${panelClasses} p-4`}>
          <div className="flex items-start justify-between gap-3">
            <OpenButton user={u} onOpen={onOpen} />
            <ChevronRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-slate-400" />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Pills user={u} />
            <span className="text-sm text-slate-700 dark:text-slate-200">{planLabel(u)}</span>
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('admin.col.books')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{u.booksCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('admin.col.activeLoans')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{u.activeLoansCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('admin.col.joined')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{formatDay(u.createdAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
