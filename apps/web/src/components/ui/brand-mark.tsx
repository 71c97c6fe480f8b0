import { APP_NAME } from '@shelfwise/contract';
import { AppLink } from '../../lib/navigation.tsx';

/** The product mark and name as a link (home by default); `compact` shows the mark alone, still named. */
export function BrandMark({
  to = '/',
  compact = false,
  className = '',
}: {
  to?: string;
  compact?: boolean;
  className?: string;
}) {
  return (
    <AppLink
      to={to}
      aria-label={compact ? APP_NAME : undefined}
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 dark:text-white ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8 shrink-0">
        <rect width="64" height="64" rx="14" fill="#4f46e5" />
        <rect x="14" y="14" width="9" height="36" rx="2" fill="#fff" />
        <rect x="27" y="18" width="9" height="32" rx="2" fill="#c7d2fe" />
        <rect x="40" y="15" width="9" height="35" rx="2" fill="#fff" transform="rotate(8 44 32)" />
      </svg>
      {compact ? null : <span>{APP_NAME}</span>}
    </AppLink>
  );
}
