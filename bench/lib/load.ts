import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  /** Requests completed in the run. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon against a loopback URL, bounded in time (architecture §6: loopback only). */
export async function load(
  url: string,
  options: {
    connections?: number;
    durationSec?: number;
    headers?: Record<string, string>;
    /** Each response's latency in ms is added here (to take percentiles over several runs). */
    latencies?: number[];
  } = {},
): Promise<LoadResult> {
  const { latencies } = options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections ?? 50,
        duration: options.durationSec ?? 10,
        headers: options.headers,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The value below which `p` percent of the sorted values fall (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
