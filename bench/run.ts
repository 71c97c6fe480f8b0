// `npm run bench`: each scenario on loopback, numbers printed and kept in bench/results/.

import { createPool } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { startBenchDatabase } from './lib/servers.ts';
import { benchAdmin } from './scenarios/admin.ts';
import { benchBilling } from './scenarios/billing.ts';
import { benchForgotPassword } from './scenarios/forgot-password.ts';
import { benchFriends } from './scenarios/friends.ts';
import { benchHealth } from './scenarios/health.ts';
import { benchImport } from './scenarios/import.ts';
import { benchImportFlood } from './scenarios/import-flood.ts';
import { benchLibrary } from './scenarios/library.ts';
import { benchLibraryScale } from './scenarios/library-scale.ts';
import { benchLibrarySort } from './scenarios/library-sort.ts';
import { benchReminderTick } from './scenarios/reminder-tick.ts';
import { benchReminders } from './scenarios/reminders.ts';
import { benchStatistics } from './scenarios/statistics.ts';

const scenarios: Record<string, (databaseUrl: string) => Promise<void>> = {
  health: benchHealth,
  library: benchLibrary,
  'library-sort': benchLibrarySort,
  'library-scale': benchLibraryScale,
  statistics: benchStatistics,
  billing: benchBilling,
  'forgot-password': benchForgotPassword,
  friends: benchFriends,
  reminders: benchReminders,
  'reminder-tick': benchReminderTick,
  admin: benchAdmin,
  import: benchImport,
  'import-flood': benchImportFlood,
};

/** Run only when named: generating the big table takes a long while the first time. */
const onlyWhenNamed = new Set(['library-scale', 'reminder-tick']);

const wanted = process.argv.slice(2);
const database = await startBenchDatabase();
try {
  const pool = createPool(database.url, { max: 1 });
  await runMigrations(pool);
  await pool.end();
  for (const [name, run] of Object.entries(scenarios)) {
    if (wanted.includes(name) || (wanted.length === 0 && !onlyWhenNamed.has(name))) await run(database.url);
  }
} finally {
  await database.stop();
}
