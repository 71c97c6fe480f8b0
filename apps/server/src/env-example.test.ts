import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_NAMES } from './config.ts';

/** Names compose.yaml reads for itself; the server never sees them as settings. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD', 'SHELFWISE_DB_PASSWORD', 'HTTP_PORT'];

const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
/** `NAME=` at the start of a line, commented out (a default) or not. */
const documented = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');

describe('.env.example', () => {
  it('documents every environment variable the server reads', () => {
    expect(ENVIRONMENT_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names nothing the server does not read, besides what compose.yaml uses', () => {
    expect(
      documented.filter((name) => !ENVIRONMENT_NAMES.includes(name) && !COMPOSE_ONLY.includes(name)),
    ).toEqual([]);
  });
});
