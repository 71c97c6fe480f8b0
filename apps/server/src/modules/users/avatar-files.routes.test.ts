import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { ORPHAN_MIN_AGE_MS } from './users.service.ts';

let t: TestApp;
const clock = createManualClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const uploads = () => join(t.config.DATA_DIR, 'uploads');
/** What is on disk in the uploads folder: the proof that nothing was left behind. */
const filesOnDisk = () => (existsSync(uploads()) ? readdirSync(uploads()).sort() : []);
const fileOf = (avatar: string | null) => avatar?.split('/').pop();

const png = (seed: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, seed)]);

function upload(user: CreatedUser, bytes: Buffer) {
  const boundary = `----avatar${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
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

// Every test starts from an empty folder, so "what is on disk" is exactly what the test made.
beforeEach(async () => {
  clock.set(new Date(Date.now() + 1000));
  await t.services.users.sweepOrphanUploads(0);
  expect(filesOnDisk()).toEqual(
    (await t.db.execute<{ avatar: string }>(sql`select avatar from users where avatar is not null`)).rows
      .map((r) => fileOf(r.avatar))
      .sort(),
  );
});

describe('avatar files on disk', () => {
  it('keeps exactly one file, the current avatar, after ten parallel uploads by one user', async () => {
    const user = await createUser(t);
    const before = filesOnDisk();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(user, png(i))));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const current = await avatarOf(user);
    expect(filesOnDisk()).toEqual([...before, fileOf(current)].sort());
  });

  it('leaves no file when the account is deleted while uploads run', async () => {
    const user = await createUser(t);
    const before = filesOnDisk();
    await upload(user, png(1));
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => upload(user, png(i + 2))),
      t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: user.headers }),
      ...Array.from({ length: 5 }, (_, i) => upload(user, png(i + 7))),
    ]);
    expect(results[5]?.statusCode).toBe(200);
    expect(filesOnDisk()).toEqual(before);
  });

  it('removes the new file when the database refuses the change, and keeps the old avatar', async () => {
    const user = await createUser(t);
    const first = (await upload(user, png(1))).json().data.data.avatar as string;
    const before = filesOnDisk();
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
    expect(filesOnDisk()).toEqual(before);
    expect(await avatarOf(user)).toBe(first);
  });

  it('removes the file when the avatar is removed in settings or the account is deleted', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const before = filesOnDisk();
    await upload(a, png(1));
    await upload(b, png(2));
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: a.headers,
      payload: { avatar: null },
    });
    expect(removed.json().avatar).toBeNull();
    await t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: b.headers });
    expect(filesOnDisk()).toEqual(before);
  });

  it('sweeps files no account points at once they are an hour old, and never an avatar in use', async () => {
    const user = await createUser(t);
    const inUse = fileOf((await upload(user, png(1))).json().data.data.avatar);
    const orphan = `${'a'.repeat(32)}.png`;
    const young = `${'b'.repeat(32)}.png`;
    writeFileSync(join(uploads(), orphan), png(3));
    writeFileSync(join(uploads(), young), png(4));
    const anHourAgo = new Date(clock.now().getTime() - ORPHAN_MIN_AGE_MS - 1000);
    utimesSync(join(uploads(), orphan), anHourAgo, anHourAgo);
    utimesSync(join(uploads(), inUse ?? ''), anHourAgo, anHourAgo);

    expect(await t.services.users.sweepOrphanUploads()).toEqual([orphan]);
    expect(filesOnDisk()).toContain(inUse);
    expect(filesOnDisk()).toContain(young);
    expect(filesOnDisk()).not.toContain(orphan);
    clock.advance(ORPHAN_MIN_AGE_MS + 60_000);
    expect(await t.services.users.sweepOrphanUploads()).toEqual([young]);
  });
});
