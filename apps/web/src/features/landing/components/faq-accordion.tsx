import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { faqs } from '../lib/faqs.ts';

/** Spec §2: an accordion with one open item at a time; opening another closes the first. */
export function FaqAccordion() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const t = useT();

  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-20 bg-slate-50 py-20 sm:py-24 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">{t('common.helpCenter')}</p>
          <h2 id="faq-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.faq.title')}
          </h2>
        </div>
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {faqs.map((faq, i) => {
            const open = openIndex === i;
            const buttonId = `faq-button-${i}`;
            const panelId = `faq-panel-${i}`;
            return (
              <div key={faq}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : i)}
                    className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-lg font-semibold sm:px-6"
                  >
                    {t(`landing.faq.${faq}.q`)}
                    <ChevronDown
                      aria-hidden="true"
                      className={`h-5 w-5 shrink-0 transition-transform duration-300 ${open ? 'rotate-180' : ''}`}
                    />
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-labelledby={buttonId}
                  hidden={!open}
                  className="px-5 pb-5 text-slate-600 sm:px-6 dark:text-slate-300"
                >
                  <p>{t(`landing.faq.${faq}.a`)}</p>
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
