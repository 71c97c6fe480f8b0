import { type AdminUser, type PlanId, planIds, type Role, type UserStatus } from '@shelfwise/contract';
import { UserRoundSearch, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
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
      <AdminHeader
        title="User Management"
        subtitle="Find an account, see its plan and activity, and help its owner"
      />

      <div
        className={`${panelClasses} grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end`}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchInput
            label="Search users by name or email"
            value={search}
            onChange={filter(setSearch)}
            placeholder="Search by name or email..."
          />
        </div>
        <Select
          label="Plan"
          value={plan}
          onChange={(e) => filter(setPlan)(e.target.value as PlanId | '')}
          options={[
            { value: '', label: 'All plans' },
            ...planIds.map((p) => ({ value: p, label: planName(p) })),
          ]}
        />
        <Select
          label="Role"
          value={role}
          onChange={(e) => filter(setRole)(e.target.value as Role | '')}
          options={[
            { value: '', label: 'All roles' },
            { value: 'user', label: 'User' },
            { value: 'admin', label: 'Admin' },
          ]}
        />
        <Select
          label="Status"
          value={status}
          onChange={(e) => filter(setStatus)(e.target.value as UserStatus | '')}
          options={[
            { value: '', label: 'All statuses' },
            { value: 'verified', label: 'Active (verified)' },
            { value: 'unverified', label: 'Unverified' },
            { value: 'suspended', label: 'Suspended' },
          ]}
        />
        {hasFilters ? (
          <Button variant="ghost" onClick={clear}>
            <X aria-hidden="true" className="h-4 w-4" />
            Clear
          </Button>
        ) : null}
      </div>

      {users.isPending ? (
        <LoadingScreen label="Loading users..." />
      ) : users.isError ? (
        <LoadError message={users.error.message} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <div className={panelClasses}>
          <EmptyState
            icon={UserRoundSearch}
            title="No users found"
            message={hasFilters ? 'No account matches these filters.' : 'There are no accounts yet.'}
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
