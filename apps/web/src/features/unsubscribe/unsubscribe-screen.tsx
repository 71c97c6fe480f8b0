import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { t, useT } from '../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../lib/use-page-title.ts';

type State = { phase: 'working' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

/**
 * The page a borrower reaches from the unsubscribe link of an email: it unsubscribes at once (one
 * click) and says so. Mail clients use the List-Unsubscribe header's POST instead.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const [state, setState] = useState<State>({ phase: 'working' });
  const started = useRef(false);
  useT();
  usePageTitle(pageTitle(t('unsubscribe.pageTitle')));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiFetch<{ message: string }>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      fallbackMessage: t('error.unsubscribeYouTryLinkAgain'),
    }).then(
      (res) => setState({ phase: 'done', message: res.message }),
      (error: Error) => setState({ phase: 'failed', message: error.message }),
    );
  }, [token]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
        <div className="mb-6 flex justify-center">
          <BrandMark />
        </div>
        {state.phase === 'working' ? (
          <div role="status" className="flex flex-col items-center gap-3 text-slate-700 dark:text-slate-200">
            <Spinner />
            {t('unsubscribe.working')}
          </div>
        ) : (
          <div role={state.phase === 'failed' ? 'alert' : 'status'} className="space-y-3">
            {state.phase === 'done' ? (
              <CheckCircle2
                aria-hidden="true"
                className="mx-auto h-10 w-10 text-green-600 dark:text-green-400"
              />
            ) : (
              <XCircle aria-hidden="true" className="mx-auto h-10 w-10 text-red-600 dark:text-red-400" />
            )}
            <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
              {state.phase === 'done' ? t('unsubscribe.done') : t('unsubscribe.failed')}
            </h1>
            <p className="text-sm text-slate-700 dark:text-slate-300">{state.message}</p>
          </div>
        )}
        <Link
          to="/"
          className="mt-6 inline-block text-sm font-medium text-brand-600 underline dark:text-indigo-300"
        >
          {t('unsubscribe.about')}
        </Link>
      </div>
    </main>
  );
}
