import { type CpuSplit, cpuPerRequest } from './cpu.ts';
import { type LoadResult, load, percentile } from './load.ts';

const WARM_UP_SECONDS = 3;

export interface Side {
  url: string;
  pid?: number;
  headers?: Record<string, string>;
}

export interface SideResult extends LoadResult {
  cpu: CpuSplit;
  /** The highest of the rounds' own p99s (p99Ms is over every request of every round). */
  worstRoundP99Ms?: number;
}

export interface Comparison {
  app: SideResult;
  bare: SideResult;
  /** App req/s over bare req/s, all rounds together. */
  ratio: number;
  /** The same ratio round by round: how much the machine moved during the comparison. */
  roundRatios: number[];
}

/**
 * Loads the app and the bare server in alternating rounds (app then bare, then bare then app, …)
 * after a warm-up of each, so that a machine whose speed drifts during the run (shared cores) slows
 * both sides alike instead of whichever ran second. Requests per second, p50, p99 and CPU per
 * request are over every request of every round (the warm-ups left out); the worst round's own p99
 * is kept beside them.
 */
export async function compareInRounds(
  app: Side,
  bare: Side,
  options: { connections: number; rounds: number; roundSec: number },
): Promise<Comparison> {
  const { connections, rounds, roundSec } = options;
  // Every round's latencies, per side (the warm-ups' are left out).
  const appLatencies: number[] = [];
  const bareLatencies: number[] = [];
  const run = (side: Side, durationSec: number, latencies?: number[]) =>
    cpuPerRequest(side.pid, () =>
      load(side.url, { durationSec, connections, headers: side.headers, latencies }),
    );
  // The bare server is a fresh process for each case: without a longer warm-up its JIT was still
  // speeding it up during the first rounds, which flattered the app.
  await run(app, WARM_UP_SECONDS);
  await run(bare, WARM_UP_SECONDS);
  const appRounds: SideResult[] = [];
  const bareRounds: SideResult[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      appRounds.push(await run(app, roundSec, appLatencies));
      bareRounds.push(await run(bare, roundSec, bareLatencies));
    } else {
      bareRounds.push(await run(bare, roundSec, bareLatencies));
      appRounds.push(await run(app, roundSec, appLatencies));
    }
  }
  const a = combine(appRounds, roundSec, appLatencies);
  const b = combine(bareRounds, roundSec, bareLatencies);
  return {
    app: a,
    bare: b,
    ratio: a.requestsPerSec / b.requestsPerSec,
    roundRatios: appRounds.map((r, i) => r.requestsPerSec / (bareRounds[i]?.requestsPerSec ?? 1)),
  };
}

function combine(results: SideResult[], roundSec: number, latencies: number[]): SideResult {
  const requests = results.reduce((s, r) => s + r.requests, 0);
  const sorted = [...latencies].sort((x, y) => x - y);
  const ms = (value: number) => Math.round(value * 10) / 10;
  const perRequest = (pick: (c: CpuSplit) => number) =>
    Math.round((results.reduce((s, r) => s + pick(r.cpu) * r.requests, 0) / Math.max(1, requests)) * 1000) /
    1000;
  return {
    requests,
    requestsPerSec: Math.round(requests / (roundSec * results.length)),
    p50Ms: ms(percentile(sorted, 50)),
    p99Ms: ms(percentile(sorted, 99)),
    worstRoundP99Ms: Math.max(...results.map((r) => r.p99Ms)),
    errors: results.reduce((s, r) => s + r.errors, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    cpu: {
      serverMs: perRequest((c) => c.serverMs),
      databaseMs: perRequest((c) => c.databaseMs),
      loadMs: perRequest((c) => c.loadMs),
    },
  };
}
