import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';
import { toIsbn13 } from './isbn.ts';

/**
 * The wishlist (issue 30): books a reader wants, each with an optional price, and a read-only
 * share link. Prices are whole minor units of an ISO 4217 currency (kobo for NGN, cents for USD,
 * yen for JPY), so ₦ and $ both work and nothing is a float.
 */

export const MAX_WISHLIST_TITLE_LENGTH = 300;
export const MAX_WISHLIST_AUTHOR_LENGTH = 300;
export const MAX_WISHLIST_NOTE_LENGTH = 1000;
/** The largest price in minor units (the column is a PostgreSQL integer). */
export const MAX_PRICE_MINOR = 2_000_000_000;

// ---------- currencies and prices ----------

/** The ISO 4217 codes the runtime knows (Node 20 and today's browsers list them all). */
export const currencyCodes: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'NGN'];
const currencySet = new Set(currencyCodes);

export const isCurrency = (code: string): boolean => currencySet.has(code);

/** Digits after the decimal point of a currency's minor unit: USD and NGN 2, JPY 0, KWD 3. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** A price in minor units as the number people write (150050 NGN is 1500.5). */
export const fromMinorUnits = (minor: number, currency: string): number =>
  minor / 10 ** currencyDigits(currency);

/** A number people write (1500.5 NGN) as minor units (150050); null when it has too many decimals. */
export function toMinorUnits(amount: number, currency: string): number | null {
  const scaled = amount * 10 ** currencyDigits(currency);
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : null;
}

/**
 * A price as typed (in any of our languages: "1500", "1,500.50", "1.500,50", "12,5") read as minor
 * units of the currency: the last '.' or ',' followed by at most the currency's digits is the
 * decimal point, any other is a thousands separator. null for what is not a price.
 */
export function parsePrice(text: string, currency: string): number | null {
  const raw = text.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[\d.,]+$/.test(raw) || !/\d/.test(raw)) return null;
  const digits = currencyDigits(currency);
  const kinds = new Set(raw.match(/[.,]/g) ?? []);
  let whole = raw;
  let fraction = '';
  if (kinds.size > 0) {
    const last = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
    const mark = raw[last] as string;
    const after = raw.slice(last + 1);
    const once = raw.indexOf(mark) === last;
    // One mark once, followed by three digits, in a currency with fewer: "1,500" is a thousand and a half.
    const thousands = kinds.size === 1 && (!once || (after.length === 3 && digits < 3));
    if (thousands) {
      if (!raw.split(mark).every((group, i) => (i === 0 ? /^\d{1,3}$/.test(group) : /^\d{3}$/.test(group)))) {
        return null;
      }
    } else {
      if (after.length === 0 || after.length > digits || !/^\d+$/.test(after)) return null;
      whole = raw.slice(0, last);
      fraction = after;
    }
  }
  whole = whole.replace(/[.,]/g, '');
  const minor = Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * A price for people, in their language: formatPrice(150050, 'NGN', 'en') is "₦1,500.50" (the
 * narrow symbol: English alone would write "NGN 1,500.50").
 */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(fromMinorUnits(minor, currency));
}

/**
 * The currency of a country (ISO 3166-1 alpha-2), for the price field's first choice; null where
 * we do not know it (the field then starts at USD).
 */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  const code = country.toUpperCase();
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return COUNTRY_CURRENCIES[code] ?? null;
}

const EURO_COUNTRIES = new Set(
  'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' '),
);
const COUNTRY_CURRENCIES: Record<string, string> = {
  NG: 'NGN',
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  ZA: 'ZAR',
  KE: 'KES',
  GH: 'GHS',
  UG: 'UGX',
  TZ: 'TZS',
  RW: 'RWF',
  EG: 'EGP',
  MA: 'MAD',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  TR: 'TRY',
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
  KR: 'KRW',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
  PH: 'PHP',
  ID: 'IDR',
  MY: 'MYR',
  TH: 'THB',
  VN: 'VND',
  PK: 'PKR',
  BD: 'BDT',
  AE: 'AED',
  SA: 'SAR',
  IL: 'ILS',
  UA: 'UAH',
  IS: 'ISK',
};

// ---------- the item ----------

export const wishlistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  /** An ISBN-13, or '' when unknown. */
  isbn: z.string(),
  thumbnail: z.string(),
  /** Whole minor units of `currency`; both null when no price was given. */
  priceMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistListSchema = z.object({ data: z.array(wishlistItemSchema) });
export type WishlistList = z.infer<typeof wishlistListSchema>;

export const wishlistItemAnswerSchema = z.object({ data: wishlistItemSchema });

// ---------- POST /api/wishlist, PATCH /api/wishlist/{id} ----------

export const CURRENCY_MESSAGE = 'Currency must be a three-letter ISO 4217 code such as NGN, USD or EUR';
export const PRICE_WITH_CURRENCY_MESSAGE = 'Give a price together with its currency, or neither';

const wishlistIsbnSchema = z.string().transform((value, ctx) => {
  if (value.trim() === '') return '';
  const check = toIsbn13(value);
  if (check.ok) return check.isbn13;
  ctx.addIssue({ code: 'custom', message: check.reason });
  return z.NEVER;
});

export const priceMinorSchema = z
  .number({ error: 'Price must be a number' })
  .int('Price must be a whole number')
  .min(0, 'Price cannot be negative')
  .max(MAX_PRICE_MINOR, `Price must be at most ${MAX_PRICE_MINOR}`);

export const currencySchema = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{3}$/.test(v) && isCurrency(v), CURRENCY_MESSAGE);

const wishlistFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(MAX_WISHLIST_TITLE_LENGTH, `Title must be at most ${MAX_WISHLIST_TITLE_LENGTH} characters`),
  author: z
    .string()
    .trim()
    .max(MAX_WISHLIST_AUTHOR_LENGTH, `Author must be at most ${MAX_WISHLIST_AUTHOR_LENGTH} characters`),
  isbn: wishlistIsbnSchema,
  thumbnail: z
    .string()
    .trim()
    .max(2000, 'Thumbnail must be at most 2000 characters')
    .refine((v) => v === '' || /^https?:\/\//i.test(v), 'Thumbnail must be an http(s) address'),
  priceMinor: priceMinorSchema.nullable(),
  currency: currencySchema.nullable(),
  note: z
    .string()
    .trim()
    .max(MAX_WISHLIST_NOTE_LENGTH, `Note must be at most ${MAX_WISHLIST_NOTE_LENGTH} characters`),
};

/** A price and its currency come together (both set, or both null / left out). */
function priceWithCurrency(
  value: { priceMinor?: number | null; currency?: string | null },
  ctx: z.RefinementCtx,
) {
  const hasPrice = value.priceMinor !== undefined && value.priceMinor !== null;
  const hasCurrency = value.currency !== undefined && value.currency !== null;
  const saysPrice = value.priceMinor !== undefined;
  const saysCurrency = value.currency !== undefined;
  if (hasPrice !== hasCurrency || saysPrice !== saysCurrency) {
    ctx.addIssue({
      code: 'custom',
      message: PRICE_WITH_CURRENCY_MESSAGE,
      path: [hasPrice || saysPrice ? 'currency' : 'priceMinor'],
    });
  }
}

export const newWishlistItemSchema = z
  .object({
    title: wishlistFields.title,
    author: wishlistFields.author.optional(),
    isbn: wishlistFields.isbn.optional(),
    thumbnail: wishlistFields.thumbnail.optional(),
    priceMinor: wishlistFields.priceMinor.optional(),
    currency: wishlistFields.currency.optional(),
    note: wishlistFields.note.optional(),
  })
  .superRefine(priceWithCurrency);
export type NewWishlistItemInput = z.input<typeof newWishlistItemSchema>;
export type NewWishlistItem = z.output<typeof newWishlistItemSchema>;

/** PATCH: fields left out stay; a price and its currency are sent together (both null: no price). */
export const updateWishlistItemSchema = z
  .object({
    title: wishlistFields.title.optional(),
    author: wishlistFields.author.optional(),
    isbn: wishlistFields.isbn.optional(),
    thumbnail: wishlistFields.thumbnail.optional(),
    priceMinor: wishlistFields.priceMinor.optional(),
    currency: wishlistFields.currency.optional(),
    note: wishlistFields.note.optional(),
  })
  .superRefine(priceWithCurrency);
export type UpdateWishlistItemInput = z.input<typeof updateWishlistItemSchema>;
export type UpdateWishlistItem = z.output<typeof updateWishlistItemSchema>;

export const wishlistQuerySchema = z.object({
  /** Only the item with this ISBN (10 or 13 digits): the "in the shop" question. */
  isbn: wishlistIsbnSchema.optional(),
});

// ---------- POST /api/wishlist/{id}/bought ----------

export const PURCHASE_DATE_AFTER_TODAY_MESSAGE = 'Purchase date cannot be after today';

/**
 * "I bought it": the price paid (left out: the wishlist's price; null: none) and the day (left
 * out: the reader's today; never after it). Answer: 201 with the new book.
 */
export const wishlistBoughtSchema = z
  .object({
    priceMinor: wishlistFields.priceMinor.optional(),
    currency: wishlistFields.currency.optional(),
    purchasedOn: calendarDateSchema('Purchase date').optional(),
  })
  .superRefine(priceWithCurrency);
export type WishlistBoughtInput = z.input<typeof wishlistBoughtSchema>;
export type WishlistBought = z.output<typeof wishlistBoughtSchema>;

// ---------- the share link ----------

export const wishlistShareBodySchema = z.object({
  showPrices: z.boolean().default(false),
  showNotes: z.boolean().default(false),
});
export type WishlistShareBody = z.input<typeof wishlistShareBodySchema>;

export const wishlistShareStatusSchema = z.object({
  data: z.object({
    enabled: z.boolean(),
    showPrices: z.boolean(),
    showNotes: z.boolean(),
    createdAt: z.string().nullable(),
  }),
});
export type WishlistShareStatus = z.infer<typeof wishlistShareStatusSchema>['data'];

/** The secret URL of the shared list: in this answer only (the server keeps its hash). */
export const wishlistShareCreatedSchema = z.object({
  data: z.object({ url: z.url(), createdAt: z.string() }),
});
export type WishlistShareCreated = z.infer<typeof wishlistShareCreatedSchema>['data'];

export const sharedWishlistItemSchema = z.object({
  title: z.string(),
  author: z.string(),
  isbn: z.string(),
  thumbnail: z.string(),
  /** Only when the owner chose to show prices. */
  priceMinor: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  /** Only when the owner chose to show notes. */
  note: z.string().optional(),
});
export type SharedWishlistItem = z.infer<typeof sharedWishlistItemSchema>;

export const sharedWishlistSchema = z.object({
  data: z.object({ ownerName: z.string(), items: z.array(sharedWishlistItemSchema) }),
});
export type SharedWishlist = z.infer<typeof sharedWishlistSchema>['data'];

/** The web page of a shared wishlist (the token is its only key). */
export const sharedWishlistPath = (token: string) => `/wishlist/${token}`;
