import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createManualClock } from './platform/clock.ts';
import { createServices, seedDemoData } from './wiring.ts';

export const PRODUCTION_REFUSAL =
  'NODE_ENV is production: the demo data has accounts with published passwords, so nothing was seeded. Run `npm run db:seed -- --force` if this database really should have them.';

/**
 * `npm run db:seed [-- --force]`: demo accounts, books, borrowers and loans; safe to run twice and
 * while the app runs (on DATABASE_URL, or on the embedded database of an app running on DATA_DIR).
 * Returns the exit code; what to read goes to `out`.
 */
export async function runSeed(
  argv: string[],
  config: Config,
  out: { log(line: string): void; error(line: string): void },
  log: Logger = pino({ level: 'warn' }),
): Promise<number> {
  if (config.NODE_ENV === 'production' && !argv.includes('--force')) {
    out.error(PRODUCTION_REFUSAL);
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, log, { joinRunningApp: true });
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    await database.migrate();
    // The seeders move this clock to the past days their loans happened on.
    const clock = createManualClock();
    const services = createServices({
      config,
      db: database.db,
      pool: database.pool,
      log: pino({ level: 'silent' }),
      clock,
    });
    try {
      const lines = await seedDemoData(services, { clock, adminPassword: config.SEED_ADMIN_PASSWORD });
      out.log(lines.join('\n'));
    } finally {
      await services.limiter.close();
    }
    return 0;
  } finally {
    await database.close();
  }
}
