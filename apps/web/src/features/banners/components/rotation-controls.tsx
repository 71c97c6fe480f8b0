import { Pause, Play } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';

/** Pause/play for a rotation, and optionally one dot per item to pick it. */
export function RotationControls({
  label,
  count,
  index,
  onPick,
  paused,
  onTogglePause,
  tone = 'light',
}: {
  label: string;
  count?: number;
  index: number;
  onPick?: (i: number) => void;
  paused: boolean;
  onTogglePause: () => void;
  tone?: 'light' | 'onImage';
}) {
  const t = useT();
  const ring =
    tone === 'onImage'
      ? 'text-white hover:bg-white/20'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <div className="flex items-center gap-1">
      {count && onPick
        ? Array.from({ length: count }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
              key={i}
              type="button"
              aria-label={t('banner.show', { label, index: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onPick(i)}
              className="flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2 rounded-full transition-all ${
                  i === index
                    ? `w-4 ${tone === 'onImage' ? 'bg-white' : 'bg-brand-600 dark:bg-indigo-300'}`
                    : `w-2 ${tone === 'onImage' ? 'bg-white/50' : 'bg-slate-300 dark:bg-slate-600'}`
                }`}
              />
            </button>
          ))
        : null}
      <button
        type="button"
        onClick={onTogglePause}
        aria-label={paused ? t('banner.play', { label }) : t('banner.pause', { label })}
        className={`flex h-7 w-7 items-center justify-center rounded-full ${ring}`}
      >
        {paused ? (
          <Play aria-hidden="true" className="h-3.5 w-3.5" />
        ) : (
          <Pause aria-hidden="true" className="h-3.5 w-3.5" />
        )}
      </button>
    </div>
  );
}
