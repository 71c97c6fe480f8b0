import { MAX_RATING } from '@shelfwise/contract';
import { Star } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';

const starSizes = { sm: 'h-4 w-4', md: 'h-6 w-6' } as const;

/**
 * Five stars. Editable: each star is a button; clicking the current rating again resets it to 0
 * (spec §5). The five are one tab stop (the current star, or the first): ←/→, Home and End move
 * between them, Enter or Space sets it, and a hidden hint says so. Read-only: an image with the
 * rating in its label.
 */
export function StarRating({
  value,
  onChange,
  readOnly = false,
  disabled = false,
  label,
  size = 'sm',
}: {
  value: number;
  onChange?: (rating: number) => void;
  readOnly?: boolean;
  disabled?: boolean;
  /** Names the group for screen readers, e.g. 'Rating for Dune'. */
  label?: string;
  size?: keyof typeof starSizes;
}) {
  const t = useT();
  const hintId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The star that holds the group's tab stop; starts at the rating (or the first star).
  const [active, setActive] = useState<number | null>(null);
  const name = label ?? t('stars.rating');
  const stars = Array.from({ length: MAX_RATING }, (_, i) => i + 1);
  const starClass = (n: number) =>
    `${starSizes[size]} ${
      n <= value ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-slate-300 dark:text-slate-600'
    }`;

  if (readOnly || !onChange) {
    return (
      <span
        role="img"
        aria-label={t('stars.value', { label: name, value, max: MAX_RATING })}
        className="inline-flex gap-0.5"
      >
        {stars.map((n) => (
          // Same box as an editable star, so read-only rows line up with the others.
          <span key={n} className="p-1">
            <Star aria-hidden="true" className={starClass(n)} />
          </span>
        ))}
      </span>
    );
  }

  const stop = active ?? Math.max(value, 1);
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: Math.min(stop + 1, MAX_RATING),
      ArrowLeft: Math.max(stop - 1, 1),
      Home: 1,
      End: MAX_RATING,
    };
    const next = keys[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next - 1]?.focus();
  };

  return (
    <fieldset
      className="inline-flex gap-0.5"
      aria-label={t('stars.value', { label: name, value, max: MAX_RATING })}
      onKeyDown={onKeyDown}
    >
      <span id={hintId} className="sr-only">
        {t('stars.keys')}
      </span>
      {stars.map((n) => (
        <button
          key={n}
          ref={(el) => {
            buttons.current[n - 1] = el;
          }}
          type="button"
          tabIndex={n === stop ? 0 : -1}
          aria-describedby={hintId}
          onFocus={() => setActive(n)}
          disabled={disabled}
          aria-pressed={n <= value}
          aria-label={n === value ? t('stars.clear', { count: n }) : t('stars.star', { count: n })}
          onClick={() => onChange(n === value ? 0 : n)}
          className="rounded p-1 hover:scale-110 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:scale-100"
        >
          <Star aria-hidden="true" className={starClass(n)} />
        </button>
      ))}
    </fieldset>
  );
}

/** The rating of a book form: its visible 'Rating' label over the editable stars. */
export function RatingField({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('book.rating')}</p>
      <StarRating value={value} onChange={onChange} size="md" label={t('book.rating')} />
    </div>
  );
}
