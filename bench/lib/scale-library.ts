// The books of the library-scale scenario: one reader's 10,000 books, alone on a small table or among
// 50,000 readers and 5 million books, generated in SQL (INSERT … SELECT generate_series) in the
// bench's own database. The big database is generated once and kept by name, so that later runs
// reuse it; its name carries the schema's migration count and the generator's version, so a new
// migration (or a change here) makes the next run generate it again.

import { readFileSync } from 'node:fs';
import pg from 'pg';
import { migrationsFolder } from '../../apps/server/src/db/migrate.ts';
import { databaseUrl, withAdmin } from '../../apps/server/test/test-database.ts';
import { startAppServer } from './servers.ts';

/** Bump when the rows below change: the kept database is generated again. */
const GENERATOR_VERSION = 2;

export const TOTAL_BOOKS = 5_000_000;
export const READERS = 50_000;
/** Every 500th row is the bench reader's: 10,000 books spread over the whole table. */
const READER_EVERY = 500;
export const READER_BOOKS = TOTAL_BOOKS / READER_EVERY;
const CHUNK = 250_000;

export const READER_EMAIL = 'scale-reader@bench.test';
const READER_PASSWORD = 'Scale-Reader-2025!';

/** 'river' is one noun of 40 (about 3.5% of titles) and part of the surname 'Rivera'. */
const NOUNS = [
  'River',
  'Stone',
  'Night',
  'Garden',
  'Empire',
  'Winter',
  'Shadow',
  'Ocean',
  'Fire',
  'Glass',
  'House',
  'Road',
  'Forest',
  'Mountain',
  'City',
  'Island',
  'Kingdom',
  'Storm',
  'Light',
  'Sea',
  'Star',
  'Moon',
  'Wind',
  'Bridge',
  'Door',
  'Window',
  'Crown',
  'Sword',
  'Letter',
  'Song',
  'Dream',
  'Memory',
  'Silence',
  'Summer',
  'Harbor',
  'Valley',
  'Tower',
  'Mirror',
  'Field',
  'Lake',
];
const ADJECTIVES = [
  'Silent',
  'Last',
  'Hidden',
  'Broken',
  'Golden',
  'Dark',
  'Lost',
  'Secret',
  'Long',
  'Burning',
  'Quiet',
  'Wild',
  'Distant',
  'Little',
  'Great',
  'Forgotten',
  'Empty',
  'Bright',
  'Cold',
  'Red',
  'Blue',
  'Black',
  'White',
  'Endless',
  'Small',
  'Strange',
  'First',
  'Final',
  'Iron',
  'Invisible',
];
const FIRST_NAMES = [
  'Ada',
  'Alan',
  'Amara',
  'Anna',
  'Ben',
  'Carlos',
  'Chen',
  'Clara',
  'David',
  'Elena',
  'Emeka',
  'Eva',
  'Farah',
  'Grace',
  'Hana',
  'Ivan',
  'James',
  'Julia',
  'Kofi',
  'Lena',
  'Leo',
  'Lucia',
  'Maya',
  'Mei',
  'Nadia',
  'Noah',
  'Olga',
  'Omar',
  'Paul',
  'Priya',
  'Rosa',
  'Sam',
  'Sara',
  'Tariq',
  'Tom',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
  'Zoe',
];
const SYLLABLES = [
  'Ash',
  'Black',
  'Brook',
  'Fair',
  'Hol',
  'Kings',
  'Mar',
  'Nor',
  'Wood',
  'Whit',
  'Ald',
  'Bel',
  'Cal',
  'Dun',
  'Elm',
  'Fern',
  'Gold',
  'Hart',
  'Lang',
  'Stan',
];
const ENDINGS = [
  'ford',
  'wood',
  'well',
  'ton',
  'ley',
  'by',
  'worth',
  'field',
  'more',
  'son',
  'bury',
  'dale',
  'hurst',
  'stead',
  'wick',
];
/**
 * 310 surnames picked with a skew (index ~ 310·h³): the first are common, the last rare. 'Rivera'
 * (index 40) is on about 0.4% of books; 'Okonkwo', the last, on about 0.1%: the rare author.
 */
const SURNAMES = (() => {
  const made = SYLLABLES.flatMap((a) => ENDINGS.map((b) => `${a}${b}`));
  const real = [
    'García',
    'Nakamura',
    'Müller',
    'Kowalski',
    'Haddad',
    'Ivanova',
    'Lindqvist',
    'Adeyemi',
    'Rossi',
  ];
  const names = [...made.slice(0, 40), 'Rivera', ...real, ...made.slice(40)];
  names.push('Okonkwo');
  return names;
})();
export const RARE_AUTHOR = 'Okonkwo';

