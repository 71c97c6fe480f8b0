import { getCountries, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/** The ISO 3166-1 alpha-2 codes phone numbers are known for, e.g. 'NG', 'US', 'DE'. */
export const phoneCountries = (): readonly string[] => getCountries();

/**
 * A user's country (settings `country`): the default for phone numbers typed without a country
 * code. Two letters, any case; stored upper case.
 */
export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (code): boolean => isSupportedCountry(code),
    'Country must be a two-letter country code such as NG, US or DE',
  );

/**
 * The number in E.164 (`+2348030000000`), read with `country` for numbers typed without a country
 * code ('0803 000 0000' in NG), or null when it is not a valid phone number.
 */
export function toE164(phone: string, country?: string | null): string | null {
  const region = country && isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(phone.trim(), region);
  return parsed?.isValid() ? parsed.number : null;
}

/** The message for a phone number that cannot be read, naming what would make it readable. */
export const invalidPhoneMessage = (country?: string | null) =>
  country
    ? `Enter a valid phone number: with its country code (e.g. +234…), or a ${country} number`
    : 'Enter a valid phone number with its country code (e.g. +234…)';
