import { languages } from '@shelfwise/contract';
import { describe, expect, it } from 'vitest';
import de from './catalogues/de.ts';
import en from './catalogues/en.ts';
import es from './catalogues/es.ts';
import fr from './catalogues/fr.ts';
import { argumentsOf, formatMessage } from './format.ts';
import { type Catalogue, detectLanguage } from './i18n.ts';

const translations: Record<string, Catalogue> = { es, fr, de };

describe('the catalogues', () => {
  it('exist for every language of the settings', () => {
    expect(Object.keys({ en, ...translations }).sort()).toEqual([...languages].sort());
  });

  for (const [language, catalogue] of Object.entries(translations)) {
    it(`${language} has every English key, no other, each with the same arguments, and formats`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const translated = catalogue[key as keyof typeof en];
        expect(translated.trim(), `${language} ${key}`).not.toBe('');
        expect(argumentsOf(translated), `${language} ${key}`).toEqual(argumentsOf(english));
        const values = Object.fromEntries(argumentsOf(english).map((name) => [name, 2]));
        expect(formatMessage(translated, values, language), `${language} ${key}`).not.toMatch(/[{}]/);
      }
    });
  }
});

describe('detectLanguage', () => {
  it('takes a stored choice, else the first browser language we speak, else English', () => {
    expect(detectLanguage('fr', ['de-DE'])).toBe('fr');
    expect(detectLanguage(null, ['pt-BR', 'de-AT', 'es'])).toBe('de');
    expect(detectLanguage('klingon', ['ES'])).toBe('es');
    expect(detectLanguage(null, ['ja'])).toBe('en');
  });
});
