import { UserRound } from 'lucide-react';
import { useState } from 'react';

/** The user's picture (the avatar path is served by our own host), or a person icon when there is none or it fails. */
export function Avatar({
  src,
  size = 'h-9 w-9',
  className = '',
}: {
  src?: string | null;
  size?: string;
  className?: string;
}) {
  // Remember which picture failed, so a newly uploaded one is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden="true"
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-slate-700 dark:text-slate-200 ${size} ${className}`}
      >
        <UserRound className="h-1/2 w-1/2" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailedSrc(src)}
      className={`shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-800 ${size} ${className}`}
    />
  );
}
