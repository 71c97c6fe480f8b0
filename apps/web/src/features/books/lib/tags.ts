import { MAX_TAG_SUGGESTIONS, MAX_TAGS } from '@shelfwise/contract';

/** Preset tag suggestions of spec §9. */
export const PRESET_TAGS = [
  'Home Library',
  'Office',
  'Bedroom',
  'Living Room',
  'Study',
  'Kindle',
  'Kobo',
  'iPad',
  'Phone',
  'Physical',
  'To Read',
  'Currently Reading',
  'Favorites',
  'Loaned Out',
  'Fiction',
  'Non-Fiction',
  'Reference',
  'Textbook',
] as const;

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Adds a typed tag if the rules of spec §5 allow it: trimmed, not empty, not already there
 * (case-insensitive, so 'fiction' does not sit beside 'Fiction'), at most `max` tags.
 * Returns the same array when nothing was added.
 */
export function addTag(tags: readonly string[], raw: string, max = MAX_TAGS): readonly string[] {
  const tag = raw.trim();
  if (!tag || tags.length >= max || tags.some((t) => same(t, tag))) return tags;
  return [...tags, tag];
}

/** Adds every comma-separated part of `raw` in order (a paste of 'a, b, c' adds three). */
export function addTags(tags: readonly string[], raw: string, max = MAX_TAGS): readonly string[] {
  return raw.split(',').reduce<readonly string[]>((acc, part) => addTag(acc, part, max), tags);
}

export function removeTag(tags: readonly string[], tag: string): readonly string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * Suggestions: the presets plus the user's own tags, without those already chosen, containing the
 * typed text (case-insensitive), at most `limit`.
 */
export function tagSuggestions(
  query: string,
  chosen: readonly string[],
  ownTags: readonly string[] = [],
  limit = MAX_TAG_SUGGESTIONS,
): string[] {
  const needle = query.trim().toLowerCase();
  const out: string[] = [];
  for (const tag of [...PRESET_TAGS, ...ownTags]) {
    if (out.length >= limit) break;
    if (chosen.some((c) => same(c, tag)) || out.some((o) => same(o, tag))) continue;
    if (needle && !tag.toLowerCase().includes(needle)) continue;
    out.push(tag);
  }
  return out;
}
