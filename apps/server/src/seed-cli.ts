// `npm run db:seed [-- --force]`: demo data for trying the app by hand. Safe to run twice.
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { runSeed } from './seed.ts';

const config = loadConfig();
process.exitCode = await runSeed(process.argv.slice(2), config, console, createLogger(config));
