import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Node 25 and later have a Web Storage of their own on globalThis (localStorage, sessionStorage) that
// hides jsdom's in the test environment; the web tests want the browser's, so it is turned off where it
// exists (the flag is unknown to Node 20, which has none).
const nodeMajor = Number(process.versions.node.split('.')[0]);
const webStorageOff = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    execArgv: webStorageOff,
  },
});
