// `npm run bench:web`: builds the web app, serves it from the real server on a fresh database and
// runs Lighthouse (mobile preset, simulated throttling) on the public pages and /auth. Results go
// to bench/results/web.json. Lighthouse is not part of `npm ci`; it is installed on demand into
// LIGHTHOUSE_DIR (default ~/.cache/shelfwise-lighthouse).
//
//   npm run bench:web                    # 3 runs per page, median by performance score
//   npm run bench:web -- --runs 1 --no-build

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.ts';
import { startAppServer, startBenchDatabase } from '../lib/servers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = ['/', '/auth', '/privacy-policy'];
const LIGHTHOUSE_VERSION = '12';
const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  landingJsKb: 100,
  authJsKb: 120,
};

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 3);
const build = !args.includes('--no-build');

function ensureLighthouse(): string {
  const dir = process.env.LIGHTHOUSE_DIR ?? join(homedir(), '.cache', 'shelfwise-lighthouse');
  if (!existsSync(join(dir, 'node_modules', 'lighthouse', 'package.json'))) {
    console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${dir} (once)…`);
    mkdirSync(dir, { recursive: true });
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('could not install Lighthouse');
  }
  return join(dir, 'node_modules');
}

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded, gzipped here at the default level (what a gzip server sends). */
  jsGzipKb: number;
  /** The same scripts' bytes on the wire, as this server sent them (it may choose brotli). */
  jsTransferKb: number;
  scripts: { url: string; gzipKb: number }[];
  failedAudits: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: Lighthouse's result is typed in a package outside the install
type Lhr = any;

async function summarise(lhr: Lhr, path: string, baseUrl: string): Promise<PageResult> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests: { url: string; resourceType: string; transferSize: number }[] =
    lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(baseUrl));
  const sized = await Promise.all(
    scripts.map(async (s) => {
      const body = Buffer.from(
        await (await fetch(s.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      return { url: new URL(s.url).pathname, gzipKb: round(gzipSync(body).length / 1024) };
    }),
  );
  const failedAudits = ['performance', 'accessibility', 'best-practices', 'seo'].flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref: { id: string; weight: number }) => ref.weight > 0)
      .map((ref: { id: string }) => lhr.audits[ref.id])
      .filter(
        (a: { score: number | null; scoreDisplayMode: string }) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
      )
      .map((a: { id: string; score: number }) => `${cat}/${a.id} (${a.score})`),
  );
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    jsGzipKb: round(sized.reduce((sum, s) => sum + s.gzipKb, 0)),
    jsTransferKb: round(scripts.reduce((sum, s) => sum + s.transferSize, 0) / 1024),
    scripts: sized,
    failedAudits,
  };
}

function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

const median = (results: PageResult[]): PageResult => {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

async function main(): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');
  // A private build: others may rebuild apps/web/dist while this runs. NODE_ENV is forced because
  // an inherited `test` or `development` would bundle React's development build.
  const distDir = build ? mkdtempSync(join(tmpdir(), 'shelfwise-bench-web-')) : join(root, 'apps/web/dist');
  if (build) {
    console.log(`Building the web app into ${distDir}…`);
    const result = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
      {
        cwd: join(root, 'apps/web'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (result.status !== 0) throw new Error('the web app failed to build');
  }
  const modules = ensureLighthouse();
  const { default: lighthouse } = await import(pathToFileURL(join(modules, 'lighthouse/core/index.js')).href);
  const chromeLauncher = await import(pathToFileURL(join(modules, 'chrome-launcher/dist/index.js')).href);

  const database = await startBenchDatabase();
  let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
  let chrome: { port: number; kill(): Promise<void> | void } | undefined;
  try {
    app = await startAppServer(database.url, { WEB_DIST_DIR: distDir });
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, '--headless'] });
    const results: PageResult[] = [];
    for (const path of PAGES) {
      const attempts: PageResult[] = [];
      for (let i = 0; i < runs; i++) {
        const runner = await lighthouse(`${app.url}${path}`, {
          port: chrome!.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        attempts.push(await summarise(runner.lhr, path, app.url));
      }
      const chosen = median(attempts);
      results.push(chosen);
      console.log(
        `${path}: performance ${attempts.map((a) => a.performance).join('/')} → median ${chosen.performance}`,
      );
    }
    report(results, chromePath);
  } finally {
    await chrome?.kill();
    await app?.stop();
    await database.stop();
    if (build) rmSync(distDir, { recursive: true, force: true });
  }
}

function report(results: PageResult[], chromePath: string): void {
  const outDir = join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'web.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), runsPerPage: runs, preset: 'mobile (Lighthouse default, simulated throttling)', chromePath, targets: TARGETS, pages: results }, null, 2)}\n`,
  );
  const ok = (pass: boolean) => (pass ? '✓' : '✗');
  const jsBudget: Record<string, number> = { '/': TARGETS.landingJsKb, '/auth': TARGETS.authJsKb };
  const jsMark = (r: PageResult) => {
    const budget = jsBudget[r.path];
    return budget === undefined ? '' : ` ${ok(r.jsGzipKb <= budget)}`;
  };
  console.log('\n| page | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS gz KB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.path} | ${r.performance} ${ok(r.performance >= TARGETS.performance)} | ${r.accessibility} ${ok(r.accessibility >= TARGETS.accessibility)} | ${r.bestPractices} ${ok(r.bestPractices >= TARGETS.bestPractices)} | ${r.seo} ${ok(r.seo >= TARGETS.seo)} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsGzipKb}${jsMark(r)} |`,
    );
  }
  for (const r of results.filter((x) => x.failedAudits.length > 0)) {
    console.log(`\n${r.path} audits below 0.9: ${r.failedAudits.join(', ')}`);
  }
  console.log(`\nWritten to ${file}`);
}

await main();
