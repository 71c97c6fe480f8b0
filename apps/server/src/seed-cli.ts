// `npm run db:seed`: demo data for trying the app by hand. Safe to run twice.
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { systemClock } from './platform/clock.ts';
import { createServices, seedDemoData } from './wiring.ts';

const config = loadConfig();
const log = createLogger(config);
const database = await openDatabase(config, log);
try {
  await runMigrations(database.pool);
  const services = createServices({
    config,
    db: database.db,
    pool: database.pool,
    log: pino({ level: 'silent' }),
    clock: systemClock,
  });
  const lines = await seedDemoData(services);
  console.log(lines.length ? lines.join('\n') : 'Nothing to seed yet.');
  await services.limiter.close();
} finally {
  await database.close();
}
