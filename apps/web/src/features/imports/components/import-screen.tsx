import { FileUp } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useConfirmImport, useImport, useSetMapping, useUploadImport } from '../api/imports.ts';
import {
  type ColumnMapping,
  fieldLabels,
  formatNames,
  type ImportView,
  mappableFields,
  percentDone,
  plural,
} from '../lib/import-view.ts';

const REFUSED_SHOWN = 20;

const completedMessage = (view: ImportView) => {
  const skip = view.counts.skip;
  const skipped =
    skip > 0 ? `; ${plural(skip, 'book')} ${skip === 1 ? 'was' : 'were'} already in your library` : '';
  return `Imported ${plural(view.counts.add, 'book')}${skipped}.`;
};
const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900';

function UploadForm({ onPreview }: { onPreview: (view: ImportView) => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file, { onSuccess: onPreview });
  };
  return (
    <form onSubmit={submit} className={card} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Choose a file
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        A Goodreads, LibraryThing or StoryGraph export, a Shelfwise CSV or JSON export, or any CSV with a
        title and an author column (up to 20 MB). You will see what happens before anything is added.
      </p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800 dark:text-slate-200">
        File to import
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
        Upload and preview
      </Button>
    </form>
  );
}

function Counts({ view }: { view: ImportView }) {
  const items = [
    ['Will be added', view.counts.add],
    ['Skipped (already in your library)', view.counts.skip],
    ['Refused', view.counts.refuse],
  ] as const;
  return (
    <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
            {n.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Refused({ view }: { view: ImportView }) {
  if (view.refused.length === 0) return null;
  const shown = view.refused.slice(0, REFUSED_SHOWN);
  const more = view.counts.refuse - shown.length;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Refused rows</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        {shown.map((r) => (
          <li key={r.line}>
            <span className="font-medium">Line {r.line}:</span> {r.reason}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">and {more} more</p>}
    </div>
  );
}

function MappingForm({ view }: { view: ImportView }) {
  const [mapping, setMapping] = useState<ColumnMapping>(view.mapping ?? {});
  const apply = useSetMapping(view.id);
  const options = [
    { value: '', label: '— not in the file —' },
    ...view.headers.map((h, i) => ({ value: String(i), label: h || `Column ${i + 1}` })),
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply.mutate(mapping);
  };
  return (
    <form onSubmit={submit} className="mt-4" aria-label="Columns">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Which column holds what?</h3>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {mappableFields.map((field) => (
          <Select
            key={field}
            label={fieldLabels[field]}
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
        Apply columns
      </Button>
    </form>
  );
}

function Progress({ view }: { view: ImportView }) {
  const percent = percentDone(view);
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span id={`progress-${view.id}`}>
          {view.status === 'queued'
            ? 'Waiting to start…'
            : view.status === 'completed'
              ? 'Done'
              : 'Importing…'}
        </span>
        <span>
          {view.progress.toLocaleString('en-US')} / {view.total.toLocaleString('en-US')}
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
  const confirm = useConfirmImport(view.id);
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
        {formatNames[view.format] ?? 'File'}
      </h2>
      {view.status === 'completed' ? (
        <>
          <Alert tone="success" className="mt-4">
            {completedMessage(view)}
          </Alert>
          <Progress view={view} />
          <Link to="/dashboard/collection" className={buttonClasses('primary', 'md', 'mt-4')}>
            Go to your library
          </Link>
        </>
      ) : (
        <>
          {mapped ? (
            <Counts view={view} />
          ) : (
            <Alert className="mt-4">
              Choose the columns that hold the title and the author, then apply them to see what will be
              imported.
            </Alert>
          )}
          {(view.status === 'queued' || view.status === 'running') && <Progress view={view} />}
          <Alert tone="error" className="mt-4">
            {view.error ?? view.planLimit ?? confirm.error?.message}
          </Alert>
          {needsMapping && view.status === 'previewed' && <MappingForm view={view} />}
          <Refused view={view} />
          {(view.status === 'previewed' || view.status === 'failed') && (
            <Button
              className="mt-4"
              disabled={!canConfirm}
              loading={confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              {view.status === 'failed'
                ? 'Try again'
                : mapped
                  ? `Import ${plural(view.counts.add, 'book')}`
                  : 'Import'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** The Import page (/dashboard/import): upload, preview, map columns, confirm, follow the progress. */
export function ImportScreen() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useImport(id);
  useEffect(() => {
    document.title = 'Import books - Shelfwise';
  }, []);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">Import books</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Bring your library from Goodreads, LibraryThing, StoryGraph or a spreadsheet. All of an import is
          added, or none of it.
        </p>
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
          Import another file
        </Button>
      )}
    </div>
  );
}
