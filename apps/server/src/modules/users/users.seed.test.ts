import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoAccounts } from './users.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo accounts seeder', () => {
  it('creates verified accounts whose printed passwords sign in, and is safe to run twice', async () => {
    await seedDemoAccounts(t.services.auth);
    const lines = await seedDemoAccounts(t.services.auth);
    const count = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email like '%@demo.shelfwise.app'`,
    );
    expect(count.rows[0]?.n).toBe(4);

    const expected = { free: 'free', basic: 'basic', premium: 'premium', admin: 'premium' } as const;
    for (const [who, plan] of Object.entries(expected)) {
      const line = lines.find((l) => l.includes(`${who}@demo.shelfwise.app`));
      const password = line?.split(' / ')[1]?.trim() ?? '';
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${who}@demo.shelfwise.app`, password },
      });
      expect(login.statusCode, who).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(me.json().user).toMatchObject({
        plan,
        emailVerified: true,
        role: who === 'admin' ? 'admin' : 'user',
      });
    }
  });
});
