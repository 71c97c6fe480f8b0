import type { ColumnMapping, ImportFormat, ImportView, MappableField } from '@shelfwise/contract';

import { intlLocale, type MessageKey } from '../../../lib/i18n/i18n.ts';

export { mappableFields } from '@shelfwise/contract';
export type { ColumnMapping, ImportView, MappableField };

/** The catalogue key naming each field of the mapping. */
export const fieldLabels = {
  title: 'import.field.title',
  author: 'import.field.author',
  isbn: 'import.field.isbn',
  rating: 'import.field.rating',
  tags: 'import.field.tags',
  category: 'import.field.category',
  description: 'import.field.description',
  notes: 'import.field.notes',
  dateAdded: 'import.field.dateAdded',
} as const satisfies Record<MappableField, MessageKey>;

/** The catalogue key naming each recognised source. */
export const formatNames = {
  goodreads: 'import.format.goodreads',
  librarything: 'import.format.librarything',
  storygraph: 'import.format.storygraph',
  'shelfwise-csv': 'import.format.shelfwise-csv',
  'generic-csv': 'import.format.generic-csv',
  'shelfwise-json': 'import.format.shelfwise-json',
} as const satisfies Record<ImportFormat, MessageKey>;

/** Whole percent of the job done, 0–100. */
export function percentDone(view: Pick<ImportView, 'status' | 'progress' | 'total'>): number {
  if (view.status === 'completed') return 100;
  if (view.total <= 0) return 0;
  return Math.min(100, Math.floor((view.progress / view.total) * 100));
}

export const plural = (n: number, word: string) =>
  `${n.toLocaleString(intlLocale())} ${word}${n === 1 ? '' : 's'}`;
