// The floor for a database-backed list: node:http + pg running exactly the SQL given, no framework,
// no auth, no validation. BENCH_SQL uses $1.. bound to the JSON array BENCH_PARAMS.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});
const text = process.env.BENCH_SQL ?? 'select 1';
const values = JSON.parse(process.env.BENCH_PARAMS ?? '[]');
// With a count query, the page and the count run side by side and the total is the count's.
const countText = process.env.BENCH_COUNT_SQL;
const countValues = JSON.parse(process.env.BENCH_COUNT_PARAMS ?? '[]');

// BENCH_BARE_NAMED=1: named statements (parsed once per connection), as the app's list runs them.
const named = process.env.BENCH_BARE_NAMED === '1';
const page = named ? { name: 'bare_page', text, values } : undefined;
const count = named && countText ? { name: 'bare_count', text: countText, values: countValues } : undefined;

createServer(async (_req, res) => {
  try {
    const [result, counted] = await Promise.all([
      page ? pool.query(page) : pool.query(text, values),
      count ? pool.query(count) : countText ? pool.query(countText, countValues) : undefined,
    ]);
    const rows = result.rows;
    // Without a count query the total rides on every row as the last column (count(*) over ()).
    const total = counted
      ? Number(Object.values(counted.rows[0] ?? {})[0] ?? 0)
      : Number(rows[0]?.[result.fields.at(-1)?.name ?? 'total'] ?? 0);
    const body = JSON.stringify({ data: rows, pagination: { total } });
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
