import { isUuid } from './sql.ts';

/**
 * An opaque position in a list ordered newest first by (a timestamp, id): the timestamp as
 * PostgreSQL prints it (`col::text`, full microseconds, which a JS Date would round) and the row id
 * that breaks ties. Lists read the next page with `(col, id) < (key::timestamptz, id::uuid)`.
 */
export interface CursorPosition {
  key: string;
  id: string;
}

const TIMESTAMP_TEXT = /^\d{4,}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/;

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.key, position.id])).toString('base64url');
}

/** The position a cursor names, or null when it is not one we made (a 400 for the caller). */
export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as unknown[];
    if (typeof key !== 'string' || typeof id !== 'string') return null;
    if (!TIMESTAMP_TEXT.test(key) || !isUuid(id)) return null;
    return { key, id };
  } catch {
    return null;
  }
}
