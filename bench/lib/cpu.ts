import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS = 100;

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

export interface CpuSplit {
  /** CPU milliseconds per request of the server under test, the database, and the load generator. */
  serverMs: number;
  databaseMs: number;
  loadMs: number;
}

/**
 * Measures where CPU goes while `run` loads a server: the server's process, every PostgreSQL
 * process on this machine (a local server's backends) and this process (autocannon). Linux only;
 * elsewhere it answers zeros. Divided by the requests `run` reports.
 */
export async function cpuPerRequest<T extends { requests: number }>(
  serverPid: number | undefined,
  run: () => Promise<T>,
): Promise<T & { cpu: CpuSplit }> {
  const pg = postgresPids();
  const before = {
    server: serverPid ? ticksOf(serverPid) : 0,
    db: pg.reduce((s, p) => s + ticksOf(p), 0),
    self: process.cpuUsage(),
  };
  const result = await run();
  const db = [...new Set([...pg, ...postgresPids()])].reduce((s, p) => s + ticksOf(p), 0);
  const self = process.cpuUsage(before.self);
  const n = Math.max(1, result.requests);
  const ms = (ticks: number) => Math.round(((ticks * 1000) / TICKS / n) * 1000) / 1000;
  return {
    ...result,
    cpu: {
      serverMs: serverPid ? ms(ticksOf(serverPid) - before.server) : 0,
      databaseMs: ms(db - before.db),
      loadMs: Math.round(((self.user + self.system) / 1000 / n) * 1000) / 1000,
    },
  };
}