/** Weighted choices as a 100-slot array: a uniform pick is a weighted one. */
function weighted(entries: [string, number][]): string[] {
  const slots = entries.flatMap(([value, weight]) => Array<string>(weight).fill(value));
  if (slots.length !== 100) throw new Error(`weights add up to ${slots.length}, not 100`);
  return slots;
}
const CATEGORIES = weighted([
  ['Fiction', 28],
  ['Fantasy', 10],
  ['Mystery', 9],
  ['Science Fiction', 8],
  ['History', 7],
  ['Biography', 6],
  ['Science', 6],
  ['Romance', 6],
  ['Poetry', 3],
  ['Philosophy', 3],
  ['Travel', 3],
  ['Cooking', 3],
  ['Technology', 3],
  ['Children', 2],
  ['', 3],
]);
// Availability and reading status drawn together as before issue 27 split them: 'Completed' and
// 'Reading' are Available books, read or being read (as migration 0021 moved them).
const STATUSES = weighted([
  ['Available', 60],
  ['Completed', 25],
  ['Reading', 8],
  ['Reserved', 4],
  ['Lost', 3],
]);
/** Each tag on a book with its own probability (percent); a book has none, one or several. */
const TAGS: [string, number][] = [
  ['Kindle', 30],
  ['Physical', 40],
  ['To Read', 20],
  ['Favorites', 10],
  ['Audiobook', 6],
  ['Signed', 2],
  ['Borrowed', 3],
  ['Gift', 4],
  ['Book Club', 3],
  ['Reread', 5],
];

const lit = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/**
 * Row i of the table (its place in insertion order and in time: every 37 s from 2019 on), all of
 * its columns a function of i alone, so the reader's books are the same on both tables. `hN` are
 * uniform in [0, 1), from PostgreSQL's own integer hash.
 */
export function rowsSql(owner: string): string {
  const h = (k: number) => `((hashint8(i * 32 + ${k}) & 2147483647)::float8 / 2147483648.0)`;
  const pick = (values: string[], k: number) =>
    `(${lit(values)})[1 + floor(${values.length} * ${h(k)})::int]`;
  const tagItems = TAGS.map(([tag, pct], n) => `case when ${h(20 + n)} < ${pct / 100} then '${tag}' end`);
  return `
    select ${owner} as user_id,
           case
             when ${h(1)} < 0.35 then 'The ' || ${pick(ADJECTIVES, 2)} || ' ' || ${pick(NOUNS, 3)}
             when ${h(1)} < 0.60 then 'The ' || ${pick(NOUNS, 3)} || ' of the ' || ${pick(NOUNS, 4)}
             when ${h(1)} < 0.80 then ${pick(ADJECTIVES, 2)} || ' ' || ${pick(NOUNS, 3)} || ' and the ' || ${pick(NOUNS, 4)}
             else ${pick(FIRST_NAMES, 5)} || '''s ' || ${pick(NOUNS, 3)}
           end as title,
           ${pick(FIRST_NAMES, 6)} || ' ' || (${lit(SURNAMES)})[1 + floor(${SURNAMES.length} * power(${h(7)}, 3))::int] as author,
           case when ${h(8)} < 0.6 then '978' || lpad((hashint8(i * 32 + 9) & 2147483647)::text, 10, '0') else '' end as isbn,
           case when ${h(10)} < 0.5 then '' else repeat('A story of rivers crossed, cities lost and found, and the people who kept going. ', 1 + floor(3 * ${h(11)})::int) end as description,
           ${pick(CATEGORIES, 12)} as category,
           case when ${pick(STATUSES, 13)} in ('Completed', 'Reading') then 'Available' else ${pick(STATUSES, 13)} end as status,
           case ${pick(STATUSES, 13)} when 'Completed' then 'read' when 'Reading' then 'reading' end as reading_status,
           case when ${h(14)} < 0.4 then 0 else 1 + floor(5 * ${h(15)})::int end as rating,
           array_remove(array[${tagItems.join(', ')}], null) as tags,
           case when ${h(16)} < 0.6 then 'https://covers.example.test/' || i || '.jpg' else '' end as thumbnail,
           timestamptz '2019-01-01 00:00:00+00' + make_interval(secs => i * 37) as created_at`;
}

const INSERT_COLUMNS =
  'user_id, title, author, isbn, description, category, status, reading_status, rating, tags, thumbnail, created_at, updated_at';

/** Deterministic ids for the generated readers (the reader of the bench registers through the API). */
const readerIdSql = (n: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/** The reader through the real sign-up (a real password hash), then made premium and verified. */
async function registerReader(appUrl: string, client: pg.Client): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Scale Reader',
      email: READER_EMAIL,
      password: READER_PASSWORD,
      plan: 'premium',
    }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  await client.query(`update users set plan = 'premium', email_verified_at = now() where id = $1`, [user.id]);
  return user.id;
}

