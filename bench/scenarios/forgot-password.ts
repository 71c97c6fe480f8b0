import { performance } from 'node:perf_hooks';
import { percentile } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';

const ACCOUNTS = 150;
const ROUNDS = 300;
/** Between requests, so one request's after-answer work is not timed as part of the next one. */
const GAP_MS = 15;

interface PathStats {
  n: number;
  meanMs: number;
  p50Ms: number;
  p90Ms: number;
}

function stats(samples: number[]): PathStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    n: sorted.length,
    meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
  };
}

/**
 * POST /api/auth/forgot-password for an existing account and for an unknown address, one request
 * at a time in a random order, each from its own client address (X-Forwarded-For, one trusted
 * hop) so no rate limit answers instead. Each existing account (and each unknown address) is asked
 * twice, inside the per-account limit, so the existing ones take the path that stores a token and
 * queues the mail.
 */
export async function benchForgotPassword(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl, { TRUST_PROXY: '1' });
  let address = 0;
  const nextAddress = () => {
    address++;
    return `198.18.${(address >> 8) & 255}.${address & 255}`;
  };
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(body),
    });
    await res.text();
    return { status: res.status, ms: performance.now() - started };
  };
  try {
    const emails: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `bench-forgot-${i}@example.test`;
      const res = await post('/api/auth/register', {
        name: 'Bench Reader',
        email,
        password: 'Bench-Pass-123',
        plan: 'free',
      });
      if (res.status !== 201) throw new Error(`sign-up ${i} answered ${res.status}`);
      emails.push(email);
    }
    const plan: string[] = Array.from({ length: ROUNDS * 2 }, (_, i) =>
      i % 2 === 0 ? 'existing' : 'missing',
    );
    for (let i = plan.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [plan[i], plan[j]] = [plan[j] as string, plan[i] as string];
    }
    const samples: Record<string, number[]> = { existing: [], missing: [] };
    let existingAsked = 0;
    let missingAsked = 0;
    const warmUp = 40;
    for (const [i, kind] of plan.entries()) {
      const email =
        kind === 'existing'
          ? (emails[existingAsked++ % ACCOUNTS] as string)
          : `nobody-${missingAsked++}@example.test`;
      const res = await post('/api/auth/forgot-password', { email });
      if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
      if (i >= warmUp) samples[kind]?.push(res.ms);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const existing = stats(samples.existing ?? []);
    const missing = stats(samples.missing ?? []);
    report(
      'forgot-password',
      { existing, missing, medianDifferenceMs: Math.round((existing.p50Ms - missing.p50Ms) * 100) / 100 },
      [
        `existing account : mean ${existing.meanMs} ms, p50 ${existing.p50Ms} ms, p90 ${existing.p90Ms} ms (n=${existing.n})`,
        `unknown address  : mean ${missing.meanMs} ms, p50 ${missing.p50Ms} ms, p90 ${missing.p90Ms} ms (n=${missing.n})`,
        `p50 difference   : ${(existing.p50Ms - missing.p50Ms).toFixed(2)} ms`,
      ],
    );
  } finally {
    await app.stop();
  }
}
