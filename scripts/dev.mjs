// `npm run dev`: the API server reloading on change (port 3000) and Vite's dev server (5173)
// proxying /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defaultPaymentsSandbox } from './payments-sandbox.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEnv = {
  ...process.env,
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
  // Webhooks to a receiver on this machine (http://localhost:…) while developing; production refuses it.
  WEBHOOKS_ALLOW_PRIVATE: process.env.WEBHOOKS_ALLOW_PRIVATE ?? '1',
};
defaultPaymentsSandbox(serverEnv);
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], {
    cwd: `${root}/apps/server`,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
