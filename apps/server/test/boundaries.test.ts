import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { checkFile, checkTree } from '../../../scripts/check-boundaries.mjs';

const check = checkFile as (file: string, source: string) => string[];
const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('layering rules', () => {
  it('hold for the whole tree', () => {
    expect((checkTree as (root: string) => string[])(root)).toEqual([]);
  });

  it('keep http/, platform/, jobs/ and db/ from importing modules or the composition root', () => {
    expect(
      check(
        'apps/server/src/platform/mail/outbox.ts',
        "import type { X } from '../../modules/auth/index.ts';",
      ),
    ).toEqual([
      'apps/server/src/platform/mail/outbox.ts:1: platform/ sits below the modules and may not import modules/auth/index.ts',
    ]);
    expect(check('apps/server/src/http/guard.ts', "\n\nimport { y } from '../wiring.ts';")).toHaveLength(1);
    expect(check('apps/server/src/db/client.ts', "import { z } from './schema/books.ts';")).toEqual([]);
    expect(
      check('apps/server/src/jobs/job-queue.ts', "import { r } from '../modules/reminders/index.ts';"),
    ).toEqual([
      'apps/server/src/jobs/job-queue.ts:1: jobs/ sits below the modules and may not import modules/reminders/index.ts',
    ]);
  });

  it('let modules meet only through index.ts', () => {
    const source = [
      "import { a } from '../books/index.ts';",
      "import {\n  b,\n  c,\n} from '../books/books.repository.ts';",
      "import { d } from './loans.repository.ts';",
    ].join('\n');
    expect(check('apps/server/src/modules/loans/loans.service.ts', source)).toEqual([
      'apps/server/src/modules/loans/loans.service.ts:2: module loans reaches into modules/books/books.repository.ts: import modules/books/index.ts instead',
    ]);
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

  it('let web code use a feature only through its index.ts', () => {
    expect(
      check(
        'apps/web/src/app/routes/x-page.tsx',
        "import { A } from '../../features/books/components/a.tsx';",
      ),
    ).toHaveLength(1);
    expect(
      check('apps/web/src/app/routes/x-page.tsx', "import { A } from '../../features/books/index.ts';"),
    ).toEqual([]);
    expect(
      check(
        'apps/web/src/features/loans/components/x.tsx',
        "import { B } from '../../books/api/get-books.ts';",
      ),
    ).toHaveLength(1);
    expect(check('apps/web/src/features/loans/components/x.tsx', "import { C } from '../lib/c.ts';")).toEqual(
      [],
    );
    expect(check('apps/web/src/lib/x.ts', "import { D } from '../features/auth/index.ts';")).toHaveLength(1);
  });
});
