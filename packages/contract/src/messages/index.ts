import type { ContractMessageKey } from './keys.ts';

export type { ContractCatalogue, ContractMessageKey } from './keys.ts';

/**
 * The contract's refusals, keyed. The schemas word their refusals in English (the API's default
 * and what its documentation shows); this reads such a sentence back into the entry of the
 * catalogues (`en.ts`, `fr.ts`, `es.ts`, `de.ts`) and its values, so the server and the web both
 * say it in the reader's language from the same entries. Each language's catalogue is its own
 * module: the web loads only the one it shows, the server all of them.
 */

/** The field names the contract puts into its sentences ('Title is required'). */
const fields: Record<string, ContractMessageKey> = {
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
  'Due date': 'validation.field.dueDate',
  'Reminder date': 'validation.field.reminderDate',
  Subtitle: 'validation.field.subtitle',
  'Call to action': 'validation.field.cta',
  Sponsor: 'validation.field.sponsor',
  Image: 'validation.field.image',
  Link: 'validation.field.link',
  'The notice': 'validation.field.notice',
  'A tag': 'validation.field.tag',
  Actor: 'validation.field.actor',
  Target: 'validation.field.target',
  Search: 'validation.field.search',
  'Search term': 'validation.field.searchTerm',
  ISBN: 'validation.field.isbn',
  Thumbnail: 'validation.field.thumbnail',
  From: 'validation.field.from',
  To: 'validation.field.to',
  Limit: 'validation.field.limit',
  Page: 'validation.field.page',
  Plan: 'validation.field.plan',
  Status: 'validation.field.status',
  Type: 'validation.field.type',
  Language: 'validation.field.language',
  'Extensions per loan': 'validation.field.maxExtensions',
  'Days per extension': 'validation.field.maxExtensionDays',
  'Start date': 'validation.field.startDate',
  'Finish date': 'validation.field.finishDate',
  'Times read': 'validation.field.timesRead',
  Pages: 'validation.field.pages',
  Publisher: 'validation.field.publisher',
  Year: 'validation.field.year',
  Price: 'validation.field.price',
  Note: 'validation.field.note',
  'Purchase date': 'validation.field.purchaseDate',
  URL: 'validation.field.url',
};

type Values = Record<string, string>;
/** What a sentence holds: its field (read as an entry, or a parameter's own name), other values. */
type Read = (m: RegExpExecArray) => { field?: string; values: Values } | null;

const withField =
  (names: string[] = []): Read =>
  (m) => {
    const field = m[1] ?? '';
    // An API parameter ('limit', 'userId') is named as it is spelled, in every language.
    if (!fields[field] && !/^[a-z][A-Za-z]*$/.test(field)) return null;
    const values: Values = {};
    names.forEach((name, i) => {
      values[name] = m[i + 2] ?? '';
    });
    return { field, values };
  };
const only =
  (names: string[]): Read =>
  (m) => {
    const values: Values = {};
    names.forEach((name, i) => {
      values[name] = m[i + 1] ?? '';
    });
    return { values };
  };

/** Sentences with a field and/or values in them: the pattern, the entry, how to read its values. */
const shapes: Array<[RegExp, ContractMessageKey, Read]> = [
  [/^(.+) is required$/, 'validation.required', withField()],
  [/^(.+) must be at most (\d+) characters$/, 'validation.maxChars', withField(['max'])],
  [/^(.+) must be at least (\d+) characters$/, 'validation.minChars', withField(['min'])],
  [/^(.+) must be a date like 2025-01-31$/, 'validation.dateFormat', withField()],
  [/^(.+) must be a date like 2025-01-31 \(or an ISO date-time\)$/, 'validation.dateTimeFormat', withField()],
  [
    /^(.+) must be an ISO date such as 2025-01-06 or 2025-01-06T00:00:00\.000Z$/,
    'validation.isoDate',
    withField(),
  ],
  [/^(.+) is not a valid date$/, 'validation.invalidDate', withField()],
  [/^(.+) is not valid$/, 'validation.notValid', withField()],
  [/^(.+) must be a number$/, 'validation.number', withField()],
  [/^(.+) must be a whole number$/, 'validation.wholeNumber', withField()],
  [/^(.+) must be at least (\d+)$/, 'validation.atLeast', withField(['min'])],
  [/^(.+) must be at most (\d+)$/, 'validation.atMost', withField(['max'])],
  [/^(.+) must be (\d+) or more$/, 'validation.orMore', withField(['min'])],
  [/^(.+) must be between (-?\d+) and (-?\d+)$/, 'validation.between', withField(['min', 'max'])],
  [/^(.+) must be a date \(YYYY-MM-DD\)$/, 'validation.dateYmd', withField()],
  [/^(.+) must be a real date$/, 'validation.realDate', withField()],
  [/^(.+) cannot be negative$/, 'validation.notNegative', withField()],
  [/^Select at most (\d+) books at once$/, 'validation.maxSelect', only(['max'])],
  [/^(.+) must be one of (.+)$/, 'validation.oneOf', withField(['values'])],
  [
    /^(.+) must be a path on this site \(starting with \/\) or an https:\/\/ address$/,
    'validation.pathOrHttps',
    withField(),
  ],
  [/^Maximum (\d+) tags allowed$/, 'validation.maxTags', only(['max'])],
  [/^Add at most (\d+) books at once$/, 'validation.maxBatch', only(['max'])],
  [/^Paste at most (\d+) ISBNs at once$/, 'validation.isbnListMany', only(['max'])],
  [/^Ask about at most (\d+) ISBNs at once$/, 'validation.shelfCheckMany', only(['max'])],
  [/^The list must be at most (\d+) characters$/, 'validation.isbnListLong', only(['max'])],
  [/^At most (\d+) overdue notices$/, 'validation.maxNotices', only(['max'])],
  [/^The banner has exactly (\d+) sponsored items$/, 'validation.bannerItems', only(['n'])],
  [
    /^Enter a valid phone number: with its country code \(e\.g\. \+234…\), or a (.+) number$/,
    'validation.phoneOrLocal',
    only(['country']),
  ],
  [/^ISBN (\S+) has a wrong check digit$/, 'validation.isbnCheckDigit', only(['isbn'])],
  [/^ISBN (\S+) must start with 978 or 979$/, 'validation.isbnPrefix', only(['isbn'])],
  [
    /^ISBN (\S+) may only contain digits \(and X as the last character of an ISBN-10\)$/,
    'validation.isbnDigits',
    only(['isbn']),
  ],
  [/^ISBN (\S+) must have 10 or 13 digits, not (\d+)$/, 'validation.isbnLength', only(['isbn', 'n'])],
];

