import { MAX_IMPORT_ROWS, MAX_OPEN_IMPORTS } from '@shelfwise/contract';
import { FileUp } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { intlLocale, t as translate, useT } from '../../../lib/i18n/i18n.ts';
import { useCurrentUser, useRefreshCurrentUser } from '../../auth/index.ts';
import { useConfirmImport, useImport, useSetMapping, useUploadImport } from '../api/imports.ts';
import {
  type ColumnMapping,
  fieldLabels,
  formatNames,
  type ImportView,
  mappableFields,
  percentDone,
  refusedReason,
  refusedWhere,
} from '../lib/import-view.ts';
import { PreviewRows } from './preview-rows.tsx';

const REFUSED_SHOWN = 20;

const completedMessage = (view: ImportView) => {
  const skip = view.counts.skip;
  const skipped = skip > 0 ? translate('import.completedSkipped', { count: skip }) : '';
  return translate('import.completed', { count: view.counts.add, skipped });
};
const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900';

function UploadForm({ onPreview }: { onPreview: (view: ImportView) => void }) {
  const t = useT();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport();
  const user = useCurrentUser();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file, { onSuccess: onPreview });
  };
  return (
    <form onSubmit={submit} className={card} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('import.choose')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('import.chooseText')}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('import.limits', {
          rows: MAX_IMPORT_ROWS[user.plan].toLocaleString(intlLocale()),
          previews: MAX_OPEN_IMPORTS,
        })}
      </p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('import.file')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,application/json"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-indigo-300"
      />
      <Alert tone="error" className="mt-4">
        {upload.error?.message}
      </Alert>
      <Button type="submit" className="mt-4" disabled={!file} loading={upload.isPending}>
        <FileUp aria-hidden="true" className="h-4 w-4" />
        {t('import.upload')}
      </Button>
    </form>
  );
}

function Counts({ view }: { view: ImportView }) {
  const t = useT();
  const items = [
    [t('import.willAdd'), view.counts.add],
    [t('import.skipped'), view.counts.skip],
    [t('import.refused'), view.counts.refuse],
  ] as const;
  return (
    <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
            {n.toLocaleString(intlLocale())}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Refused({ view }: { view: ImportView }) {
  const t = useT();
  if (view.refused.length === 0) return null;
  const shown = view.refused.slice(0, REFUSED_SHOWN);
  const more = view.counts.refuse - shown.length;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('import.refusedRows')}</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        {shown.map((r) => (
          <li key={`${r.section ?? 'file'}-${r.line}`}>
            <span className="font-medium">{refusedWhere(r)}</span> {refusedReason(r.reason)}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('import.andMore', { count: more })}
        </p>
      )}
    </div>
  );
}

function MappingForm({ view }: { view: ImportView }) {
  const t = useT();
  const [mapping, setMapping] = useState<ColumnMapping>(view.mapping ?? {});
  const apply = useSetMapping(view.id);
  const options = [
    { value: '', label: t('import.notInFile') },
    ...view.headers.map((h, i) => ({ value: String(i), label: h || t('import.columnN', { n: i + 1 }) })),
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply.mutate(mapping);
  };
  return (
    <form onSubmit={submit} className="mt-4" aria-label={t('import.columns')}>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('import.whichColumn')}</h3>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {mappableFields.map((field) => (
          <Select
            key={field}
            label={t(fieldLabels[field])}
            value={mapping[field] === undefined ? '' : String(mapping[field])}
            options={options}
            onChange={(e) =>
              setMapping((m) => {
                const next = { ...m };
                if (e.target.value === '') delete next[field];
                else next[field] = Number(e.target.value);
                return next;
              })
            }
          />
        ))}
      </div>
      <Alert tone="error" className="mt-3">
        {apply.error?.message}
      </Alert>
      <Button
        type="submit"
        variant="secondary"
        className="mt-3"
        loading={apply.isPending}
        disabled={mapping.title === undefined || mapping.author === undefined}
      >
        {t('import.apply')}
      </Button>
    </form>
  );
}

