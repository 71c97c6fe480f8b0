import { randomBytes } from 'node:crypto';
import type { PlanId, Role } from '@shelfwise/contract';
import type { AuthService } from '../auth/index.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.shelfwise.app';

/** Demo accounts with published passwords: fine for trying the app, never for the admin. */
const DEMO_ACCOUNTS: Array<{ email: string; name: string; plan: PlanId; role: Role; password: string }> = [
  {
    email: 'free@demo.shelfwise.app',
    name: 'Frida Free',
    plan: 'free',
    role: 'user',
    password: 'Demo-Free-2025!',
  },
  {
    email: 'basic@demo.shelfwise.app',
    name: 'Basil Basic',
    plan: 'basic',
    role: 'user',
    password: 'Demo-Basic-2025!',
  },
  {
    email: 'premium@demo.shelfwise.app',
    name: 'Priya Premium',
    plan: 'premium',
    role: 'user',
    password: 'Demo-Premium-2025!',
  },
];

/** A password nobody has read anywhere: 16 random bytes, URL-safe. */
export const generatePassword = () => `Adm-${randomBytes(16).toString('base64url')}`;

/**
 * Verified demo accounts, one per plan, and an admin. Running it again puts the plan accounts back
 * to their printed password, plan and role, so those lines are always true. The admin's password
 * is `adminPassword` (SEED_ADMIN_PASSWORD) when given; otherwise one is generated when the admin is
 * created and printed that once, and later runs leave it as it is.
 */
export async function seedDemoAccounts(
  auth: Pick<AuthService, 'upsertAccount' | 'findAccountByEmail'>,
  options: { adminPassword?: string } = {},
): Promise<string[]> {
  const lines = ['Demo accounts (email / password):'];
  for (const account of DEMO_ACCOUNTS) {
    await auth.upsertAccount(account);
    lines.push(`  ${account.plan.padEnd(7)}  ${account.email} / ${account.password}`);
  }
  const existingAdmin = await auth.findAccountByEmail(DEMO_ADMIN_EMAIL);
  const adminPassword = options.adminPassword ?? (existingAdmin ? undefined : generatePassword());
  await auth.upsertAccount({
    email: DEMO_ADMIN_EMAIL,
    name: 'Ada Admin',
    plan: 'premium',
    role: 'admin',
    password: adminPassword,
  });
  lines.push(
    adminPassword === undefined
      ? `  admin    ${DEMO_ADMIN_EMAIL} / (unchanged: printed when it was created; set SEED_ADMIN_PASSWORD to choose one)`
      : options.adminPassword !== undefined
        ? `  admin    ${DEMO_ADMIN_EMAIL} / the password in SEED_ADMIN_PASSWORD`
        : `  admin    ${DEMO_ADMIN_EMAIL} / ${adminPassword} (generated now and printed only this once)`,
  );
  return lines;
}
