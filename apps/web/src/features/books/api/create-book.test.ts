import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './create-book.ts';

describe('the Idempotency-Key of adding a book', () => {
  const draft = { title: 'Purple Hibiscus', author: 'Chimamanda Ngozi Adichie' };

  it('is reused when the same form is sent again (a retry, a second click)', () => {
    const first = idempotencyKeyFor(null, draft);
    expect(idempotencyKeyFor(first, { ...draft }).key).toBe(first.key);
  });

  it('is new for a changed form, and for the next book after one was added', () => {
    const first = idempotencyKeyFor(null, draft);
    expect(idempotencyKeyFor(first, { ...draft, title: 'Dear Ijeawele' }).key).not.toBe(first.key);
    expect(idempotencyKeyFor(null, draft).key).not.toBe(first.key);
  });
});