function Progress({ view }: { view: ImportView }) {
  const t = useT();
  const percent = percentDone(view);
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span id={`progress-${view.id}`}>
          {view.status === 'queued'
            ? t('import.waiting')
            : view.status === 'completed'
              ? t('import.done')
              : t('import.importing')}
        </span>
        <span>
          {view.progress.toLocaleString(intlLocale())} / {view.total.toLocaleString(intlLocale())}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`progress-${view.id}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function ImportStatus({ view }: { view: ImportView }) {
  const t = useT();
  const confirm = useConfirmImport(view.id);
  // Books count from today unless the reader keeps the dates the file gives (a restore keeps its own).
  const [keepFileDates, setKeepFileDates] = useState(false);
  const offersFileDates = view.format !== 'shelfwise-json';
  const refreshUser = useRefreshCurrentUser();
  // The top bar's book count (and rank) come with the user: read it again once the books are in.
  useEffect(() => {
    if (view.status === 'completed') void refreshUser();
  }, [view.status, refreshUser]);
  const needsMapping = view.format === 'generic-csv';
  const mapped = !needsMapping || (view.mapping?.title !== undefined && view.mapping?.author !== undefined);
  const canConfirm =
    (view.status === 'previewed' || view.status === 'failed') &&
    mapped &&
    !view.planLimit &&
    view.counts.add > 0;
  return (
    <section className={card} aria-labelledby="import-status-title">
      <h2 id="import-status-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t(formatNames[view.format] ?? 'import.fileGeneric')}
      </h2>
      {view.status === 'completed' ? (
        <>
          <Alert tone="success" className="mt-4">
            {completedMessage(view)}
          </Alert>
          <Progress view={view} />
          <Link to="/dashboard/collection" className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('import.goToLibrary')}
          </Link>
        </>
      ) : (
        <>
          {mapped ? <Counts view={view} /> : <Alert className="mt-4">{t('import.chooseColumns')}</Alert>}
          {(view.status === 'queued' || view.status === 'running') && <Progress view={view} />}
          <Alert tone="error" className="mt-4">
            {view.error ?? view.planLimit ?? confirm.error?.message}
          </Alert>
          {needsMapping && view.status === 'previewed' && <MappingForm view={view} />}
          {mapped && (view.status === 'previewed' || view.status === 'failed') ? (
            <PreviewRows importId={view.id} />
          ) : (
            <Refused view={view} />
          )}
          {(view.status === 'previewed' || view.status === 'failed') && offersFileDates && (
            <Checkbox
              className="mt-4"
              checked={keepFileDates}
              onChange={(event) => setKeepFileDates(event.target.checked)}
              label={t('import.keepFileDates')}
              description={t('import.keepFileDatesHint')}
            />
          )}
          {(view.status === 'previewed' || view.status === 'failed') && (
            <Button
              className="mt-4"
              disabled={!canConfirm}
              loading={confirm.isPending}
              onClick={() => confirm.mutate({ keepFileDates: offersFileDates && keepFileDates })}
            >
              {view.status === 'failed'
                ? t('import.tryAgain')
                : mapped
                  ? t('import.importCount', { count: view.counts.add })
                  : t('import.import')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** The Import page (/dashboard/import): upload, preview, map columns, confirm, follow the progress. */
export function ImportScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useImport(id);
  const title = t('import.pageTitle');
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('import.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('import.lead')}</p>
      </header>
      {id === null ? (
        <UploadForm onPreview={(view) => setParams({ id: view.id })} />
      ) : current.isPending ? (
        <LoadingScreen />
      ) : current.error ? (
        <Alert tone="error">{current.error.message}</Alert>
      ) : (
        <ImportStatus view={current.data} />
      )}
      {id !== null && (
        <Button variant="ghost" onClick={() => setParams({})}>
          {t('import.another')}
        </Button>
      )}
    </div>
  );
}
