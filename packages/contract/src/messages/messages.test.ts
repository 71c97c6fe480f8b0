import { describe, expect, it } from 'vitest';
import * as contract from '../index.ts';
import { toIsbn13 } from '../isbn.ts';
import de from './de.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import { type ContractMessageKey, readContractMessage, translateContractMessage } from './index.ts';

const catalogues = { en, es, fr, de } as Record<string, Record<string, string>>;

/**
 * Every refusal the contract's exported schemas can give, read from the schemas themselves (their
 * checks' messages, zod's public `_zod.def`), so a rule added to the contract is found here.
 */
function contractMessages(): Set<string> {
  const seen = new Set<unknown>();
  const messages = new Set<string>();
  const take = (error: unknown) => {
    if (typeof error !== 'function') return;
    try {
      const said = (error as (issue: unknown) => unknown)({ code: 'custom', input: undefined });
      if (typeof said === 'string') messages.add(said);
    } catch {
      // A message that needs a real issue to be worded: such sentences are sampled below.
    }
  };
  // biome-ignore lint/suspicious/noExplicitAny: a walk over zod's definitions of any kind of schema
  const walk = (schema: any) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema) || !schema._zod) return;
    seen.add(schema);
    const def = schema._zod.def;
    take(def.error);
    for (const check of def.checks ?? []) {
      take(check._zod?.def?.error);
      walk(check);
    }
    for (const part of [
      'innerType',
      'element',
      'in',
      'out',
      'keyType',
      'valueType',
      'left',
      'right',
      'catchall',
    ])
      walk(def[part]);
    for (const option of [...(def.options ?? []), ...(def.items ?? [])]) walk(option);
    if (def.shape) for (const field of Object.values(def.shape)) walk(field);
  };
  for (const value of Object.values(contract)) walk(value);
  return messages;
}

/** Sentences worded in code from what was typed (ISBN checks, phone numbers). */
const worded = [
  ...['12a4567890', '0306406153', '1234567890123', '9780306406150', '12345'].flatMap((isbn) => {
    const check = toIsbn13(isbn);
    return check.ok ? [] : [check.reason];
  }),
  'Enter a valid phone number: with its country code (e.g. +234…), or a Nigerian number',
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the contract’s refusals in every language', () => {
  const messages = [...contractMessages(), ...worded];

  it('finds the schemas’ sentences (the walk reaches them)', () => {
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toContain('Email is required');
    expect(messages).toContain('Password is required');
  });

  it('every sentence the contract can say is an entry of the catalogue, translated in every language', () => {
    const unknown = messages.filter((message) => !readContractMessage(message));
    expect(unknown).toEqual([]);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const message of messages) {
        const said = translateContractMessage(message, (key) => catalogue[key]);
        expect(said, `${language}: ${message}`).toBeTruthy();
        expect(said, `${language}: ${message}`).not.toMatch(/\{\w+\}|validation\./);
        if (language === 'en') expect(said).toBe(message);
      }
    }
  });

  it('each language has every entry, no other, with the same values to fill', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue).sort(), language).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as ContractMessageKey[])
        expect(placeholders(catalogue[key] ?? ''), `${language} ${key}`).toEqual(placeholders(en[key]));
    }
  });

  it('words a sentence with its field and numbers in the language asked for', () => {
    const french = (message: string) => translateContractMessage(message, (key) => fr[key]);
    expect(french('Email is required')).toBe("L'e-mail : obligatoire");
    expect(french('Title must be at most 500 characters')).toBe('Le titre : 500 caractères au maximum');
    expect(french('limit must be at most 100')).toBe('limit : au plus 100');
    expect(translateContractMessage('Password is required', (key) => de[key])).toBe(
      'Passwort ist erforderlich',
    );
    expect(french('Something else entirely')).toBeNull();
  });
});
