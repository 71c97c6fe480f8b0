import { useT } from '../../../lib/i18n/i18n.ts';

const chip =
  'inline-flex max-w-[10rem] items-center truncate rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100';

/**
 * The tag cell (spec §9): the first tag, and '+N more' when the book has more than 3.
 * The full list is in the tooltip so the tags left out are never out of reach.
 */
export function RowTags({ tags }: { tags: readonly string[] }) {
  const t = useT();
  if (tags.length === 0) return <span className="text-slate-400 dark:text-slate-500">—</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap" title={tags.join(', ')}>
      <span className={chip}>{tags[0]}</span>
      {tags.length > 3 ? (
        <span className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
          {t('tags.more', { count: tags.length - 1 })}
        </span>
      ) : null}
    </span>
  );
}

/** The card form (spec §9): the first tag plus '+N' for the rest. */
export function CardTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="inline-flex items-center gap-1" title={tags.join(', ')}>
      <span className={chip}>{tags[0]}</span>
      {tags.length > 1 ? (
        <span className="text-xs text-slate-500 dark:text-slate-400">+{tags.length - 1}</span>
      ) : null}
    </span>
  );
}
