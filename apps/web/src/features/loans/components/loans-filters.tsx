import { loanStatuses } from '@shelfwise/contract';
import { Filter, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { hasActiveFilters, type LoanFilters, type StatusFilter } from '../lib/loan-view.ts';

export interface LoansFiltersProps {
  filters: LoanFilters;
  months: { value: string; label: string }[];
  onChange: (filters: LoanFilters) => void;
  onClear: () => void;
}

/** Search, status and month filters; on small screens the two selects fold behind a toggle. */
export function LoansFilters({ filters, months, onChange, onClear }: LoansFiltersProps) {
  const t = useT();
  // Opened by a link with a filter (the owner's mail links to ?filter=requests), it shows which one.
  const [isOpen, setIsOpen] = useState(() => hasActiveFilters(filters));
  const panelId = useId();
  const isFiltered = hasActiveFilters(filters);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput
          label={t('loans.search')}
          value={filters.search}
          onChange={(search) => onChange({ ...filters, search })}
          placeholder={t('loans.searchPlaceholder')}
        />
        <Button
          variant="secondary"
          className="sm:w-auto md:hidden"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((v) => !v)}
        >
          <Filter aria-hidden="true" className="h-4 w-4" />
          {isOpen ? t('loans.hideFilters') : t('loans.showFilters')}
        </Button>
      </div>
      <div
        id={panelId}
        className={`${isOpen ? 'flex' : 'hidden'} flex-col gap-3 md:flex md:flex-row md:items-end`}
      >
        <div className="md:w-48">
          <Select
            label={t('loans.status')}
            value={filters.status}
            onChange={(e) => onChange({ ...filters, status: e.target.value as StatusFilter })}
          >
            <option value="all">{t('loans.allStatus')}</option>
            {loanStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`loans.status.${s}`)}
              </option>
            ))}
            <option value="requests">{t('loans.status.requests')}</option>
          </Select>
        </div>
        <div className="md:w-56">
          <Select
            label={t('loans.month')}
            value={filters.month}
            onChange={(e) => onChange({ ...filters, month: e.target.value })}
          >
            <option value="all">{t('loans.allMonths')}</option>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
        </div>
        {isFiltered ? (
          <Button variant="ghost" onClick={onClear} className="self-start md:self-auto">
            <X aria-hidden="true" className="h-4 w-4" />
            {t('loans.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
