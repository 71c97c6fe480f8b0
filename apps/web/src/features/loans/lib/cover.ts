/**
 * Cover tile of a book without a thumbnail (spec §3, §9): the initials of the title on a colour
 * derived from the title. Same rule as the library's tile, so a book looks the same on both screens.
 */
const COVER_COLORS = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#047857',
  '#0f766e',
  '#0e7490',
  '#1d4ed8',
  '#4338ca',
  '#6d28d9',
  '#a21caf',
  '#be185d',
] as const;

export function coverInitials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  if (words.length === 1) return first.toUpperCase();
  return `${first}${Array.from(words[words.length - 1]!)[0]!}`.toUpperCase();
}

export function coverColor(title: string): string {
  let hash = 5381;
  for (const ch of title.trim()) hash = ((hash * 33) ^ ch.codePointAt(0)!) >>> 0;
  return COVER_COLORS[hash % COVER_COLORS.length]!;
}
