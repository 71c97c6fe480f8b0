import { type ImportPreviewRow, type ImportRowOutcome, importRowOutcomes } from '@shelfwise/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BooksPager } from '../../books/index.ts';
import { useImportRows } from '../api/imports.ts';
import { refusedReason, refusedWhere } from '../lib/import-view.ts';

const outcomeKeys = {
  add: 'import.rows.add',
  skip: 'import.rows.skip',
  refuse: 'import.rows.refuse',
} as const;

const badge: Record<ImportRowOutcome, string> = {
  add: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  skip: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  refuse: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

function Why({ row }: { row: ImportPreviewRow }) {
  const t = useT();
  if (row.outcome === 'add' || !row.reason) return null;
  if (row.outcome === 'skip')
    return <>{row.reason === 'repeated' ? t('import.rows.repeated') : t('import.rows.inLibrary')}</>;
  return <>{refusedReason(row.reason)}</>;
}

/**
 * The preview's list (issue 27): every row of the file with its book and what the import does
 * with it (added, skipped and why, refused and why), a page at a time, optionally of one outcome.
 * A list, not a table, so it fits a phone without sideways scrolling.
 */
export function PreviewRows({ importId }: { importId: string }) {
  const t = useT();
  const headingId = useId();
  const [outcome, setOutcome] = useState<ImportRowOutcome | null>(null);
  const [page, setPage] = useState(1);
  const rows = useImportRows(importId, page, outcome);
  return (
    <section className="mt-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('import.rows.title')}
        </h3>
        <Select
          label={t('import.rows.show')}
          value={outcome ?? ''}
          options={[
            { value: '', label: t('import.rows.all') },
            ...importRowOutcomes.map((o) => ({ value: o, label: t(outcomeKeys[o]) })),
          ]}
          onChange={(e) => {
            setOutcome((e.target.value || null) as ImportRowOutcome | null);
            setPage(1);
          }}
          className="sm:w-48"
        />
      </div>
      {rows.isPending ? (
        <Spinner label={t('import.rows.loading')} className="mt-3 h-5 w-5" />
      ) : rows.error ? (
        <Alert tone="error" className="mt-3">
          {rows.error.message}
        </Alert>
      ) : rows.data.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('import.rows.empty')}</p>
      ) : (
        <>
          <ul
            aria-busy={rows.isFetching}
            className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
          >
            {rows.data.data.map((row) => (
              <li
                key={`${row.section ?? 'file'}-${row.line}-${row.outcome}`}
                className="flex flex-wrap items-start gap-x-3 gap-y-1 px-3 py-2 text-sm"
              >
                <span className="w-16 shrink-0 text-slate-600 tabular-nums dark:text-slate-300">
                  {refusedWhere({ line: row.line, section: row.section, reason: '' })}
                </span>
                <span className="min-w-0 flex-1 basis-28">
                  <span className="block break-words font-medium text-slate-900 dark:text-slate-100">
                    {row.title || t('import.rows.noTitle')}
                  </span>
                  {row.author ? (
                    <span className="block break-words text-slate-600 dark:text-slate-300">{row.author}</span>
                  ) : null}
                  {row.outcome !== 'add' ? (
                    <span className="block text-slate-700 dark:text-slate-300">
                      <Why row={row} />
                    </span>
                  ) : null}
                </span>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${badge[row.outcome]}`}
                >
                  {t(outcomeKeys[row.outcome])}
                </span>
              </li>
            ))}
          </ul>
          {rows.data.total > rows.data.pageSize ? (
            <div className="mt-3">
              <BooksPager
                page={rows.data.page}
                pageSize={rows.data.pageSize}
                total={rows.data.total}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
