import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n.ts';
import { percentDone, plural, refusedReason, refusedWhere } from './import-view.ts';

describe('import view helpers', () => {
  it('reports whole percents, 100 once completed and 0 with nothing to write', () => {
    expect(percentDone({ status: 'running', progress: 1000, total: 3000 })).toBe(33);
    expect(percentDone({ status: 'queued', progress: 0, total: 0 })).toBe(0);
    expect(percentDone({ status: 'completed', progress: 0, total: 0 })).toBe(100);
  });

  it('counts with thousands separators and the right plural', () => {
    expect(plural(1, 'book')).toBe('1 book');
    expect(plural(10000, 'book')).toBe('10,000 books');
  });
});

describe('refused rows in the language shown', () => {
  afterAll(() => setLanguage('en'));

  it('names the line of a file, or the entry of a JSON export', async () => {
    await setLanguage('en');
    expect(refusedWhere({ line: 8, reason: 'x' })).toBe('Line 8:');
    expect(refusedWhere({ line: 2, reason: 'x', section: 'loans' })).toBe('Loan 2:');
    await setLanguage('fr');
    expect(refusedWhere({ line: 3, reason: 'x', section: 'reminders' })).toBe('Rappel 3 :');
  });

  it('words the import’s reasons and the contract’s field limits, and shows an unknown one as it came', async () => {
    await setLanguage('de');
    expect(refusedReason('the title is empty')).toBe('der Titel ist leer');
    expect(refusedReason('the row is longer than 1 MB')).toBe('die Zeile ist länger als 1 MB');
    expect(refusedReason('its book is not in the file')).toBe('ihr Buch ist nicht in der Datei');
    expect(refusedReason('its book is already on loan in entry 4')).toBe(
      'ihr Buch ist schon in Eintrag 4 verliehen',
    );
    expect(refusedReason('rating "7" is not a number from 0 to 5')).toBe(
      'die Bewertung „7“ ist keine Zahl von 0 bis 5',
    );
    await setLanguage('es');
    expect(refusedReason('Title must be at most 500 characters')).not.toBe(
      'Title must be at most 500 characters',
    );
    expect(refusedReason('Maximum 10 tags allowed')).not.toBe('Maximum 10 tags allowed');
    expect(refusedReason('ISBN 9780441172710 has a wrong check digit')).toMatch(/9780441172710/);
    expect(refusedReason('something new')).toBe('something new');
  });
});
