import { useT } from '../../../lib/i18n/i18n.ts';
import appPreviewUrl from '../assets/app-preview.svg';

const highlights = ['landing.demo.covers', 'landing.demo.loans', 'landing.demo.ratings'] as const;

export function DemoSection() {
  const t = useT();
  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50 py-20 sm:py-24 dark:from-slate-950 dark:to-slate-900"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">{t('common.demo')}</p>
          <h2 id="demo-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.demo.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('landing.demo.lead')}</p>
        </div>
        <figure className="mt-12">
          <img
            src={appPreviewUrl}
            width={1200}
            height={760}
            loading="lazy"
            decoding="async"
            alt={t('landing.demo.alt')}
            className="h-auto w-full rounded-2xl border border-slate-200 shadow-2xl dark:border-slate-700"
          />
          <figcaption className="mt-8">
            <ul className="grid gap-4 text-slate-700 sm:grid-cols-3 dark:text-slate-200">
              {highlights.map((key) => (
                <li
                  key={key}
                  className="rounded-xl bg-white/70 p-4 text-center shadow-sm dark:bg-slate-900/70"
                >
                  {t(key)}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
