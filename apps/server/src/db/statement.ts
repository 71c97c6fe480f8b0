import { is, Placeholder } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A query built with drizzle, its values left as `sql.placeholder(name)`. */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** Run with the placeholders' values; answers the driver's rows as PostgreSQL named them. */
export type NamedStatement<Row> = (values: Record<string, unknown>) => Promise<Row[]>;

/** Statement names are unique in the process: a connection never sees one name for two texts. */
let statementCount = 0;

/**
 * A read that runs on every request of a hot route, as a named statement run straight through the
 * pool: PostgreSQL parses it once per connection (and plans it once, when the plan it would make
 * for each run's values is no better), and each run skips drizzle's per-query work and row mapping.
 * The query must name its columns as the caller wants its rows (`.as()`), since nothing maps them.
 * Only for the database handle, not a transaction: the pool hands each run any connection.
 */
export function namedStatement<Row>(db: Database, query: BuiltQuery): NamedStatement<Row> {
  const { sql: text, params } = query.toSQL();
  const name = `sw_${++statementCount}`;
  const pool = db.$client;
  return async (values) => {
    const bound = params.map((p) => {
      if (!is(p, Placeholder)) return p;
      if (!(p.name in values)) throw new Error(`No value for placeholder "${p.name}" of statement ${name}`);
      return values[p.name];
    });
    const result = await pool.query({ name, text, values: bound });
    return result.rows as Row[];
  };
}
