/**
 * Phone numbers (libphonenumber-js, `min` metadata). A subpath of its own (`@shelfwise/contract/phones`)
 * so that only the code that reads phone numbers carries the numbering plans.
 */
import { getCountries, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The ISO 3166-1 alpha-2 codes phone numbers are known for, e.g. 'NG', 'US', 'DE'. */
export const phoneCountries = (): readonly string[] => getCountries();

/** Whether phone numbers are known for this two-letter country code. */
export const isPhoneCountry = (code: string): boolean => isSupportedCountry(code);

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
