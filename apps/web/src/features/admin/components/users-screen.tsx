import { type AdminUser, type PlanId, planIds, type Role, type UserStatus } from '@shelfwise/contract';
import { UserRoundSearch, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BooksPager, useDebouncedValue } from '../../books/index.ts';
import { useUsers } from '../api/get-users.ts';
import { planName } from '../lib/format.ts';
import { AdminHeader, LoadError, panelClasses } from './admin-header.tsx';
import { UserDrawer } from './user-drawer.tsx';
import { UserCards, UsersTable } from './users-list.tsx';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

/** User Management: find an account, open it, act on it. */
export function UsersScreen({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<PlanId | ''>('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const t = useT();
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers({
    search: term || undefined,
    plan: plan || undefined,
    role: role || undefined,
    status: status || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const hasFilters = Boolean(search || plan || role || status);

  // Any filter change starts again at page 1.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const clear = () => {
    setSearch('');
    setPlan('');
    setRole('');
    setStatus('');
    setPage(1);
  };

  const rows = users.data?.data ?? [];
  return (
    <div className="space-y-5">
      <AdminHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />

      <div
        className={`${panelClasses} grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end`}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchInput
            label={t('admin.users.searchLabel')}
            value={search}
            onChange={filter(setSearch)}
            placeholder={t('admin.users.searchPlaceholder')}
          />
        </div>
        <Select
          label={t('admin.col.plan')}
          value={plan}
          onChange={(e) => filter(setPlan)(e.target.value as PlanId | '')}
          options={[
            { value: '', label: t('admin.users.allPlans') },
            ...planIds.map((p) => ({ value: p, label: planName(p) })),
          ]}
        />
        <Select
          label={t('admin.users.role')}
          value={role}
          onChange={(e) => filter(setRole)(e.target.value as Role | '')}
          options={[
            { value: '', label: t('admin.users.allRoles') },
            { value: 'user', label: t('admin.role.user') },
            { value: 'admin', label: t('admin.role.admin') },
          ]}
        />
        <Select
          label={t('admin.col.status')}
          value={status}
          onChange={(e) => filter(setStatus)(e.target.value as UserStatus | '')}
          options={[
            { value: '', label: t('admin.users.allStatuses') },
            { value: 'verified', label: t('admin.users.verified') },
            { value: 'unverified', label: t('admin.status.unverified') },
            { value: 'suspended', label: t('admin.status.suspended') },
          ]}
        />
        {hasFilters ? (
          <Button variant="ghost" onClick={clear}>
            <X aria-hidden="true" className="h-4 w-4" />
            {t('admin.clear')}
          </Button>
        ) : null}
      </div>

      {users.isPending ? (
        <LoadingScreen label={t('admin.users.loading')} />
      ) : users.isError ? (
        <LoadError message={users.error.message} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <div className={panelClasses}>
          <EmptyState
            icon={UserRoundSearch}
            title={t('admin.users.none')}
            message={hasFilters ? t('admin.users.noMatch') : t('admin.users.noAccounts')}
          />
        </div>
      ) : (
        <div aria-busy={users.isFetching || undefined}>
          <UsersTable users={rows} onOpen={(u: AdminUser) => setOpenId(u.id)} />
          <UserCards users={rows} onOpen={(u: AdminUser) => setOpenId(u.id)} />
          <BooksPager
            page={page}
            pageSize={PAGE_SIZE}
            total={users.data.pagination.total}
            onPageChange={setPage}
          />
        </div>
      )}

      <UserDrawer userId={openId} currentUserId={currentUserId} onClose={() => setOpenId(null)} />
    </div>
  );
}
