import { type MessageKey, t } from './i18n.ts';

/**
 * The contract's field messages in the language shown. The zod schemas (shared with the server)
 * word their refusals in English; a form shows them through `translateIssue`, which knows each
 * sentence, or its shape with the field and numbers taken out. A sentence it does not know is shown
 * as it came (English), never dropped. `validation.test.ts` checks every sentence of the forms'
 * schemas is known.
 */

/** The field names the contract puts into its sentences ('Title is required'). */
const fields: Record<string, MessageKey> = {
  Title: 'validation.field.title',
  Author: 'validation.field.author',
  Description: 'validation.field.description',
  Category: 'validation.field.category',
  Notes: 'validation.field.notes',
  Name: 'validation.field.name',
  Phone: 'validation.field.phone',
  Email: 'validation.field.email',
  Password: 'validation.field.password',
  Message: 'validation.field.message',
  'Return date': 'validation.field.returnDate',
  'Reminder date': 'validation.field.reminderDate',
  Subtitle: 'validation.field.subtitle',
  'Call to action': 'validation.field.cta',
  Sponsor: 'validation.field.sponsor',
  Image: 'validation.field.image',
  Link: 'validation.field.link',
  'The notice': 'validation.field.notice',
  'A tag': 'validation.field.tag',
};

/** Sentences with a field and/or numbers in them: the pattern, the message, its arguments. */
const shapes: Array<[RegExp, MessageKey, (m: RegExpExecArray) => Record<string, string | number> | null]> = [
  [/^(.+) is required$/, 'validation.required', (m) => field(m[1])],
  [
    /^(.+) must be at most (\d+) characters$/,
    'validation.maxChars',
    (m) => withField(m[1], { max: Number(m[2]) }),
  ],
  [
    /^(.+) must be at least (\d+) characters$/,
    'validation.minChars',
    (m) => withField(m[1], { min: Number(m[2]) }),
  ],
  [/^(.+) must be a date like 2025-01-31$/, 'validation.dateFormat', (m) => field(m[1])],
  [/^(.+) is not a valid date$/, 'validation.invalidDate', (m) => field(m[1])],
  [
    /^(.+) must be a path on this site \(starting with \/\) or an https:\/\/ address$/,
    'validation.pathOrHttps',
    (m) => field(m[1]),
  ],
  [/^Maximum (\d+) tags allowed$/, 'validation.maxTags', (m) => ({ max: Number(m[1]) })],
  [/^Add at most (\d+) books at once$/, 'validation.maxBatch', (m) => ({ max: Number(m[1]) })],
  [/^At most (\d+) overdue notices$/, 'validation.maxNotices', (m) => ({ max: Number(m[1]) })],
  [/^The banner has exactly (\d+) sponsored items$/, 'validation.bannerItems', (m) => ({ n: Number(m[1]) })],
  [
    /^Enter a valid phone number: with its country code \(e\.g\. \+234…\), or a (.+) number$/,
    'validation.phoneOrLocal',
    (m) => ({ country: m[1] ?? '' }),
  ],
  [/^ISBN (\S+) has a wrong check digit$/, 'validation.isbnCheckDigit', (m) => ({ isbn: m[1] ?? '' })],
  [/^ISBN (\S+) must start with 978 or 979$/, 'validation.isbnPrefix', (m) => ({ isbn: m[1] ?? '' })],
  [
    /^ISBN (\S+) may only contain digits \(and X as the last character of an ISBN-10\)$/,
    'validation.isbnDigits',
    (m) => ({ isbn: m[1] ?? '' }),
  ],
  [
    /^ISBN (\S+) must have 10 or 13 digits, not (\d+)$/,
    'validation.isbnLength',
    (m) => ({ isbn: m[1] ?? '', n: Number(m[2]) }),
  ],
];

/** Whole sentences with nothing in them to fill. */
const exact: Record<string, MessageKey> = {
  'Rating must be a whole number': 'validation.ratingWhole',
  'ISBN must be 10 to 13 digits': 'validation.isbn',
  'Thumbnail must be an http(s) address': 'validation.thumbnail',
  'Choose at least one book': 'validation.chooseBooks',
  'Type something to search for': 'validation.searchEmpty',
  'Email is too long': 'validation.emailTooLong',
  'Enter a valid email address': 'validation.email',
  'Choose a book from your collection': 'validation.chooseBook',
  'Choose a book from your library': 'validation.chooseLibraryBook',
  'Choose a borrower': 'validation.chooseBorrower',
  'Choose a friend': 'validation.chooseFriend',
  'Choose a borrowed book': 'validation.chooseBorrowedBook',
  'The reminder goes out 1 to 14 days before the due date': 'validation.reminderDays',
  'Each overdue notice comes 1 to 14 days after the previous one': 'validation.overdueDays',
  'Timezone must be a fixed offset such as UTC-8 or a zone such as Europe/Berlin': 'validation.timezone',
  'Enter a valid 6-digit code.': 'validation.code',
  'Enter a valid phone number with its country code (e.g. +234…)': 'validation.phone',
  "Link must be '#', a path or an https:// address": 'validation.link',
  'Country must be a two-letter country code such as NG, US or DE': 'validation.country',
  'Return date cannot be before today': 'lend.dateInPast',
  'Reminder date cannot be before today': 'reminders.form.dateBeforeToday',
  'Recipient email is required': 'reminders.form.recipientRequired',
  'Confirm your password': 'validation.confirmPassword',
  'Passwords do not match': 'auth.passwordsDoNotMatch',
  'Confirm your new password': 'reset.confirmRequired',
  'Passwords do not match.': 'reset.mismatch',
};

function field(label: string | undefined): Record<string, string> | null {
  const key = label === undefined ? undefined : fields[label];
  return key ? { field: t(key) } : null;
}

function withField(label: string | undefined, values: Record<string, number>) {
  const named = field(label);
  return named ? { ...named, ...values } : null;
}

/** A schema's refusal in the language shown; an unknown one as it came. */
export function translateIssue(message: string): string {
  const whole = exact[message];
  if (whole) return t(whole);
  for (const [pattern, key, values] of shapes) {
    const match = pattern.exec(message);
    if (!match) continue;
    const filled = values(match);
    if (filled) return t(key, filled);
  }
  return message;
}
