import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  currencyOfCountry,
  formatPrice,
  isCurrency,
  newWishlistItemSchema,
  parsePrice,
  toMinorUnits,
} from './wishlist.ts';

describe('prices in minor units', () => {
  it('knows each currency’s fraction digits', () => {
    expect(currencyDigits('NGN')).toBe(2);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(isCurrency('NGN')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
  });

  it('converts and formats', () => {
    expect(toMinorUnits(1500.5, 'NGN')).toBe(150050);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(1.234, 'USD')).toBeNull();
    expect(formatPrice(150050, 'NGN', 'en')).toBe('₦1,500.50');
    expect(formatPrice(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatPrice(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('reads prices as people type them', () => {
    expect(parsePrice('4500', 'NGN')).toBe(450000);
    expect(parsePrice('4,500.50', 'NGN')).toBe(450050);
    expect(parsePrice('4.500,50', 'EUR')).toBe(450050);
    expect(parsePrice('12,5', 'EUR')).toBe(1250);
    expect(parsePrice('1,500', 'USD')).toBe(150000);
    expect(parsePrice('19.99', 'USD')).toBe(1999);
    expect(parsePrice('1 500', 'JPY')).toBe(1500);
    expect(parsePrice('1.5', 'JPY')).toBeNull();
    expect(parsePrice('1.999', 'USD')).toBe(199900);
    expect(parsePrice('1.9999', 'USD')).toBeNull();
    expect(parsePrice('-3', 'USD')).toBeNull();
    expect(parsePrice('abc', 'USD')).toBeNull();
    expect(parsePrice('', 'USD')).toBeNull();
  });

  it('guesses the currency of a country', () => {
    expect(currencyOfCountry('NG')).toBe('NGN');
    expect(currencyOfCountry('de')).toBe('EUR');
    expect(currencyOfCountry('AQ')).toBeNull();
    expect(currencyOfCountry(null)).toBeNull();
  });
});

describe('a new wishlist item', () => {
  it('takes a price with its currency, or neither', () => {
    expect(
      newWishlistItemSchema.safeParse({ title: 'A', priceMinor: 100, currency: 'ngn' }).data,
    ).toMatchObject({
      priceMinor: 100,
      currency: 'NGN',
    });
    expect(newWishlistItemSchema.safeParse({ title: 'A' }).success).toBe(true);
    const lone = newWishlistItemSchema.safeParse({ title: 'A', priceMinor: 100 });
    expect(lone.error?.issues[0]?.message).toBe('Give a price together with its currency, or neither');
    expect(newWishlistItemSchema.safeParse({ title: 'A', priceMinor: 1, currency: 'XYZ' }).success).toBe(
      false,
    );
    expect(newWishlistItemSchema.safeParse({ title: 'A', priceMinor: -1, currency: 'USD' }).success).toBe(
      false,
    );
  });

  it('stores an ISBN-10 as its ISBN-13 and refuses a wrong one', () => {
    expect(newWishlistItemSchema.parse({ title: 'A', isbn: '0-306-40615-2' }).isbn).toBe('9780306406157');
    expect(newWishlistItemSchema.safeParse({ title: 'A', isbn: '9780306406150' }).success).toBe(false);
  });
});
