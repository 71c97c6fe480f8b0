import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('list cursors', () => {
  const position = { key: '2025-01-05 10:00:00.123456+00', id: '0b9f5a52-2f0e-4e7c-9d55-2d3c9d6a4d10' };

  it('round-trip a position, microseconds included', () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('refuse anything we did not make', () => {
    const made = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const cursor of [
      '',
      'not base64 at all!',
      made({ key: position.key, id: position.id }),
      made([position.key]),
      made(["2025-01-05'; drop table loans; --", position.id]),
      made([position.key, 'not-a-uuid']),
      made([1, 2]),
    ]) {
      expect(decodeCursor(cursor), cursor).toBeNull();
    }
  });
});
