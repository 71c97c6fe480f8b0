import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createLogger } from './logger.ts';

const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({
      WEB_DIST_DIR: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      ...process.env,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  try {
    await runMigrations(database.pool);
  } catch (error) {
    log.fatal({ err: error }, 'database migration failed');
    await database.close();
    process.exit(1);
  }

  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    log,
    runJobs: config.SCHEDULER === 'on',
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Shelfwise is ready on ${config.APP_URL} (listening on ${config.HOST}:${config.PORT})`);

  let stoppingSince = 0;
  const shutdown = async (signal: string) => {
    if (stoppingSince) {
      // Ctrl-C reaches us twice (from the terminal and from npm): only a later, deliberate second
      // signal means "stop waiting".
      if (Date.now() - stoppingSince > 2000) {
        log.warn(`${signal} again: exiting now`);
        process.exit(1);
      }
      return;
    }
    stoppingSince = Date.now();
    log.info(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
