import { load } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { startAppServer, startBareServer } from '../lib/servers.ts';

/** GET /api/health (a database round trip included) beside a bare node:http server, same run. */
export async function benchHealth(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl);
  const bare = await startBareServer({ status: 'ok', db: 'ok' });
  try {
    await load(`${app.url}/api/health`, { durationSec: 2 }); // warm-up
    const appResult = await load(`${app.url}/api/health`);
    await load(bare.url, { durationSec: 2 });
    const bareResult = await load(bare.url);
    const ratio = appResult.requestsPerSec / bareResult.requestsPerSec;
    report('health', { app: appResult, bare: bareResult, ratio }, [
      `app  /api/health : ${appResult.requestsPerSec} req/s, p50 ${appResult.p50Ms} ms, p99 ${appResult.p99Ms} ms, errors ${appResult.errors}, non-2xx ${appResult.non2xx}`,
      `bare node:http   : ${bareResult.requestsPerSec} req/s, p50 ${bareResult.p50Ms} ms, p99 ${bareResult.p99Ms} ms`,
      `ratio app/bare   : ${ratio.toFixed(2)}`,
    ]);
  } finally {
    await app.stop();
    await bare.stop();
  }
}
