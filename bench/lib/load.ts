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
  options: { connections?: number; durationSec?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSec ?? 10,
    headers: options.headers,
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
