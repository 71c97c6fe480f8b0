import { BookPlus, FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';

/**
 * What an empty library offers instead of an empty table: add a first book (the Add Books dialog)
 * or bring a library over from Goodreads, StoryGraph or a CSV file (the import page). Shown only
 * when the reader has no books at all; filters that match nothing keep the table's own message.
 */
export function LibraryFirstSteps({
  onAdd,
  canSearchCatalog,
}: {
  onAdd: () => void;
  /** Free plans add books by hand only: the step does not promise the catalogue then. */
  canSearchCatalog: boolean;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="library-first-steps"
      className="rounded-xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="library-first-steps" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('firstSteps.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('firstSteps.lead')}</p>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <div className="flex items-start gap-3">
            <BookPlus
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-500"
            />
            <div>
              <h3 className="font-medium text-slate-900 dark:text-slate-100">{t('firstSteps.addTitle')}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {canSearchCatalog ? t('firstSteps.addText') : t('firstSteps.addByHand')}
              </p>
            </div>
          </div>
          <Button onClick={onAdd} className="mt-auto self-start">
            {t('firstSteps.add')}
          </Button>
        </li>
        <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <div className="flex items-start gap-3">
            <FileUp
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-500"
            />
            <div>
              <h3 className="font-medium text-slate-900 dark:text-slate-100">
                {t('firstSteps.importTitle')}
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('firstSteps.importText')}</p>
            </div>
          </div>
          <Link
            to="/dashboard/import"
            // Its text wraps on a phone: the box grows with it instead of the button's fixed height.
            className={buttonClasses(
              'secondary',
              'md',
              'mt-auto self-start py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            ).replace('h-10', 'min-h-10')}
          >
            {t('firstSteps.import')}
          </Link>
        </li>
      </ol>
    </section>
  );
}
