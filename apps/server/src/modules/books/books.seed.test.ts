import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { seedDemoData } from '../../wiring.ts';

let t: TestApp;
const clock = createManualClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const countsByEmail = async () => {
  const result = await t.db.execute<{ email: string; n: number }>(
    sql`select u.email, count(b.id)::int as n from users u left join books b on b.user_id = u.id group by u.email order by u.email`,
  );
  return Object.fromEntries(result.rows.map((r) => [r.email, r.n]));
};

describe('demo books seeder', () => {
  it('gives each demo account books within its plan, and adds nothing the second time', async () => {
    await seedDemoData(t.services, { clock });
    const first = await countsByEmail();
    expect(first['free@demo.shelfwise.app']).toBeGreaterThan(0);
    expect(first['free@demo.shelfwise.app']).toBeLessThanOrEqual(50);
    expect(first['premium@demo.shelfwise.app']).toBeGreaterThan(first['basic@demo.shelfwise.app'] ?? 0);
    const lines = await seedDemoData(t.services, { clock });
    expect(await countsByEmail()).toEqual(first);
    expect(lines.join('\n')).toContain('(0 added now)');
  });
});
