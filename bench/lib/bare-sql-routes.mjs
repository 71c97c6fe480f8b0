// The floor for database-backed figures: node:http + pg running exactly the SQL given for each
// path, no framework, no auth, no validation. BENCH_ROUTES is JSON: { "/path": [{ text, params }] };
// a path's queries run side by side (as the app runs them) and the answer is their rows.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});
const routes = JSON.parse(process.env.BENCH_ROUTES ?? '{}');

createServer(async (req, res) => {
  const queries = routes[new URL(req.url ?? '/', 'http://x').pathname];
  if (!queries) {
    res.writeHead(req.url === '/' ? 200 : 404).end();
    return;
  }
  try {
    const results = await Promise.all(queries.map((q) => pool.query(q.text, q.params)));
    const body = JSON.stringify({ results: results.map((r) => r.rows) });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
