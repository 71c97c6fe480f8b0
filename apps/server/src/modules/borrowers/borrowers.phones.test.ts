import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

type Headers = { authorization: string };

describe('borrowers’ phone numbers are kept in E.164, read with the lender’s country', () => {
  let t: TestApp;
  let lender: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    lender = (await createUser(t)).headers;
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/borrowers', headers: lender, payload: body });
  const setCountry = (country: string | null) =>
    t.app.inject({ method: 'PUT', url: '/api/users/settings', headers: lender, payload: { country } });

  it('stores a number with its country code as E.164 whatever its spacing', async () => {
    const res = await add({ name: 'Ada', email: 'ada@example.test', phone: '+234 (803) 123-4567' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data.phone).toBe('+2348031234567');
  });

  it('refuses a local number while the lender has no country, beside the phone field, and writes nothing', async () => {
    const res = await add({ name: 'Bola', email: 'bola@example.test', phone: '0803 000 0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'phone', message: 'Enter a valid phone number with its country code (e.g. +234…)' }],
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/borrowers', headers: lender });
    expect(list.json().data.map((b: { name: string }) => b.name)).not.toContain('Bola');
  });

  it('reads a local number with the lender’s country setting, on add and on edit', async () => {
    const saved = await setCountry('ng');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().country).toBe('NG');
    const res = await add({ name: 'Chidi', email: 'chidi@example.test', phone: '0803 000 0000' });
    expect(res.statusCode).toBe(201);
    const chidi = res.json().data.data;
    expect(chidi.phone).toBe('+2348030000000');

    await setCountry('US');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/borrowers/${chidi._id}`,
      headers: lender,
      payload: { name: 'Chidi', email: 'chidi@example.test', phone: '(415) 555-2671' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.data.phone).toBe('+14155552671');

    const wrong = await add({ name: 'Dayo', email: 'dayo@example.test', phone: '12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].message).toBe(
      'Enter a valid phone number: with its country code (e.g. +234…), or a US number',
    );
  });

  it('refuses a country it does not know, and takes one at sign-up', async () => {
    const bad = await setCountry('XX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toEqual({
      field: 'country',
      message: 'Country must be a two-letter country code such as NG, US or DE',
    });
    const email = `country-${Date.now()}@example.test`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kemi', email, password: 'Correct-Horse-42', country: 'GH' },
    });
    expect(registered.statusCode).toBe(201);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: { authorization: `Bearer ${registered.json().token}` },
    });
    expect(settings.json().country).toBe('GH');
  });
});
