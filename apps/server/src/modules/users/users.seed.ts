import type { PlanId, Role } from '@shelfwise/contract';
import type { AuthService } from '../auth/index.ts';

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
  {
    email: 'admin@demo.shelfwise.app',
    name: 'Ada Admin',
    plan: 'premium',
    role: 'admin',
    password: 'Demo-Admin-2025!',
  },
];

/**
 * Verified demo accounts, one per plan plus an admin. Running it again puts them back to the
 * printed password, plan and role, so the printed lines are always true.
 */
export async function seedDemoAccounts(auth: Pick<AuthService, 'upsertAccount'>): Promise<string[]> {
  const lines = ['Demo accounts (email / password):'];
  for (const account of DEMO_ACCOUNTS) {
    await auth.upsertAccount(account);
    lines.push(
      `  ${account.role === 'admin' ? 'admin  ' : account.plan.padEnd(7)}  ${account.email} / ${account.password}`,
    );
  }
  return lines;
}
