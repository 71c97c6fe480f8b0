import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { ORPHAN_MIN_AGE_MS } from './users.service.ts';

let t: TestApp;
/** A second instance on the same database, with a DATA_DIR of its own (as on another machine). */
let other: TestApp;
const clock = createManualClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  other = await createTestApp({}, { sameDatabaseAs: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const fileOf = (avatar: string | null) => avatar?.split('/').pop() ?? null;

const png = (seed: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, seed)]);

function upload(user: CreatedUser, bytes: Buffer, app: TestApp = t) {
  const boundary = `----avatar${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.app.inject({
    method: 'POST',
    url: '/api/users/upload-avatar',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const avatarOf = async (user: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/settings', headers: user.headers })).json().avatar as
    | string
    | null;

/** The stored images of one account: the proof that nothing was left behind. */
const rowsOf = async (user: CreatedUser) =>
  (
    await t.db.execute<{ name: string }>(
      sql`select name from avatars where user_id = ${user.user.id} order by name`,
    )
  ).rows.map((r) => r.name);

describe('avatars in the database', () => {
  it('serves an image uploaded through one instance from another, with its type, an ETag and a year of cache', async () => {
    const user = await createUser(t);
    const bytes = png(9);
    const avatar = (await upload(user, bytes, other)).json().data.data.avatar as string;
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${fileOf(avatar)}"`);
    const again = await other.app.inject({ method: 'GET', url: avatar, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherTag = await t.app.inject({ method: 'GET', url: avatar, headers: { 'if-none-match': '"x"' } });
    expect(otherTag.statusCode).toBe(200);
  });

  it('keeps exactly one image, the current avatar, after ten parallel uploads by one user', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(user, png(i))));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await rowsOf(user)).toEqual([fileOf(await avatarOf(user))]);
  });

  it('leaves no image when the account is deleted while uploads run', async () => {
    const user = await createUser(t);
    await upload(user, png(1));
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => upload(user, png(i + 2))),
      t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: user.headers }),
      ...Array.from({ length: 5 }, (_, i) => upload(user, png(i + 7))),
    ]);
    expect(results[5]?.statusCode).toBe(200);
    expect(await rowsOf(user)).toEqual([]);
  });

  it('stores nothing when the database refuses the change, and keeps the old avatar', async () => {
    const user = await createUser(t);
    const first = (await upload(user, png(1))).json().data.data.avatar as string;
    await t.db.execute(
      sql.raw(`
      create or replace function refuse_avatar() returns trigger language plpgsql as $$
      begin raise exception 'avatar changes refused'; end $$;
      create trigger refuse_avatar before update of avatar on users
        for each row when (new.id = '${user.user.id}') execute function refuse_avatar();`),
    );
    try {
      const refused = await upload(user, png(2));
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_avatar on users`);
    }
    expect(await rowsOf(user)).toEqual([fileOf(first)]);
    expect(await avatarOf(user)).toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });

  it('removes the image when the avatar is removed in settings or the account is deleted', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const avatarA = (await upload(a, png(1))).json().data.data.avatar as string;
    await upload(b, png(2));
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: a.headers,
      payload: { avatar: null },
    });
    expect(removed.json().avatar).toBeNull();
    await t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: b.headers });
    expect(await rowsOf(a)).toEqual([]);
    expect(await rowsOf(b)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: avatarA })).statusCode).toBe(404);
  });
});

describe('avatar files of earlier releases (DATA_DIR/uploads)', () => {
  it('copies the ones in use into the database and removes them; sweeps hour-old orphans only', async () => {
    const user = await createUser(t);
    const dir = join(t.config.DATA_DIR, 'uploads');
    mkdirSync(dir, { recursive: true });
    const inUse = `${'c'.repeat(32)}.png`;
    const orphan = `${'a'.repeat(32)}.png`;
    const young = `${'b'.repeat(32)}.png`;
    writeFileSync(join(dir, inUse), png(5));
    writeFileSync(join(dir, orphan), png(3));
    writeFileSync(join(dir, young), png(4));
    await t.db.execute(sql`update users set avatar = ${`/api/uploads/${inUse}`} where id = ${user.user.id}`);
    const anHourAgo = new Date(clock.now().getTime() - ORPHAN_MIN_AGE_MS - 1000);
    utimesSync(join(dir, orphan), anHourAgo, anHourAgo);
    // Not served before: the other instance has no such file and the table no such row.
    expect((await other.app.inject({ method: 'GET', url: `/api/uploads/${inUse}` })).statusCode).toBe(404);

    expect(await t.services.users.importDiskAvatars()).toEqual({ imported: [inUse], removed: [orphan] });
    expect(readdirSync(dir).sort()).toEqual([young]);
    const served = await other.app.inject({ method: 'GET', url: `/api/uploads/${inUse}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png(5))).toBe(true);
    expect(await rowsOf(user)).toEqual([inUse]);

    // A second run finds nothing to do but the young orphan, once it is old.
    expect(await t.services.users.importDiskAvatars()).toEqual({ imported: [], removed: [] });
    clock.advance(ORPHAN_MIN_AGE_MS + 60_000);
    expect(await t.services.users.importDiskAvatars()).toEqual({ imported: [], removed: [young] });
  });
});
