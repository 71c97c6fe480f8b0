import type { ReceivedRecommendation } from '@shelfwise/contract';
import { BookHeart, Check, Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { a11y } from '../../../lib/a11y.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { StarRating } from '../../books/index.ts';
import { useAddRecommendationToLibrary } from '../api/add-recommendation-to-library.ts';
import { useDismissRecommendation } from '../api/dismiss-recommendation.ts';
import { useRecommendations } from '../api/get-recommendations.ts';
import { formatDay } from '../lib/dates.ts';

/** Books friends recommended, newest first, each with 'Add to my library' and 'Dismiss'. */
export function ReceivedRecommendations() {
  const t = useT();
  const query = useRecommendations();
  const add = useAddRecommendationToLibrary();
  const dismiss = useDismissRecommendation();

  if (query.isPending) return <Spinner label={t('friends.loadingRecs')} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {query.error.message || t('friends.recsFailed')}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={BookHeart}
        title={t('friends.noRecs')}
        message={t('friends.noRecsText')}
        className="py-8"
      />
    );
  }

  const addToLibrary = (item: ReceivedRecommendation) =>
    add.mutate(item.id, {
      onSuccess: () => toast.success(t('friends.added', { title: item.book.title })),
      onError: (e) => toast.error(e.message || t('error.addBook')),
    });
  const dismissOne = (item: ReceivedRecommendation) =>
    dismiss.mutate(item.id, {
      onError: (e) => toast.error(e.message || t('error.dismissRecommendation')),
    });

  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {query.data.map((item) => {
        const isAdding = add.isPending && add.variables === item.id;
        const isDismissing = dismiss.isPending && dismiss.variables === item.id;
        return (
          <li key={item.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
            <CoverTile title={item.book.title} thumbnail={item.book.thumbnail} size="md" />
            <div className="min-w-0 flex-1 space-y-2">
              <div>
                <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">
                  {item.book.title}
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {item.book.author}
                  {item.book.category ? ` · ${item.book.category}` : ''}
                </p>
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-200">
                {t('friends.from', { name: item.from.name })}
                <span className="text-slate-500 dark:text-slate-400"> · {formatDay(item.createdAt)}</span>
              </p>
              <blockquote className="border-l-4 border-brand-100 pl-3 text-sm break-words text-slate-700 italic dark:border-slate-700 dark:text-slate-300">
                {item.message}
              </blockquote>
              {item.rating > 0 ? (
                <StarRating
                  value={item.rating}
                  readOnly
                  label={t('friends.ratingOf', { name: item.from.name })}
                />
              ) : null}
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {item.status === 'added' ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-1 text-xs font-medium text-green-800 dark:bg-green-950/60 dark:text-green-200">
                    <Check aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('friends.inLibrary')}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    loading={isAdding}
                    disabled={isDismissing}
                    onClick={() => addToLibrary(item)}
                    aria-label={a11y.named(t('friends.addToLibrary'), item.book.title)}
                  >
                    {isAdding ? null : <Plus aria-hidden="true" className="h-4 w-4" />}
                    {t('friends.addToLibrary')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  loading={isDismissing}
                  disabled={isAdding}
                  onClick={() => dismissOne(item)}
                  aria-label={a11y.named(t('friends.dismiss'), item.book.title)}
                >
                  {isDismissing ? null : <X aria-hidden="true" className="h-4 w-4" />}
                  {t('friends.dismiss')}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
