import { describe, expect, it } from 'vitest';
import { guessCountry } from './country.ts';

describe('guessCountry', () => {
  it('takes the region of the first language that names one', () => {
    expect(guessCountry(['en', 'en-NG', 'fr-FR'], 'Europe/Paris')).toBe('NG');
    expect(guessCountry(['de-DE'], undefined)).toBe('DE');
  });

  it('falls back to the time zone, and to nothing', () => {
    expect(guessCountry(['en'], 'Africa/Lagos')).toBe('NG');
    expect(guessCountry(['es-419'], 'America/Mexico_City')).toBe('MX');
    expect(guessCountry(['en'], 'Pacific/Chatham')).toBeUndefined();
    expect(guessCountry([], undefined)).toBeUndefined();
  });
});
