// `npm run admin:create -- --email someone@example.com`: makes an existing account an admin.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createLogger } from './logger.ts';
import { systemClock } from './platform/clock.ts';
import { createServices } from './wiring.ts';

const usage = 'Usage: npm run admin:create -- --email someone@example.com';

let email: string;
try {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  email = values.email?.trim() ?? '';
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const log = createLogger(config);
const database = await openDatabase(config, log);
let exitCode = 0;
try {
  await database.migrate();
  const services = createServices({
    config,
    db: database.db,
    pool: database.pool,
    log: pino({ level: 'silent' }),
    clock: systemClock,
  });
  const { outcome, isVerified } = await services.admin.promoteByEmail(email);
  if (outcome === 'not-found') {
    console.error(
      `No account uses ${email}. Create it first: sign up at ${config.APP_URL}/auth and verify the email ` +
        'with the code that is mailed (or printed in the server log without SMTP), then run this again.',
    );
    exitCode = 1;
  } else {
    console.log(outcome === 'promoted' ? `${email} is now an admin.` : `${email} is already an admin.`);
    if (!isVerified) {
      console.log(
        'Its email is not verified yet: sign in and enter the mailed code before using the Admin Panel.',
      );
    }
  }
  await services.limiter.close();
} finally {
  await database.close();
}
process.exit(exitCode);
