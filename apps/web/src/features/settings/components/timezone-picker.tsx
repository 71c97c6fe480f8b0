import { useId, useMemo, useState } from 'react';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { currentOffset, filterTimezoneGroups, timezoneGroups } from '../../../lib/timezones.ts';

/**
 * The timezone setting: a search box over every zone (grouped by region) and the spec's four fixed
 * offsets. A zone, unlike a fixed offset, follows daylight saving.
 */
export function TimezonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const id = useId();
  const groups = useMemo(() => timezoneGroups(), []);
  const shown = useMemo(() => filterTimezoneGroups(groups, query, value), [groups, query, value]);
  const isKnown = groups.some((g) => g.options.some((o) => o.value === value));
  return (
    <div className="space-y-1 sm:col-span-2">
      <label
        htmlFor={`${id}-select`}
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {t('settings.timezone')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('settings.timezoneSearch')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('settings.timezonePlaceholder')}
          className={inputClasses(false, 'sm:w-64')}
        />
        <select
          id={`${id}-select`}
          name="timezone"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          className={inputClasses(false, 'pr-8')}
        >
          {isKnown ? null : <option value={value}>{value}</option>}
          {shown.map((g) => (
            <optgroup key={g.region} label={g.region}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {t('settings.timezoneNow', { offset: currentOffset(value) || value })}
      </p>
    </div>
  );
}
