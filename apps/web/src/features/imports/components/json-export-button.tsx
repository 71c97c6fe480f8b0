import { Braces, FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useExportJson } from '../api/imports.ts';

const base =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** JSON export of everything the user owns; every plan may take its data out. */
export function JsonExportButton() {
  const t = useT();
  const exporter = useExportJson();
  return (
    <button
      type="button"
      className={base}
      disabled={exporter.isPending}
      aria-busy={exporter.isPending || undefined}
      aria-label={t('export.json')}
      onClick={() => exporter.mutate(undefined, { onError: (e) => toast.error(e.message) })}
    >
      {exporter.isPending ? (
        <Spinner className="h-4 w-4" />
      ) : (
        <Braces aria-hidden="true" className="h-4 w-4" />
      )}
      JSON
    </button>
  );
}

/** A link to the Import page, styled like the export buttons beside it. */
export function ImportLink() {
  const t = useT();
  return (
    <Link to="/dashboard/import" className={base}>
      <FileUp aria-hidden="true" className="h-4 w-4" />
      {t('export.import')}
    </Link>
  );
}
