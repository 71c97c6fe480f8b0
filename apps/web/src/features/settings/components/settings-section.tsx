import type { ReactNode } from 'react';

/** A titled card on the settings page; `tone="danger"` for the Danger Zone. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900 ${
        tone === 'danger' ? 'border-red-300 dark:border-red-900' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <h2
        id={headingId}
        className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-700 dark:text-red-400' : 'text-slate-900 dark:text-white'}`}
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
