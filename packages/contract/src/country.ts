import { z } from 'zod';

/**
 * A user's country (settings `country`): the default for phone numbers typed without a country
 * code. Two letters, any case; stored upper case. Whether phone numbers are known for it is checked
 * by the server (`isPhoneCountry` in `@shelfwise/contract/phones`), so pages that never read a
 * phone number do not load the numbering plans.
 */
export const COUNTRY_MESSAGE = 'Country must be a two-letter country code such as NG, US or DE';
export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE);
