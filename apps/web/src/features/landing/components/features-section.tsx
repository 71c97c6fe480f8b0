import { BellRing, ChartColumn, FileDown, Handshake, Search, Share2 } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { primaryButton } from './link-styles.ts';

const features = [
  { icon: Search, key: 'add' },
  { icon: Handshake, key: 'lend' },
  { icon: BellRing, key: 'remind' },
  { icon: ChartColumn, key: 'history' },
  { icon: Share2, key: 'recommend' },
  { icon: FileDown, key: 'data' },
] as const;

export function FeaturesSection() {
  const t = useT();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">{t('common.features')}</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('landing.features.lead')}</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, key }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <a href="/auth?plan=premium" className={`${primaryButton} px-7 py-3`}>
            {t('landing.features.startPremium')}
          </a>
        </div>
      </div>
    </section>
  );
}
