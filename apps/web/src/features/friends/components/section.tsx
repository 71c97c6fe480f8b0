import type { ReactNode } from 'react';

/** A titled card of the Friends page; the heading names the region for screen readers. */
export function Section({
  id,
  title,
  count,
  children,
  className = '',
}: {
  id: string;
  title: string;
  /** Shown beside the title when given (e.g. requests waiting). */
  count?: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <h2
        id={id}
        className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-100"
      >
        {title}
        {count ? (
          <>
            <span
              aria-hidden="true"
              className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
            >
              {count}
            </span>
            <span className="sr-only">({count})</span>
          </>
        ) : null}
      </h2>
      {children}
    </section>
  );
}
