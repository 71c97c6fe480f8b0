import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) =>
  Buffer.concat([PNG_MAGIC, Buffer.alloc(Math.max(0, size - PNG_MAGIC.length), 7)]);

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----shelfwise${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  headers: Record<string, string>,
  field: string,
  filename: string,
  type: string,
  bytes: Buffer,
) {
  const body = multipart(field, filename, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/upload-avatar',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('settings', () => {
  it('starts with the defaults of spec §9 and saves a partial change', async () => {
    const { headers, user } = await createUser(t, { name: 'Grace' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/settings', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Grace',
      email: user.email,
      avatar: null,
      language: 'en',
      timezone: 'UTC-8',
      country: null,
      paymentRegion: null,
      notificationSettings: {
        emailReminders: true,
        dueDateAlerts: true,
        weeklyDigest: false,
        newFeatures: true,
      },
      emailVerified: true,
      pendingEmail: null,
    });

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers,
      payload: {
        name: 'Grace H.',
        language: 'fr',
        timezone: 'UTC+1',
        notificationSettings: { weeklyDigest: true },
      },
    });
    expect(put.statusCode).toBe(200);
    const again = (await t.app.inject({ method: 'GET', url: '/api/users/settings', headers })).json();
    expect(again).toMatchObject({
      name: 'Grace H.',
      language: 'fr',
      timezone: 'UTC+1',
      notificationSettings: {
        emailReminders: true,
        dueDateAlerts: true,
        weeklyDigest: true,
        newFeatures: true,
      },
      emailVerified: true,
    });
  });

  it('refuses values outside the allowed lists and changes nothing', async () => {
    const { headers } = await createUser(t);
    for (const payload of [
      { language: 'it' },
      { timezone: 'Mars/Olympus_Mons' },
      { timezone: 'UTC+15' },
      { name: '' },
      { email: 'nope' },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/settings', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const now = (await t.app.inject({ method: 'GET', url: '/api/users/settings', headers })).json();
    expect(now).toMatchObject({ language: 'en', timezone: 'UTC-8' });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/settings' })).statusCode).toBe(401);
  });
});

describe('avatar upload', () => {
  it('stores a PNG under a generated name and serves it with its type and nosniff', async () => {
    const { headers } = await createUser(t);
    const bytes = png(2048);
    const res = await upload(headers, 'avatar', '../../etc/passwd.png', 'image/png', bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Avatar updated', data: { data: { avatar: expect.any(String) } } });
    const avatar = res.json().data.data.avatar as string;
    expect(avatar).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Its own policy, stricter than the app's: an image never runs anything, even opened directly.
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().user.avatar).toBe(avatar);

    // A second upload replaces the first file.
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]);
    const second = await upload(headers, 'avatar', 'me.gif', 'image/gif', gif);
    expect(second.json().data.data.avatar).toMatch(/\.gif$/);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const { headers } = await createUser(t);
    const res = await upload(headers, 'avatar', 'big.png', 'image/png', png(5 * 1024 * 1024));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an HTML file renamed .png', async () => {
    const { headers } = await createUser(t);
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const res = await upload(headers, 'avatar', 'cute-cat.png', 'image/png', html);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The avatar must be a JPEG, PNG, GIF or WebP image');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().user.avatar).toBeNull();
  });

  it('refuses a 6 MB image with 413 and a clear message', async () => {
    const { headers } = await createUser(t);
    const stored = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from avatars`)).rows[0]?.n;
    const before = await stored();
    const res = await upload(headers, 'avatar', 'huge.png', 'image/png', png(6 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The avatar must be 5 MB or smaller', code: 'PAYLOAD_TOO_LARGE' });
    expect(await stored()).toBe(before);
  });

  it('asks for the avatar field when it is missing, and refuses non-multipart bodies', async () => {
    const { headers } = await createUser(t);
    const wrongField = await upload(headers, 'picture', 'a.png', 'image/png', png(100));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/avatar/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      headers,
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(400);
  });

  it('does not serve names it did not generate', async () => {
    for (const url of [
      '/api/uploads/..%2F..%2Fjwt-secret',
      '/api/uploads/jwt-secret',
      '/api/uploads/abc.html',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('delete account', () => {
  it('removes every row of the user in every table and revokes the sessions', async () => {
    const victim = await createUser(t);
    const bystander = await createUser(t);
    const avatar = (await upload(victim.headers, 'avatar', 'me.png', 'image/png', png(500))).json().data.data
      .avatar as string;
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);
    // A second session and some outbox mail exist too.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.user.email, password: victim.password },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: victim.user.email },
    });

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: victim.headers,
    });
    expect(res.statusCode).toBe(200);

    const tables = await t.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'`);
    expect(tables.rows.length).toBeGreaterThanOrEqual(3);
    for (const { table_name } of tables.rows) {
      const left = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${victim.user.id}`,
      );
      expect(left.rows[0]?.n, table_name).toBe(0);
    }
    const users = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where id = ${victim.user.id} or email = ${victim.user.email}`,
    );
    expect(users.rows[0]?.n).toBe(0);
    const mail = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where lower("to") = lower(${victim.user.email})`,
    );
    expect(mail.rows[0]?.n).toBe(0);
    // The image went with the account (the avatars table's user_id, checked above, cascades).
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bystander.headers })).statusCode,
    ).toBe(200);
  });

  it('runs the deletion hooks of other modules before the transaction and their checks inside it; a failure of either deletes nothing', async () => {
    const seen: string[] = [];
    let failBefore = true;
    let failInside = true;
    t.services.users.onAccountDeletion(async (user) => {
      seen.push(`before:${user.id}`);
      if (failBefore) throw new Error('payment provider unreachable');
      return async (tx, locked) => {
        const still = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from users where id = ${locked.id}`,
        );
        seen.push(`inside:${locked.email}:${still.rows[0]?.n}`);
        if (failInside) throw new Error('something came in meanwhile');
      };
    });
    const { user, headers } = await createUser(t);
    const remove = () => t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers });
    expect((await remove()).statusCode).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    failBefore = false;
    expect((await remove()).statusCode).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    failInside = false;
    expect((await remove()).statusCode).toBe(200);
    expect(seen).toEqual([
      `before:${user.id}`,
      `before:${user.id}`,
      `inside:${user.email}:1`,
      `before:${user.id}`,
      `inside:${user.email}:1`,
    ]);
  });
});
