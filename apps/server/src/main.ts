import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { closeGracefully, createLifecycle } from './http/shutdown.ts';
import { createLogger } from './logger.ts';

/** After the grace period, the pool and the embedded database get this long to stop. */
const FORCE_EXIT_AFTER_GRACE_MS = 10_000;

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
    await database.migrate();
  } catch (error) {
    log.fatal({ err: error }, 'database migration failed');
    await database.close();
    process.exit(1);
  }

  const lifecycle = createLifecycle();
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    log,
    lifecycle,
    runJobs: config.SCHEDULER === 'on',
  });
  // Avatars that an earlier release kept as files in DATA_DIR/uploads go into the database first,
  // so that every instance serves them (decision 0027); a failure only leaves them for the next try.
  await app.services.users
    .importDiskAvatars()
    .catch((error: unknown) => log.warn({ err: error }, 'avatar files could not be imported yet'));
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
    log.info(
      `${signal} received: finishing requests in flight (up to ${config.SHUTDOWN_GRACE_MS} ms), then stopping`,
    );
    // Only if a step below hangs (it should not: every wait is bounded): never stay up forever.
    const force = setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + FORCE_EXIT_AFTER_GRACE_MS);
    force.unref();
    try {
      // An embedded PostgreSQL that stops from now on (Ctrl-C reaches it too) stays stopped.
      database.prepareToClose();
      const [{ wasCut }] = await Promise.all([
        closeGracefully(app, lifecycle, config.SHUTDOWN_GRACE_MS),
        // No new job starts; the ones running, and the mail worker, stop after their current item.
        app.services.jobs.stop(),
        app.services.mailer.close(),
      ]);
      if (wasCut) log.warn('requests still running after the grace period were cut');
      await database.close();
      log.info(`stopped cleanly in ${Date.now() - stoppingSince} ms`);
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
