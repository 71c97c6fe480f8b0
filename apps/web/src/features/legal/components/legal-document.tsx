import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';

export const LEGAL_EFFECTIVE_DATE = { iso: '2025-01-15', text: 'January 15, 2025' } as const;

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, date, a table of contents and numbered sections with their own anchors. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const t = useT();
  const note = t('legal.englishNote');
  return (
    <article className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
      <header>
        <p className="font-semibold text-brand-700 dark:text-brand-100">{t('footer.legal')}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">
          {t('legal.lastUpdated')}{' '}
          <time dateTime={LEGAL_EFFECTIVE_DATE.iso}>{LEGAL_EFFECTIVE_DATE.text}</time>
        </p>
        {/* The body stays in English, the version that governs; other languages say so here. */}
        {note ? (
          <p
            role="note"
            className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            {note}
          </p>
        ) : null}
      </header>
      <div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-200">{intro}</div>
      <nav
        aria-labelledby="toc-title"
        className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="toc-title" className="font-semibold">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="rounded text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-12 scroll-mt-24">
          <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-200 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
            {s.body}
          </div>
        </section>
      ))}
    </article>
  );
}
