import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { checkFile, checkTree } from '../../../scripts/check-ownership.mjs';

const check = checkFile as (file: string, source: string) => string[];
const root = fileURLToPath(new URL('../../..', import.meta.url));
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/**
 * The import rules, run by dependency-cruiser with the project's own configuration over a small
 * tree that breaks each of them once (and keeps them elsewhere): each broken rule is reported, and
 * nothing else is.
 */
describe('import rules (dependency-cruiser)', () => {
  let tree: string;
  const files: Record<string, string> = {
    // Floors: a type from a module, the composition root; a schema file is fine.
    'apps/server/src/platform/mail/outbox.ts':
      "import type { X } from '../../modules/auth/index.ts';\nexport const o = 1;",
    'apps/server/src/jobs/job-queue.ts': "import { w } from '../wiring.ts';\nexport const j = w;",
    'apps/server/src/db/client.ts': "import { b } from './schema/books.ts';\nexport const c = b;",
    'apps/server/src/http/guard.test.ts': "import { w } from '../wiring.ts';\nexport const g = w;",
    'apps/server/src/db/schema/books.ts': 'export const b = 1;',
    'apps/server/src/wiring.ts': 'export const w = 1;',
    'apps/server/src/modules/auth/index.ts': 'export type X = number;',
    // Modules: through index.ts only.
    'apps/server/src/modules/books/index.ts': "export { r } from './books.repository.ts';",
    'apps/server/src/modules/books/books.repository.ts': 'export const r = 1;',
    'apps/server/src/modules/loans/loans.service.ts':
      "import { r } from '../books/index.ts';\nimport { r as s } from '../books/books.repository.ts';\nimport { l } from './loans.repository.ts';\nexport const x = [r, s, l];",
    'apps/server/src/modules/loans/loans.repository.ts': 'export const l = 1;',
    // Web: features through index.ts; shared code imports no feature.
    'apps/web/src/features/books/index.ts': "export { A } from './components/a.ts';",
    'apps/web/src/features/books/components/a.ts': 'export const A = 1;',
    'apps/web/src/features/books/api/get-books.ts': 'export const B = 1;',
    'apps/web/src/features/loans/lib/c.ts': 'export const C = 1;',
    'apps/web/src/features/loans/components/x.ts':
      "import { B } from '../../books/api/get-books.ts';\nimport { C } from '../lib/c.ts';\nimport { A } from '../../books/index.ts';\nexport const x = [A, B, C];",
    'apps/web/src/app/routes/x-page.ts':
      "import { A } from '../../features/books/components/a.ts';\nimport { A as B } from '../../features/books/index.ts';\nexport const p = [A, B];",
    'apps/web/src/lib/x.ts': "import { A } from '../features/books/index.ts';\nexport const l = A;",
  };

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'shelfwise-rules-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('report each broken rule, and nothing that keeps them', async () => {
    const previous = process.cwd();
    process.chdir(tree);
    try {
      const result = await cruise(['apps'], { ...config.options, ruleSet: config, validate: true });
      if (typeof result.output === 'string') throw new Error('expected the JSON result');
      const violations = result.output.summary.violations
        .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
        .sort();
      expect(violations).toEqual(
        [
          'floor-imports-module: apps/server/src/platform/mail/outbox.ts -> apps/server/src/modules/auth/index.ts',
          'floor-imports-module: apps/server/src/jobs/job-queue.ts -> apps/server/src/wiring.ts',
          'module-internals: apps/server/src/modules/loans/loans.service.ts -> apps/server/src/modules/books/books.repository.ts',
          'feature-internals-from-feature: apps/web/src/features/loans/components/x.ts -> apps/web/src/features/books/api/get-books.ts',
          'feature-internals-from-outside: apps/web/src/app/routes/x-page.ts -> apps/web/src/features/books/components/a.ts',
          'shared-web-imports-feature: apps/web/src/lib/x.ts -> apps/web/src/features/books/index.ts',
        ].sort(),
      );
    } finally {
      process.chdir(previous);
    }
  });
});

describe('ownership rules (scripts/check-ownership.mjs)', () => {
  it('hold for the whole tree', () => {
    expect((checkTree as (root: string) => string[])(root)).toEqual([]);
  });

  it('give each table one owner; tests may read any table', () => {
    const source =
      "import { users } from '../../db/schema/users.ts';\nimport { loans } from '../../db/schema/loans.ts';";
    expect(check('apps/server/src/modules/loans/loans.repository.ts', source)).toEqual([
      "apps/server/src/modules/loans/loans.repository.ts:1: module loans touches auth's tables (db/schema/users.ts): call that module's service",
    ]);
    expect(check('apps/server/src/modules/loans/loans.routes.test.ts', source)).toEqual([]);
    expect(
      check(
        'apps/server/src/modules/books/books.repository.ts',
        "import { books } from '../../db/schema/index.ts';",
      ),
    ).toHaveLength(1);
  });

  it('make modules open transactions through db/transaction.ts, which retries deadlocks', () => {
    expect(
      check(
        'apps/server/src/modules/books/books.service.ts',
        'const a = 1;\nawait db.transaction(async (tx) => {});\nawait transaction(db, async (tx) => {});',
      ),
    ).toEqual([
      'apps/server/src/modules/books/books.service.ts:2: open transactions with transaction(db, fn) from db/transaction.ts (it retries deadlocks)',
    ]);
    expect(check('apps/server/src/modules/books/books.x.test.ts', 'await db.transaction(fn);')).toEqual([]);
  });
});
