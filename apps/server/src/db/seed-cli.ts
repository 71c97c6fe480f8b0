// `npm run db:seed`: demo data for trying the app by hand. Safe to run twice.
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seed } from './seed.ts';

const config = loadConfig();
const log = createLogger(config);
const database = await openDatabase(config, log);
try {
  await runMigrations(database.pool);
  const lines = await seed(database.db);
  console.log(lines.length ? lines.join('\n') : 'Nothing to seed yet.');
} finally {
  await database.close();
}
