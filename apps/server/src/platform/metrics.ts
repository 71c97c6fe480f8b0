import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a scrape reads from the database at that moment (wiring.ts provides them). */
export interface MetricProbes {
  /** Jobs of the queue (graphile_worker) ready to run now, and how long the oldest has waited. */
  jobQueue(): Promise<{ ready: number; oldestReadySeconds: number }>;
  /** Mail waiting in the outbox, and how long the oldest has waited. */
  outbox(): Promise<{ waiting: number; oldestWaitingSeconds: number }>;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * This instance's metrics in Prometheus' text format (prom-client), each instance scraped on its
 * own (decision 0027): request latency by route pattern and status, the pool, the job queue, the
 * outbox and the mail sent or failed. A registry of its own, so several apps in one process (tests)
 * do not share counters.
 */
export function createMetrics(deps: { pool: pg.Pool; probes: MetricProbes }) {
  const { pool, probes } = deps;
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: 'shelfwise_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'shelfwise_db_pool_connections_in_use',
    help: 'Connections of this instance checked out of the pool',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'shelfwise_db_pool_waiting',
    help: 'Queries of this instance waiting for a free pool connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  const jobsReady = new Gauge({
    name: 'shelfwise_job_queue_ready',
    help: 'Jobs ready to run now (all instances: the queue is shared)',
    registers: [registry],
  });
  const jobsAge = new Gauge({
    name: 'shelfwise_job_queue_oldest_ready_seconds',
    help: 'How long the oldest ready job has waited (0 when none)',
    registers: [registry],
  });
  const outboxWaiting = new Gauge({
    name: 'shelfwise_mail_outbox_waiting',
    help: 'Mail waiting in the outbox to be sent (all instances)',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'shelfwise_mail_outbox_oldest_waiting_seconds',
    help: 'How long the oldest waiting mail has waited (0 when none)',
    registers: [registry],
  });
  const mailSent = new Counter({
    name: 'shelfwise_mail_sent_total',
    help: 'Mail this instance handed to the SMTP server',
    registers: [registry],
  });
  const mailFailed = new Counter({
    name: 'shelfwise_mail_failed_total',
    help: 'Sends of this instance that failed; final="true" when no retry is left',
    labelNames: ['final'] as const,
    registers: [registry],
  });

  return {
    contentType: registry.contentType,
    observeRequest(route: string, method: string, status: number, seconds: number): void {
      requestSeconds.observe({ route, method, status: String(status) }, seconds);
    },
    mailSent(count: number): void {
      if (count > 0) mailSent.inc(count);
    },
    mailFailed(isFinal: boolean): void {
      mailFailed.inc({ final: String(isFinal) });
    },
    /** The text of a scrape; the database gauges are read now. */
    async render(): Promise<string> {
      const [jobs, outbox] = await Promise.all([probes.jobQueue(), probes.outbox()]);
      jobsReady.set(jobs.ready);
      jobsAge.set(jobs.oldestReadySeconds);
      outboxWaiting.set(outbox.waiting);
      outboxAge.set(outbox.oldestWaitingSeconds);
      return registry.metrics();
    },
  };
}
