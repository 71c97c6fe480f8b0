import { BookOpen } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';

/** What the card list and the cover grid show instead of books: loading, or none to show. */
export function BookListStatus({ isLoading }: { isLoading: boolean }) {
  const t = useT();
  if (isLoading) {
    return (
      <div className="flex items-center justify-center gap-2 rounded-xl border border-slate-200 py-12 text-slate-600 dark:border-slate-700 dark:text-slate-300">
        <Spinner /> {t('table.loading')}
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 dark:border-slate-700">
      <EmptyState icon={BookOpen} title={t('list.emptyTitle')} message={t('list.emptyText')} />
    </div>
  );
}