/** Whole sentences with nothing in them to fill. */
const exact: Record<string, ContractMessageKey> = {
  'Rating must be a whole number': 'validation.ratingWhole',
  'ISBN must be 10 to 13 digits': 'validation.isbn',
  'Paste at least one ISBN': 'validation.isbnListEmpty',
  'Name at least one ISBN': 'validation.shelfCheckEmpty',
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
  'Return date cannot be before today': 'validation.returnDateBeforeToday',
  'Due date must be after today': 'validation.dueDateAfterToday',
  'Reminder date cannot be before today': 'validation.reminderDateBeforeToday',
  'Recipient email is required': 'validation.recipientRequired',
  'Confirm your password': 'validation.confirmPassword',
  'Passwords do not match': 'validation.passwordsDoNotMatch',
  'Confirm your new password': 'validation.confirmNewPassword',
  'Passwords do not match.': 'validation.passwordsDoNotMatchReset',
  'Billing cycle must be monthly or yearly': 'validation.billingCycle',
  'Role must be user or admin': 'validation.role',
  'order must be asc or desc': 'validation.order',
  'Suspended must be true or false': 'validation.suspended',
  'Status must be verified, unverified or suspended': 'validation.userStatus',
  "Status must be Available, Reserved or Lost ('Loaned' is set by lending the book; Reading and Completed are reading statuses)":
    'validation.bookStatus',
  'Reading status must be want-to-read, reading or read': 'validation.readingStatus',
  'Name a tag': 'validation.nameTag',
  'Select at least one book': 'validation.selectBooks',
  'Choose naira with Paystack or dollars with Stripe': 'validation.paymentRegion',
  'From must not be after To': 'validation.fromAfterTo',
  'Choose the Basic or Premium plan; the Free plan needs no payment': 'validation.paidPlanOnly',
  'Say whether sign-ups are open': 'validation.signupsOpen',
  'Send at least one of role, plan or suspended': 'validation.adminChange',
  'Unknown action': 'validation.unknownAction',
  'Choose at least one scope': 'validation.chooseScope',
  'Choose at least one event': 'validation.chooseEvent',
  'Enter a full https:// address': 'validation.webhookUrl',
  "period must be 'previous', or left out for now": 'validation.period',
  'Currency must be a three-letter ISO 4217 code such as NGN, USD or EUR': 'validation.currency',
  'Give a price together with its currency, or neither': 'validation.priceWithCurrency',
  'Purchase date cannot be after today': 'validation.purchaseDateAfterToday',
};

/** A contract sentence read back: its entry, its field's entry (or a parameter's name), its values. */
export interface ContractMessage {
  key: ContractMessageKey;
  /** The entry of the field's name, or the parameter's own name ('limit'), when it has one. */
  field?: ContractMessageKey | string;
  values: Values;
}

/** The entry of a contract sentence, or null when the contract never says it. */
export function readContractMessage(message: string): ContractMessage | null {
  const whole = exact[message];
  if (whole) return { key: whole, values: {} };
  for (const [pattern, key, read] of shapes) {
    const match = pattern.exec(message);
    if (!match) continue;
    const found = read(match);
    if (!found) continue;
    return found.field === undefined
      ? { key, values: found.values }
      : { key, field: fields[found.field] ?? found.field, values: found.values };
  }
  return null;
}

/**
 * A contract sentence in the language of `lookup` (a catalogue's entry by key); null when the
 * sentence is not the contract's, or the catalogue lacks its entry.
 */
export function translateContractMessage(
  message: string,
  lookup: (key: ContractMessageKey) => string | undefined,
): string | null {
  const read = readContractMessage(message);
  if (!read) return null;
  const template = lookup(read.key);
  if (template === undefined) return null;
  const values: Values = { ...read.values };
  if (read.field !== undefined) {
    values.field = read.field.startsWith('validation.field.')
      ? (lookup(read.field as ContractMessageKey) ?? read.field)
      : read.field;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
