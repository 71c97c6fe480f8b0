import { type BookStatusFilter, TAG_CHIPS_SHOWN, type TagSummary } from '@shelfwise/contract';
import { Filter, Plus, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';

export interface BookFilterValues {
  search: string;
  category: string;
  author: string;
  tags: readonly string[];
  status: BookStatusFilter | '';
}

export const emptyBookFilters: BookFilterValues = {
  search: '',
  category: '',
  author: '',
  tags: [],
  status: '',
};

/** The spec's availability values first, then where the reader is with the book. */
const availabilityFilters = ['Available', 'Loaned', 'Reserved', 'Lost'] as const;
const readingFilters = ['WantToRead', 'Reading', 'Completed'] as const;

/** The mobile toggle's badge (spec §2): status, category and author (0/1 each) + selected tags. */
export const filterBadgeCount = (f: BookFilterValues) =>
  (f.status ? 1 : 0) + (f.category ? 1 : 0) + (f.author ? 1 : 0) + f.tags.length;

export const hasActiveFilters = (f: BookFilterValues) => Boolean(f.search.trim()) || filterBadgeCount(f) > 0;

/**
 * The library filter bar (spec §2): search, category and author dropdowns with an all option,
 * tag chips (first 8, '+N More' / 'Show Less'), clear-all, the active-filters summary, and the
 * export and add actions passed in. On phones the dropdowns and chips fold behind a toggle.
 */
export function BookFilterBar({
  values,
  onChange,
  onClearAll,
  categories,
  authors,
  tags,
  actions,
}: {
  values: BookFilterValues;
  onChange: (next: Partial<BookFilterValues>) => void;
  onClearAll: () => void;
  categories: readonly string[];
  authors: readonly string[];
  tags: readonly TagSummary[];
  /** Export buttons and Add Book. */
  actions: ReactNode;
}) {
  const t = useT();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [showAllTags, setShowAllTags] = useState(false);
  const badge = filterBadgeCount(values);
  const active = hasActiveFilters(values);
  const shownTags = showAllTags ? tags : tags.slice(0, TAG_CHIPS_SHOWN);
  const hiddenCount = tags.length - TAG_CHIPS_SHOWN;

  const toggleTag = (name: string) =>
    onChange({
      tags: values.tags.includes(name) ? values.tags.filter((t) => t !== name) : [...values.tags, name],
    });

  return (
    <section
      aria-label={t('filters.region')}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchInput
          label={t('filters.search')}
          value={values.search}
          onChange={(search) => onChange({ search })}
          placeholder={t('filters.searchPlaceholder')}
          inputClassName="h-10"
          // Beside the export and add buttons the field keeps room for its placeholder in every
          // language; the buttons wrap first.
          className="lg:min-w-72"
        />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => setFiltersOpen((o) => !o)}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            className="relative inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 md:hidden dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Filter aria-hidden="true" className="h-4 w-4" />
            {t('filters.region')}
            {badge > 0 ? (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
                {badge}
                <span className="sr-only">{t('filters.activeCount')}</span>
              </span>
            ) : null}
          </button>
          {actions}
        </div>
      </div>

      <div id={panelId} className={`${filtersOpen ? 'block' : 'hidden'} space-y-3 md:block`}>
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-4xl lg:grid-cols-3">
          <Select
            label={t('filters.status')}
            value={values.status}
            onChange={(e) => onChange({ status: e.target.value as BookStatusFilter | '' })}
          >
            <option value="">{t('filters.allStatuses')}</option>
            <optgroup label={t('filters.availability')}>
              {availabilityFilters.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('filters.reading')}>
              {readingFilters.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </optgroup>
          </Select>
          <Select
            label={t('filters.category')}
            value={values.category}
            onChange={(e) => onChange({ category: e.target.value })}
            options={[
              { value: '', label: t('filters.allCategories') },
              ...categories.map((c) => ({ value: c, label: c })),
            ]}
          />
          <Select
            label={t('filters.author')}
            value={values.author}
            onChange={(e) => onChange({ author: e.target.value })}
            options={[
              { value: '', label: t('filters.allAuthors') },
              ...authors.map((a) => ({ value: a, label: a })),
            ]}
          />
        </div>
        {tags.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('filters.tags')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {shownTags.map((tag) => {
                const on = values.tags.includes(tag.name);
                return (
                  <button
                    key={tag.name}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleTag(tag.name)}
                    className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors ${
                      on
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-slate-300 text-slate-700 hover:border-brand-500 dark:border-slate-600 dark:text-slate-200 dark:hover:border-brand-500'
                    }`}
                  >
                    {tag.name}
                    <span
                      className={`text-xs ${on ? 'text-brand-100' : 'text-slate-500 dark:text-slate-400'}`}
                    >
                      {tag.count}
                    </span>
                  </button>
                );
              })}
              {hiddenCount > 0 ? (
                <button
                  type="button"
                  onClick={() => setShowAllTags((s) => !s)}
                  aria-expanded={showAllTags}
                  className="rounded-full px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {showAllTags ? t('filters.showLess') : t('filters.more', { count: hiddenCount })}
                </button>
              ) : null}
            </div>
          </fieldset>
        ) : null}
      </div>

      {active ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3 text-sm dark:border-slate-700">
          <span className="font-medium text-slate-700 dark:text-slate-200">{t('filters.active')}</span>
          <ul aria-label={t('filters.activeList')} className="flex flex-wrap gap-2">
            {values.search.trim() ? (
              <SummaryItem>{t('filters.searchSummary', { text: values.search.trim() })}</SummaryItem>
            ) : null}
            {values.status ? (
              <SummaryItem>{t('filters.statusSummary', { value: t(`status.${values.status}`) })}</SummaryItem>
            ) : null}
            {values.category ? (
              <SummaryItem>{t('filters.categorySummary', { value: values.category })}</SummaryItem>
            ) : null}
            {values.author ? (
              <SummaryItem>{t('filters.authorSummary', { value: values.author })}</SummaryItem>
            ) : null}
            {values.tags.length ? (
              <SummaryItem>{t('filters.tagsSummary', { value: values.tags.join(', ') })}</SummaryItem>
            ) : null}
          </ul>
          <Button variant="ghost" size="sm" onClick={onClearAll} className="ml-auto">
            <X aria-hidden="true" className="h-4 w-4" />
            {t('filters.clearAll')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function SummaryItem({ children }: { children: ReactNode }) {
  return (
    <li className="rounded-md bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </li>
  );
}

/** The Add Book button of the filter bar. */
export function AddBookButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    // On a phone it wraps to a row of its own and takes the whole width.
    <Button onClick={onClick} className="grow sm:grow-0">
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t('library.addBook')}
    </Button>
  );
}
