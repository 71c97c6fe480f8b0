// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const log = createLogger(config);
const database = await openDatabase(config, log);
try {
  await runMigrations(database.pool);
  log.info('migrations applied');
} finally {
  await database.close();
}
