import { Link2Off } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { setLanguage, t, useT } from '../../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
import { useBorrowerPage } from '../api/borrower-page.ts';
import { BorrowerCalendar } from './borrower-calendar.tsx';
import { BorrowerLoanCard } from './borrower-loan-card.tsx';

/**
 * `/borrower/{token}` (issue 29): the page a borrower reaches from the mail they get, with no
 * account and no sign-in. It shows what they hold from that owner and acts only on a button press
 * (each a POST): mail scanners open links before people do, so loading it never changes anything.
 * It opens in the owner's language, like the mail; the switcher changes it.
 */
export function BorrowerPageScreen({ token }: { token: string }) {
  useT();
  const page = useBorrowerPage(token);
  usePageTitle(pageTitle(t('borrowerPage.pageTitle')));

  // The owner's language, once: a choice made with the switcher afterwards stays.
  const language = page.data?.language;
  const languageSet = useRef(false);
  useEffect(() => {
    if (!language || languageSet.current) return;
    languageSet.current = true;
    void setLanguage(language);
  }, [language]);

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      {/* The server sends these as headers too; React puts them in the head while the page shows. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <header className="mx-auto flex max-w-2xl items-center justify-between gap-2 px-4 py-4">
        <BrandMark />
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 pb-12">
        {page.isPending ? (
          <div
            role="status"
            className="flex flex-col items-center gap-3 py-16 text-slate-700 dark:text-slate-200"
          >
            <Spinner />
            {t('borrowerPage.loading')}
          </div>
        ) : page.isError ? (
          <Failed error={page.error} />
        ) : (
          <>
            <section aria-labelledby="borrower-greeting" className="space-y-1">
              <h1 id="borrower-greeting" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
                {t('borrowerPage.greeting', { name: page.data.borrowerName })}
              </h1>
              <p className="text-slate-700 dark:text-slate-300">
                {t('borrowerPage.lead', { owner: page.data.ownerName })}
              </p>
            </section>
            {page.data.actionsEnabled ? null : (
              <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
                {t('borrowerPage.actionsOff', { owner: page.data.ownerName })}
              </p>
            )}
            {page.data.loans.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
                {t('borrowerPage.none', { owner: page.data.ownerName })}
              </p>
            ) : (
              <ul className="space-y-4" aria-label={t('borrowerPage.listLabel')}>
                {page.data.loans.map((loan) => (
                  <BorrowerLoanCard key={loan.id} token={token} page={page.data} loan={loan} />
                ))}
              </ul>
            )}
            {page.data.loans.length > 0 ? (
              <BorrowerCalendar token={token} ownerName={page.data.ownerName} />
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}

/** An invalid or expired link (404) says so plainly; a limit (429) and other failures say theirs. */
function Failed({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : 0;
  const invalid = status === 404;
  return (
    <div
      role="alert"
      className="rounded-2xl bg-white p-8 text-center shadow-sm dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
    >
      <Link2Off aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500 dark:text-slate-400" />
      <h1 className="mt-3 text-xl font-semibold text-slate-900 dark:text-slate-100">
        {invalid
          ? t('borrowerPage.invalidTitle')
          : status === 429
            ? t('borrowerPage.tooManyTitle')
            : t('borrowerPage.failedTitle')}
      </h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {invalid
          ? t('borrowerPage.invalid')
          : status === 429
            ? t('borrowerPage.tooMany')
            : error.message || t('borrowerPage.failed')}
      </p>
    </div>
  );
}
