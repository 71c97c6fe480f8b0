import { ArrowRight } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';

export function ClosingCta() {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-700 px-6 py-14 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{t('landing.cta.lead')}</p>
        <a
          href="/auth"
          className="mt-8 inline-flex items-center gap-2 rounded-lg bg-white px-7 py-3 text-lg font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50 focus-visible:outline-white"
        >
          {t('landing.cta.button')} <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </a>
      </div>
    </section>
  );
}
