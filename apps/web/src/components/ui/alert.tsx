import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300',
  success:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-300',
  info: 'border-brand-100 bg-brand-50 text-brand-700 dark:border-slate-700 dark:bg-slate-800 dark:text-indigo-300',
} as const;

/** A message box: errors are announced at once (role=alert), others politely (role=status); renders nothing when empty. */
export function Alert({
  tone = 'info',
  children,
  className = '',
}: {
  tone?: keyof typeof tones;
  children?: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
