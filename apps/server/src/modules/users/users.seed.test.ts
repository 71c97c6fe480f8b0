import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoAccounts } from './users.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const passwordIn = (lines: string[], email: string) =>
  /\/ (\S+)/.exec(lines.find((l) => l.includes(email)) ?? '')?.[1] ?? '';

describe('demo accounts seeder', () => {
  it('creates verified accounts whose printed passwords sign in, and is safe to run twice', async () => {
    await seedDemoAccounts(t.services.auth);
    const lines = await seedDemoAccounts(t.services.auth);
    const count = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email like '%@demo.shelfwise.app'`,
    );
    expect(count.rows[0]?.n).toBe(4);

    for (const [who, plan] of Object.entries({ free: 'free', basic: 'basic', premium: 'premium' })) {
      const login = await signIn(`${who}@demo.shelfwise.app`, passwordIn(lines, `${who}@demo.shelfwise.app`));
      expect(login.statusCode, who).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(me.json().user).toMatchObject({ plan, emailVerified: true, role: 'user' });
    }
  });

  it('gives the admin a generated password printed once, keeps it on later runs, or takes the one given', async () => {
    await t.db.execute(sql`delete from users where email = 'admin@demo.shelfwise.app'`);
    const first = await seedDemoAccounts(t.services.auth);
    const generated = passwordIn(first, 'admin@demo.shelfwise.app');
    expect(generated).toMatch(/^Adm-[\w-]{20,}$/);
    expect(first.join('\n')).toContain('printed only this once');
    expect((await signIn('admin@demo.shelfwise.app', 'Demo-Admin-2025!')).statusCode).toBe(401);
    expect((await signIn('admin@demo.shelfwise.app', generated)).statusCode).toBe(200);

    const second = await seedDemoAccounts(t.services.auth);
    expect(second.join('\n')).not.toContain(generated);
    expect(second.join('\n')).toContain('unchanged');
    expect((await signIn('admin@demo.shelfwise.app', generated)).statusCode).toBe(200);

    const chosen = await seedDemoAccounts(t.services.auth, { adminPassword: 'Chosen-Admin-Pass-9' });
    expect(chosen.join('\n')).not.toContain('Chosen-Admin-Pass-9');
    expect((await signIn('admin@demo.shelfwise.app', 'Chosen-Admin-Pass-9')).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        authorization: `Bearer ${(await signIn('admin@demo.shelfwise.app', 'Chosen-Admin-Pass-9')).json().token}`,
      },
    });
    expect(me.json().user).toMatchObject({ role: 'admin', emailVerified: true });
  });
});
