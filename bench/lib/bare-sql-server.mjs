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

createServer(async (_req, res) => {
  try {
    const result = await pool.query(text, values);
    const rows = result.rows;
    // The total rides on every row as the last column (count(*) over ()).
    const totalField = result.fields.at(-1)?.name ?? 'total';
    const body = JSON.stringify({ data: rows, pagination: { total: Number(rows[0]?.[totalField] ?? 0) } });
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
