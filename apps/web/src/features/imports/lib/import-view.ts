import type { ColumnMapping, ImportFormat, ImportView, MappableField } from '@shelfwise/contract';

export { mappableFields } from '@shelfwise/contract';
export type { ColumnMapping, ImportView, MappableField };

export const fieldLabels: Record<MappableField, string> = {
  title: 'Title (required)',
  author: 'Author (required)',
  isbn: 'ISBN',
  rating: 'Rating (0–5)',
  tags: 'Tags or shelves',
  category: 'Category',
  description: 'Description',
  notes: 'Notes',
  dateAdded: 'Date added',
};

export const formatNames: Record<ImportFormat, string> = {
  goodreads: 'Goodreads export',
  librarything: 'LibraryThing export',
  storygraph: 'StoryGraph export',
  'shelfwise-csv': 'Shelfwise CSV export',
  'generic-csv': 'CSV file',
  'shelfwise-json': 'Shelfwise JSON export (full account)',
};

/** Whole percent of the job done, 0–100. */
export function percentDone(view: Pick<ImportView, 'status' | 'progress' | 'total'>): number {
  if (view.status === 'completed') return 100;
  if (view.total <= 0) return 0;
  return Math.min(100, Math.floor((view.progress / view.total) * 100));
}

export const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
