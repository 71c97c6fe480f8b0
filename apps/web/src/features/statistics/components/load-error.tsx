import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';

/**
 * Spec §8: 'Error Loading Data' with a Retry button. Nothing else is shown in its place: a reader
 * never sees invented figures as theirs.
 */
export function LoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <section
      role="alert"
      aria-labelledby="stats-error"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-10 text-center dark:border-red-900 dark:bg-red-950/50"
    >
      <AlertCircle aria-hidden="true" className="h-8 w-8 text-red-700 dark:text-red-300" />
      <h2 id="stats-error" className="text-lg font-semibold text-red-900 dark:text-red-100">
        {t('stats.errorLoading')}
      </h2>
      <p className="max-w-md text-sm text-red-800 dark:text-red-200">{message}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw aria-hidden="true" className="h-4 w-4" />}
        {t('common.retry')}
      </Button>
    </section>
  );
}
