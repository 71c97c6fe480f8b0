import { auditActionLabels, auditActions, languages, planIds, plans, rankTitle } from '@shelfwise/contract';
import { describe, expect, it } from 'vitest';
import appDe from './catalogues/app-de.ts';
import appEn from './catalogues/app-en.ts';
import appEs from './catalogues/app-es.ts';
import appFr from './catalogues/app-fr.ts';
import publicDe from './catalogues/public-de.ts';
import publicEn from './catalogues/public-en.ts';
import publicEs from './catalogues/public-es.ts';
import publicFr from './catalogues/public-fr.ts';
import { argumentsOf, formatMessage } from './format.ts';
import { detectLanguage } from './i18n.ts';

const english: Record<string, string> = { ...publicEn, ...appEn };
const translations: Record<string, Record<string, string>> = {
  es: { ...publicEs, ...appEs },
  fr: { ...publicFr, ...appFr },
  de: { ...publicDe, ...appDe },
};

describe('the catalogues', () => {
  it('exist for every language of the settings', () => {
    expect(['en', ...Object.keys(translations)].sort()).toEqual([...languages].sort());
  });

  it('keep the public part (what the landing page loads) apart from the app part', () => {
    const overlap = Object.keys(publicEn).filter((key) => key in appEn);
    expect(overlap).toEqual([]);
    expect(Object.keys(publicEs).sort()).toEqual(Object.keys(publicEn).sort());
    expect(Object.keys(appEs).sort()).toEqual(Object.keys(appEn).sort());
  });

  for (const [language, catalogue] of Object.entries(translations)) {
    it(`${language} has every English key, no other, each with the same arguments, and formats`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, source] of Object.entries(english)) {
        const translated = catalogue[key] ?? '';
        if (source !== '') expect(translated.trim(), `${language} ${key}`).not.toBe('');
        expect(argumentsOf(translated), `${language} ${key}`).toEqual(argumentsOf(source));
        const values = Object.fromEntries(argumentsOf(source).map((name) => [name, 2]));
        expect(formatMessage(translated, values, language), `${language} ${key}`).not.toMatch(/[{}]/);
      }
    });
  }
});

describe('the plans in the catalogue', () => {
  it('word every plan’s tagline and features as the contract’s plan table does, in English', () => {
    const messages: Record<string, string> = publicEn;
    for (const id of planIds) {
      expect(messages[`landing.plan.${id}.tagline`]).toBe(plans[id].tagline);
      for (const [i, feature] of plans[id].features.entries()) {
        expect(messages[`landing.plan.${id}.${i}`]).toBe(feature);
      }
      expect(messages[`landing.plan.${id}.${plans[id].features.length}`]).toBeUndefined();
    }
  });
});

describe('the audit actions in the catalogue', () => {
  it('name every action the contract knows, in English as the audit CSV does', () => {
    const messages: Record<string, string> = appEn;
    for (const action of auditActions)
      expect(messages[`admin.audit.${action}`]).toBe(auditActionLabels[action]);
  });
});

describe('the rank titles in the catalogue', () => {
  it('name every title the contract gives, in English as it words them', () => {
    const messages: Record<string, string> = appEn;
    for (const books of [0, 1, 5, 10, 20, 50, 1000]) {
      expect(messages[`rank.${rankTitle(books)}`]).toBe(rankTitle(books));
    }
  });
});

describe('detectLanguage', () => {
  it('takes a stored choice, else the first browser language we speak, else English', () => {
    expect(detectLanguage('fr', ['de-DE'])).toBe('fr');
    expect(detectLanguage(null, ['pt-BR', 'de-AT', 'es'])).toBe('de');
    expect(detectLanguage('klingon', ['ES'])).toBe('es');
    expect(detectLanguage(null, ['ja'])).toBe('en');
  });
});
