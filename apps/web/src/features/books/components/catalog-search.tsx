import { type CatalogBook, normalizeIsbn, SEARCH_DEBOUNCE_MS, toIsbn13 } from '@shelfwise/contract';
import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useCatalogSearch } from '../api/search-catalog.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

/** What the reader typed in the search, as the manual form takes it. */
export type TypedTerm = { isbn: string } | { title: string };

/** A valid ISBN-10 or ISBN-13 (hyphens and spaces allowed) is an ISBN; anything else a title. */
export function typedTerm(term: string): TypedTerm {
  const value = term.trim();
  return toIsbn13(value).ok ? { isbn: normalizeIsbn(value) } : { title: value };
}

/**
 * A refusal the reader can act on (the plan, a bad term) is shown as the server words it; an
 * unreachable catalogue (502, no answer at all) is said in the page's language.
 */
function unavailableMessage(error: Error): string | null {
  if (error instanceof ApiError && error.status < 500 && error.status > 0 && error.message)
    return error.message;
  return null;
}

export const SUGGESTED_SEARCHES = ['Harry Potter', 'Atomic Habits', 'The Alchemist', '1984', 'Dune'] as const;

/**
 * Catalog search (spec §4 Add dialog, §5 ISBN search): debounced 300 ms; arrow keys move the
 * highlight, Enter or a click toggles a result. A search that finds nothing reports it (with the
 * ISBN when the term was one) and a failed search reports 'Search unavailable - try manual entry'.
 * Both hand the parent what the reader typed, for the manual form: an ISBN-10/13 (hyphens and
 * spaces allowed) as the ISBN, anything else as the title.
 */
export function CatalogSearch({
  inputRef,
  selected,
  onToggle,
  onNothingFound,
  onUnavailable,
}: {
  inputRef?: Ref<HTMLInputElement>;
  selected: ReadonlyMap<string, CatalogBook>;
  onToggle: (book: CatalogBook) => void;
  /** A finished search with no results. */
  onNothingFound: (typed: TypedTerm) => void;
  /** The catalogue could not be reached. */
  onUnavailable: (typed: TypedTerm) => void;
}) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [highlight, setHighlight] = useState(0);
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCatalogSearch(debounced, true);
  const results = debounced ? (search.data?.data ?? []) : [];
  const isSearching = term.trim() !== debounced || search.isFetching;
  const listRef = useRef<HTMLDivElement>(null);

  // Callbacks by ref so reporting reacts to a new answer, not to a parent re-render.
  const report = useRef({ onNothingFound, onUnavailable });
  report.current = { onNothingFound, onUnavailable };
  const reportedFor = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new term is the trigger
  useEffect(() => {
    setHighlight(0);
  }, [debounced]);

  useEffect(() => {
    if (!debounced || search.isFetching || reportedFor.current === debounced) return;
    if (search.isError) {
      reportedFor.current = debounced;
      report.current.onUnavailable(typedTerm(debounced));
    } else if (search.isSuccess && search.data.data.length === 0) {
      reportedFor.current = debounced;
      report.current.onNothingFound(typedTerm(debounced));
    }
  }, [debounced, search.isFetching, search.isError, search.isSuccess, search.data]);

  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${highlight}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) {
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlight((h) => (h + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((h) => (h - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const book = results[highlight];
      if (book) onToggle(book);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('catalog.search')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(highlight) : undefined}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('catalog.search')}
          autoComplete="off"
          className={inputClasses(false, 'h-11 pl-9')}
        />
        {isSearching && term.trim() ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-slate-500">
            <Spinner label={t('catalog.searching')} className="h-4 w-4" />
          </span>
        ) : null}
      </div>

      {!term.trim() ? (
        <div>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{t('catalog.suggested')}</p>
          <div className="flex flex-wrap gap-2">
            {SUGGESTED_SEARCHES.map((s) => (
              <button
                key={s}
                type="button"
                onClick={() => setTerm(s)}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-100"
              >
                {s}
              </button>
            ))}
          </div>
        </div>
      ) : null}

      {debounced && search.isError && !search.isFetching ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
        >
          {unavailableMessage(search.error) ?? t('catalog.unavailable')}
        </p>
      ) : null}

      {debounced && search.isSuccess && !search.isFetching && results.length === 0 ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('catalog.nothing', { term: debounced })}
        </p>
      ) : null}

      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('catalog.results')}
        aria-multiselectable="true"
        className={
          results.length
            ? 'max-h-80 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700'
            : 'hidden'
        }
      >
        {results.map((book, i) => {
          const isSelected = selected.has(book.id);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the list through the combobox input (arrows + Enter)
            <div
              key={book.id}
              tabIndex={-1}
              id={optionId(i)}
              data-index={i}
              role="option"
              aria-selected={isSelected}
              onClick={() => {
                setHighlight(i);
                onToggle(book);
              }}
              onMouseMove={() => setHighlight(i)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
                i === highlight ? 'bg-slate-100 dark:bg-slate-800' : ''
              } ${isSelected ? 'outline-2 -outline-offset-2 outline-brand-500' : ''}`}
            >
              <CoverTile title={book.title} thumbnail={book.thumbnail} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900 dark:text-slate-100">{book.title}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-300">{book.author}</p>
                <p className="truncate text-xs text-slate-600 dark:text-slate-300">
                  {[
                    book.categories.slice(0, 3).join(', '),
                    book.publishedDate?.slice(0, 4),
                    book.isbn && `ISBN ${book.isbn}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border ${
                  isSelected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 dark:border-slate-600'
                }`}
              >
                {isSelected ? <Check className="h-4 w-4" /> : null}
              </span>
            </div>
          );
        })}
      </div>
      {results.length > 0 ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('catalog.keys')}</p>
      ) : null}
    </div>
  );
}