/** A session token for the reader (signs in on the app given). */
export async function signInReader(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: READER_EMAIL, password: READER_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function readerId(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [
    READER_EMAIL,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no ${READER_EMAIL} in this database`);
  return id;
}

const log = (line: string) => console.log(`[library-scale] ${line}`);

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The reader and their 10,000 books alone in a migrated database (the small table). */
export async function seedSmall(url: string): Promise<void> {
  const app = await startAppServer(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const owner = await registerReader(app.url, client);
    await timed(`small table: ${READER_BOOKS.toLocaleString('en-US')} books`, async () => {
      await client.query(
        `insert into books (${INSERT_COLUMNS})
         select user_id, title, author, isbn, description, category, status, reading_status, rating, tags, thumbnail, created_at, created_at
         from (${rowsSql('$1::uuid')} from generate_series(${READER_EVERY}, ${TOTAL_BOOKS}, ${READER_EVERY}) as i) r`,
        [owner],
      );
      await client.query('vacuum analyze books');
      await client.query('vacuum analyze users');
    });
  } finally {
    await client.end();
    await app.stop();
  }
}

function migrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The kept database's name for the current schema and generator. */
export function scaleDatabaseName(): string {
  return `sw_bench_scale_m${migrationCount()}_g${GENERATOR_VERSION}`;
}

/** The database server's own address (its `postgres` database) from a database's URL. */
export function adminUrlOf(url: string): string {
  return databaseUrl(url, 'postgres');
}

export interface ScaleDatabase {
  name: string;
  url: string;
  /** How long generating it took, in seconds (when it was made, maybe by an earlier run). */
  generatedSec: number;
  reused: boolean;
}

/**
 * The big database: reused when it exists under the current name, else generated (any kept one of
 * another schema or generator is dropped first). It is built under a temporary name and renamed at
 * the end, so an interrupted generation is never taken for a finished one.
 */
export async function scaleDatabase(adminUrl: string, name = scaleDatabaseName()): Promise<ScaleDatabase> {
  const url = databaseUrl(adminUrl, name);
  const existing = await withAdmin(adminUrl, (c) =>
    c.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    ),
  );
  if (existing.rows.length > 0) {
    const generatedSec = Number(/generated in (\d+) s/.exec(existing.rows[0]?.comment ?? '')?.[1] ?? 0);
    log(`reusing ${name} (generated in ${generatedSec} s)`);
    return { name, url, generatedSec, reused: true };
  }
  const started = performance.now();
  const building = `${name}_building`;
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like 'sw\\_bench\\_scale\\_%'`,
    );
    for (const { datname } of rows) {
      log(`dropping ${datname}`);
      await c.query(`drop database "${datname}" with (force)`);
    }
    await c.query(`create database "${building}"`);
  });
  const buildingUrl = databaseUrl(adminUrl, building);
  log(
    `generating ${name}: ${READERS.toLocaleString('en-US')} readers, ${TOTAL_BOOKS.toLocaleString('en-US')} books`,
  );
  // The app migrates the database as it starts, and the reader signs up through it.
  const app = await startAppServer(buildingUrl);
  const client = new pg.Client({ connectionString: buildingUrl });
  await client.connect();
  try {
    const owner = await registerReader(app.url, client);
    await app.stop();
    await client.query(`set maintenance_work_mem = '512MB'`);
    await timed(`${(READERS - 1).toLocaleString('en-US')} readers`, () =>
      client.query(
        `insert into users (id, name, email, password_hash, plan, email_verified_at, created_at)
         select ${readerIdSql('u')}, 'Reader ' || u, 'reader' || u || '@scale.bench', 'not-a-hash',
                (array['free','free','basic','premium'])[1 + u % 4]::plan, now(),
                timestamptz '2019-01-01 00:00:00+00' + make_interval(mins => u)
         from generate_series(1, $1::int) as u`,
        [READERS - 1],
      ),
    );
    // Inserting into a table without its secondary indexes and building them afterwards is many
    // times faster than keeping them up row by row; they are rebuilt exactly as the migrations made them.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
       where i.tablename = 'books' and i.schemaname = 'public'
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes) await client.query(`drop index "${index.name}"`);
    // The other readers' books follow a skew: reader u gets a share ~ u^(-1/3) (a few thousand books
    // for the first, about 70 for the last); every 500th row is the bench reader's.
    const owners = `case when i % ${READER_EVERY} = 0 then $1::uuid
      else ${readerIdSql(`1 + floor(${READERS - 1} * power((hashint8(i * 32 + 31) & 2147483647)::float8 / 2147483648.0, 1.5))::int`)} end`;
    for (let from = 1; from <= TOTAL_BOOKS; from += CHUNK) {
      const to = Math.min(TOTAL_BOOKS, from + CHUNK - 1);
      await timed(`books ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')}`, () =>
        client.query(
          `insert into books (${INSERT_COLUMNS})
           select user_id, title, author, isbn, description, category, status, reading_status, rating, tags, thumbnail, created_at, created_at
           from (${rowsSql(owners)} from generate_series(${from}, ${to}) as i) r`,
          [owner],
        ),
      );
    }
    for (const index of indexes) await timed(`index ${index.name}`, () => client.query(index.def));
    await timed('vacuum analyze', async () => {
      await client.query('vacuum analyze books');
      await client.query('vacuum analyze users');
    });
  } finally {
    await client.end();
    await app.stop();
  }
  const generatedSec = Math.round((performance.now() - started) / 1000);
  await withAdmin(adminUrl, async (c) => {
    await c.query(`alter database "${building}" rename to "${name}"`);
    await c.query(`comment on database "${name}" is 'library-scale bench: generated in ${generatedSec} s'`);
  });
  log(`generated ${name} in ${generatedSec} s`);
  return { name, url, generatedSec, reused: false };
}
