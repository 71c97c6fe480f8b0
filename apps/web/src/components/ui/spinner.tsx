import { Loader2 } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n.ts';

/** A spinning icon; give it a `label` when it stands alone so screen readers hear what is loading. */
export function Spinner({ label, className = 'h-5 w-5' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={`animate-spin ${className}`} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A centred spinner with a visible label, for a whole page or panel that is loading. */
export function LoadingScreen({ label }: { label?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex min-h-[40vh] w-full flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
    >
      <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-brand-600 dark:text-brand-500" />
      <span className="text-sm">{label ?? t('common.loading')}</span>
    </div>
  );
}
