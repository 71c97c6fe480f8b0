import { ArrowRight } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { primaryButton, secondaryButton } from './link-styles.ts';

export function HeroSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-12 sm:pt-40 sm:pb-20 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-xs font-medium text-brand-700 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-brand-100">
          {t('landing.hero.audience')}
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {t('landing.hero.titleStart')}{' '}
          <span className="text-brand-700 dark:text-indigo-300">{t('landing.hero.titleEnd')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-300">
          {t('landing.hero.lead')}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/auth" className={`${primaryButton} px-7 py-3 text-lg`}>
            {t('common.startFree')} <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </a>
          <a href="#demo" className={`${secondaryButton} px-7 py-3 text-lg`}>
            {t('landing.hero.seeIt')}
          </a>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('landing.hero.freeNote')}</p>
      </div>
    </section>
  );
}
