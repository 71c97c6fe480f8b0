import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';

/** The frame of the sign-in, verification and password pages: brand, theme toggle, one centred card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-50 via-white to-slate-100 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <BrandMark />
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}

/** A message box for a form: red for errors (announced at once), green for success (announced politely). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${
        tone === 'error'
          ? 'border border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300'
          : 'border border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-300'
      }`}
    >
      {children}
    </div>
  );
}

export const textLinkClasses =
  'font-medium text-brand-600 underline-offset-2 hover:underline dark:text-indigo-400 rounded-sm';
