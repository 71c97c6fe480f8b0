import { describe, expect, it } from 'vitest';
import { argumentsOf, formatMessage } from './format.ts';

describe('formatMessage', () => {
  it('fills arguments and leaves plain text alone', () => {
    expect(formatMessage('Hello, {name}!', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(formatMessage('No braces here.')).toBe('No braces here.');
    expect(formatMessage("Quoted '{braces}' stay", {})).toBe('Quoted {braces} stay');
  });

  it('chooses plural cases by the language’s rules, with exact cases first and # as a number', () => {
    const m = 'Added {count, plural, =0 {no books} one {# book} other {# books}}!';
    expect(formatMessage(m, { count: 0 })).toBe('Added no books!');
    expect(formatMessage(m, { count: 1 })).toBe('Added 1 book!');
    expect(formatMessage(m, { count: 1200 })).toBe('Added 1,200 books!');
    expect(formatMessage(m, { count: 1200 }, 'de')).toBe('Added 1.200 books!');
    // French counts 0 and 1 as "one".
    const fr = '{n, plural, one {# livre} other {# livres}}';
    expect(formatMessage(fr, { n: 0 }, 'fr')).toBe('0 livre');
    expect(formatMessage(fr, { n: 2 }, 'fr')).toBe('2 livres');
  });

  it('selects, and nests arguments inside cases', () => {
    const m = '{kind, select, lent {Lent to {name}} other {Kept by {name}}}';
    expect(formatMessage(m, { kind: 'lent', name: 'Ngozi' })).toBe('Lent to Ngozi');
    expect(formatMessage(m, { kind: 'x', name: 'Ngozi' })).toBe('Kept by Ngozi');
  });

  it('names the arguments a message uses', () => {
    expect(argumentsOf('{a} and {n, plural, one {# {b}} other {# {c}}}')).toEqual(['a', 'b', 'c', 'n']);
  });
});
