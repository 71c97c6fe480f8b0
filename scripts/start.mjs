// `npm start`: build what is not built, then run the server (which migrates and listens on :3000).
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';
import { defaultPaymentsSandbox } from './payments-sandbox.mjs';

buildWebIfNeeded();
defaultPaymentsSandbox();
const { register } = await import('tsx/esm/api');
register();
await import(fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url)));
