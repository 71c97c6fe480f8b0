import { useState } from 'react';
import { coverColor, coverInitials } from '../lib/cover.ts';

/** The book's thumbnail, or its initials on a colour from the title. Decorative: the title is beside it. */
export function LoanCover({ title, cover }: { title: string; cover: string | null }) {
  const [broken, setBroken] = useState(false);
  const box = 'h-12 w-9 shrink-0 rounded-md shadow-sm';
  if (cover && !broken) {
    return (
      <img
        src={cover}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${box} bg-slate-200 object-cover dark:bg-slate-700`}
      />
    );
  }
  const known = title === 'Unknown Book' ? '' : title;
  return (
    <div
      aria-hidden="true"
      style={{ backgroundColor: coverColor(known) }}
      className={`${box} flex items-center justify-center text-xs font-semibold tracking-wide text-white`}
    >
      {coverInitials(known)}
    </div>
  );
}
