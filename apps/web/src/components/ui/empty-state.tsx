import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred "nothing here yet" block: icon, title, message and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  message,
  action,
  className = '',
}: {
  icon?: LucideIcon;
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center justify-center gap-3 px-6 py-12 text-center ${className}`}>
      {Icon ? (
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-500">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </div>
      ) : null}
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {message ? <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{message}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
