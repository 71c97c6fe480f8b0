import type {
  ColumnMapping,
  ImportFormat,
  ImportView,
  MappableField,
  RefusedLine,
  RestoredSection,
} from '@shelfwise/contract';

import { intlLocale, type MessageKey, t } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';

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

/** The catalogue key naming an entry of a JSON export by its list ("Loan 3:"). */
const entryLabels = {
  books: 'import.entry.books',
  borrowers: 'import.entry.borrowers',
  loans: 'import.entry.loans',
  reminders: 'import.entry.reminders',
  activity: 'import.entry.activity',
} as const satisfies Record<RestoredSection, MessageKey>;

/** Where a refused row is: its line in a CSV file, its entry in a JSON export. */
export const refusedWhere = (refused: RefusedLine) =>
  refused.section
    ? t(entryLabels[refused.section], { n: refused.line })
    : t('import.line', { line: refused.line });

/** The import's own sentences (the server words them in English). */
const reasons: Record<string, MessageKey> = {
  'the title is empty': 'import.reason.titleEmpty',
  'the author is empty': 'import.reason.authorEmpty',
  'map the title and author columns first': 'import.reason.mapFirst',
  'its book is not in the file': 'import.reason.noBook',
  'its borrower is not in the file': 'import.reason.noBorrower',
  'its loan is not in the file': 'import.reason.noLoan',
  'its id is missing': 'import.reason.noId',
  'its status is not one Shelfwise knows': 'import.reason.unknownStatus',
};
const reasonShapes: [RegExp, MessageKey, (m: RegExpExecArray) => Record<string, string | number>][] = [
  [/^the row is longer than (\d+) MB$/, 'import.reason.rowTooLong', (m) => ({ size: Number(m[1]) })],
  [
    /^rating "(.*)" is not a number from 0 to (\d+)$/,
    'import.reason.rating',
    (m) => ({ value: m[1] ?? '', max: Number(m[2]) }),
  ],
  [/^it has the same id as entry (\d+)$/, 'import.reason.sameId', (m) => ({ n: Number(m[1]) })],
  [/^it has the same email as entry (\d+)$/, 'import.reason.sameEmail', (m) => ({ n: Number(m[1]) })],
  [
    /^its book is already on loan in entry (\d+)$/,
    'import.reason.alreadyOnLoan',
    (m) => ({ n: Number(m[1]) }),
  ],
];

/**
 * Why a row was refused, in the language shown: the import's own sentences, else the contract's
 * field messages ("Title must be at most 500 characters"); one it does not know is shown as it came.
 */
export function refusedReason(reason: string): string {
  const whole = reasons[reason];
  if (whole) return t(whole);
  for (const [pattern, key, values] of reasonShapes) {
    const match = pattern.exec(reason);
    if (match) return t(key, values(match));
  }
  return translateIssue(reason);
}
