import { useState } from 'react';
import { coverColor, coverInitials } from '../../lib/cover.ts';

const sizes = {
  sm: 'h-12 w-9 text-xs',
  md: 'h-16 w-12 text-sm',
  lg: 'h-24 w-16 text-base',
  /** Fills its grid cell at a book's 2:3 shape (the library's cover grid). */
  fill: 'aspect-[2/3] w-full text-xl',
} as const;

/**
 * The book's thumbnail, or a tile with its initials on a colour derived from the title (spec §3).
 * Decorative: the title is always written next to it.
 */
export function CoverTile({
  title,
  thumbnail,
  size = 'sm',
}: {
  title: string;
  thumbnail?: string | null;
  size?: keyof typeof sizes;
}) {
  const [broken, setBroken] = useState(false);
  const box = `${sizes[size]} shrink-0 rounded-md shadow-sm`;
  if (thumbnail && !broken) {
    return (
      <img
        src={thumbnail}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${box} bg-slate-200 object-cover dark:bg-slate-700`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="cover-placeholder"
      style={{ backgroundColor: coverColor(title) }}
      className={`${box} flex items-center justify-center font-semibold tracking-wide text-white`}
    >
      {coverInitials(title)}
    </div>
  );
}
