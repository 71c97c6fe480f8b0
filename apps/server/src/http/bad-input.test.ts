import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createBook, createBorrower, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const errorShape = { message: expect.any(String), code: expect.any(String) };
/** `{ message, code }`, and for a validation refusal its `fields`: nothing else (no stack, no SQL). */
const expectErrorShape = (body: Record<string, unknown>) => {
  expect(body).toMatchObject(errorShape);
  expect(
    Object.keys(body).every((key) => ['message', 'code', 'fields'].includes(key)),
    JSON.stringify(body),
  ).toBe(true);
};

describe('text that PostgreSQL cannot store (NUL) or that is not Unicode (lone surrogates)', () => {
  let t: TestApp;
  let owner: CreatedUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { plan: 'premium' });
  });
  afterAll(() => t.close());

  const hostile = {
    NUL: 'Dune\u0000',
    'a lone high surrogate': 'Dune \ud800',
    'a lone low surrogate': '\udfff Dune',
  };

  for (const [what, text] of Object.entries(hostile)) {
    it(`refuses ${what} in a body field with 400 naming the field, and stores nothing`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        // JSON.stringify keeps lone surrogates as \\u escapes: exactly what a hostile client sends.
        payload: JSON.stringify({ title: text, author: 'Frank Herbert', tags: ['ok', text] }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(/title/), code: 'VALIDATION_ERROR' });
      const all = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers: owner.headers });
      expect(all.json().data).toEqual([]);
    });

    it(`refuses ${what} in a nested field and in a key`, async () => {
      const nested = await t.app.inject({
        method: 'POST',
        url: '/api/books/batch',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({
          books: [
            { title: 'Fine', author: 'Fine' },
            { title: 'x', author: text },
          ],
        }),
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json().message).toMatch(/books\.1\.author/);
      const key = await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ notificationSettings: { [text]: true } }),
      });
      expect(key.statusCode).toBe(400);
      expectErrorShape(key.json());
    });

    it(`refuses ${what} in the query and in the path`, async () => {
      const encoded =
        encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) +
        (text.includes('\u0000') ? '' : '%ED%A0%80');
      const query = await t.app.inject({
        method: 'GET',
        url: `/api/books?search=${encoded}`,
        headers: owner.headers,
      });
      expect(query.statusCode, query.body).toBe(400);
      expectErrorShape(query.json());
      const path = await t.app.inject({
        method: 'PUT',
        url: `/api/borrow/${encoded}/return`,
        headers: owner.headers,
      });
      expect(path.statusCode, path.body).toBe(400);
      expect(path.json()).toEqual(errorShape);
    });
  }

  it('refuses NUL in a path that matches no route with 400 too, not a 404 or a file lookup', async () => {
    for (const url of ['/api/books%00', '/dashboard%00/x', '/assets/a%00.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectErrorShape(res.json());
    }
  });

  it('keeps an export whole after the refusals (nothing unreadable was stored)', async () => {
    await createBook(t, owner, { title: 'Ordinary' });
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers: owner.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ordinary');
    expect(csv.body).not.toContain('\u0000');
  });
});

describe('impossible dates, broken bodies and broken HTTP', () => {
  let t: TestApp;
  let owner: CreatedUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { plan: 'premium' });
  });
  afterAll(() => t.close());

  it('refuses a calendar day that does not exist (2030-02-30) with 400, and lends nothing', async () => {
    const book = await createBook(t, owner);
    const borrower = await createBorrower(t, owner);
    for (const returnDate of ['2030-02-30', '2030-13-01', '2031-04-31', '2030-02-29T00:00:00Z']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/borrow',
        headers: owner.headers,
        payload: { book: book._id, borrower: borrower._id, returnDate },
      });
      expect(res.statusCode, `${returnDate}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.stringMatching(/valid date/),
        code: 'VALIDATION_ERROR',
      });
      expect(res.json().fields).toEqual([
        { field: 'returnDate', message: expect.stringMatching(/valid date/) },
      ]);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/borrow',
      headers: owner.headers,
      payload: { book: book._id, borrower: borrower._id, returnDate: '2032-02-29' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('answers malformed multipart with 400 in the error shape', async () => {
    const bodies = [
      // No boundary at all.
      { type: 'multipart/form-data', body: 'garbage' },
      // A boundary that never closes.
      {
        type: 'multipart/form-data; boundary=XYZ',
        body: '--XYZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG',
      },
      // Headers of a part that are not headers.
      { type: 'multipart/form-data; boundary=XYZ', body: '--XYZ\r\n\u0000\u0001\r\n\r\nx\r\n--XYZ--\r\n' },
    ];
    for (const { type, body } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-avatar',
        headers: { ...owner.headers, 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}: ${res.body}`).toBeLessThan(500);
      expectErrorShape(res.json());
    }
  });

  it('answers bad JSON and wrong content types with 4xx in the error shape', async () => {
    const cases = [
      { type: 'application/json', body: '{"title": "x",' },
      { type: 'application/json', body: '{"__proto__": {"admin": true}, "title": "x"}' },
      { type: 'application/json', body: '{"constructor": {"prototype": {"admin": true}}}' },
      { type: 'text/xml', body: '<book/>' },
      { type: 'application/x-www-form-urlencoded', body: 'title=x&author=y' },
      { type: 'application/json; charset=utf-16', body: '{}' },
    ];
    for (const { type, body } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: { ...owner.headers, 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, `${type} ${body}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectErrorShape(res.json());
    }
  });
});

describe('HTTP that does not parse, on a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });

  const cases = {
    garbage: 'HELLO THERE\r\n\r\n',
    'a header without a colon': 'GET /api/health HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n',
    'a bad Content-Length': 'POST /api/books HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    'a NUL in the request line': 'GET /api/he\u0000alth HTTP/1.1\r\nHost: x\r\n\r\n',
    'headers that are too large': `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  };
  for (const [what, request] of Object.entries(cases)) {
    it(`answers ${what} with a 4xx JSON error`, async () => {
      const answer = await raw(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual(errorShape);
    });
  }
});
