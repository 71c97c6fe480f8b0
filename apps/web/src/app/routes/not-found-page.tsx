import { ArrowLeft, BookOpen, House, LifeBuoy, Mail } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { goBackTarget } from '../../lib/go-back.ts';
import { useT } from '../../lib/i18n/i18n.ts';

const cards = [
  {
    title: 'common.features',
    text: 'notFound.featuresText',
    to: '/#features',
    icon: BookOpen,
  },
  {
    title: 'common.helpCenter',
    text: 'notFound.helpText',
    to: '/#faq',
    icon: LifeBuoy,
  },
  {
    title: 'footer.contact',
    text: 'notFound.contactText',
    to: 'mailto:support@shelfwise.app',
    icon: Mail,
  },
] as const;

export default function NotFoundPage() {
  const navigate = useNavigate();
  const t = useT();
  const title = t('notFound.pageTitle');
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <header className="flex justify-end p-4">
        <ThemeToggle />
      </header>
      <main className="mx-auto flex max-w-4xl flex-col items-center px-6 pb-16 text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl dark:text-brand-500">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => {
              const target = goBackTarget({
                historyIndex: (window.history.state as { idx?: number } | null)?.idx ?? 0,
                historyLength: window.history.length,
                referrer: document.referrer,
                origin: window.location.origin,
              });
              if (target === 'back') navigate(-1);
              else navigate('/', { replace: true });
            }}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('notFound.back')}
          </button>
          <Link
            to="/"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            <House aria-hidden="true" className="h-4 w-4" /> {t('notFound.home')}
          </Link>
        </div>
        <ul className="mt-12 grid w-full gap-4 sm:grid-cols-3">
          {cards.map(({ title, text, to, icon: Icon }) => (
            <li key={title}>
              <a
                href={to}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
              >
                <Icon aria-hidden="true" className="h-7 w-7 text-brand-600 dark:text-brand-500" />
                <span className="text-lg font-semibold">{t(title)}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{t(text)}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
