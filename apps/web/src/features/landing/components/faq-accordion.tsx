import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { faqs } from '../lib/faqs.ts';

/** Spec §2: an accordion with one open item at a time; opening another closes the first. */
export function FaqAccordion() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);

  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-20 bg-slate-50 py-20 sm:py-24 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">Help Center</p>
          <h2 id="faq-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Frequently asked questions
          </h2>
        </div>
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {faqs.map((faq, i) => {
            const open = openIndex === i;
            const buttonId = `faq-button-${i}`;
            const panelId = `faq-panel-${i}`;
            return (
              <div key={faq.question}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : i)}
                    className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-lg font-semibold sm:px-6"
                  >
                    {faq.question}
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
                  <p>{faq.answer}</p>
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
