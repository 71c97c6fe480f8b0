import { seedDemoBooks } from '../modules/books/books.seed.ts';
import { seedDemoAccounts } from '../modules/users/users.seed.ts';
import type { Database } from './client.ts';

/**
 * Each module adds its seeder here; a seeder is idempotent and returns lines to print
 * (for example the demo accounts and their passwords).
 */
type Seeder = (db: Database) => Promise<string[]>;

// Books after accounts: they belong to the demo users.
const seeders: Seeder[] = [seedDemoAccounts, seedDemoBooks];

export async function seed(db: Database): Promise<string[]> {
  const lines: string[] = [];
  for (const run of seeders) lines.push(...(await run(db)));
  return lines;
}
