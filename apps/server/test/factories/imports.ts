import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppUnderTest } from '../harness.ts';
import type { CreatedUser } from './users.ts';

/** The fixtures directory: files shaped like each service's real export. */
export const IMPORT_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'imports');
export const importFixture = (name: string): Buffer => readFileSync(join(IMPORT_FIXTURES, name));

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(bytes: Uint8Array, options: { field?: string; filename?: string } = {}) {
  const boundary = `----shelfwise${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'library.csv'}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file as the user (POST /api/imports) and answers the raw response. */
export function uploadImport(t: AppUnderTest, user: CreatedUser, bytes: Uint8Array, filename?: string) {
  const body = multipartFile(bytes, { filename });
  return t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...user.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** An import previewed through the real route; throws unless it answered 201. */
export async function createImport(t: AppUnderTest, user: CreatedUser, bytes: Uint8Array) {
  const res = await uploadImport(t, user, bytes);
  if (res.statusCode !== 201) throw new Error(`createImport: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    id: string;
    format: string;
    counts: { add: number; skip: number; refuse: number };
  };
}
