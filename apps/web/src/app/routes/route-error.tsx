import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';

/** Shown when a page fails to load (for example a chunk missing after a new release). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const message = isRouteErrorResponse(error) ? error.statusText : t('routeError.message');
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t('routeError.reload')}
      </button>
    </main>
  );
}
