import { BANNER_TIMEOUT_MS } from '@shelfwise/contract';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';

export interface BannerMessage {
  tone: 'success' | 'error';
  text: string;
  /** Distinguishes two banners with the same text, so the timer restarts. */
  key: number;
}

/** A success or error banner that removes itself after 5 s (spec §4, §9). */
export function TimedBanner({ message, onDone }: { message: BannerMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, BANNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  if (!message) return null;
  const isError = message.tone === 'error';
  const Icon = isError ? XCircle : CheckCircle2;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`flex items-center gap-2 rounded-lg border px-4 py-3 text-sm ${
        isError
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200'
          : 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-200'
      }`}
    >
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>{message.text}</span>
    </div>
  );
}
