/**
 * Cover placeholders (spec §3, §9): a book without a thumbnail shows the initials of its title on a
 * colour derived from the title, so the same book always gets the same tile.
 */

/** Backgrounds dark enough for white initials to pass WCAG AA (4.5:1) in both themes. */
export const COVER_COLORS = [
  '#b91c1c', // red-700
  '#c2410c', // orange-700
  '#a16207', // yellow-700
  '#15803d', // green-700
  '#047857', // emerald-700
  '#0f766e', // teal-700
  '#0e7490', // cyan-700
  '#1d4ed8', // blue-700
  '#4338ca', // indigo-700
  '#6d28d9', // violet-700
  '#a21caf', // fuchsia-700
  '#be185d', // pink-700
] as const;

/** First letter of the first word and of the last word, upper-cased; '?' for an empty title. */
export function coverInitials(title: string | null | undefined): string {
  const words = (title ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  if (words.length === 1) return first.toUpperCase();
  const last = Array.from(words[words.length - 1]!)[0]!;
  return `${first}${last}`.toUpperCase();
}

/** A stable colour from COVER_COLORS chosen by a hash of the title (djb2 over code points). */
export function coverColor(title: string | null | undefined): string {
  let hash = 5381;
  for (const ch of (title ?? '').trim()) hash = ((hash * 33) ^ ch.codePointAt(0)!) >>> 0;
  return COVER_COLORS[hash % COVER_COLORS.length]!;
}
