import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * A schema's refusal of a field comes in the language of the request, like every other refusal:
 * the contract's sentences are translated from the contract's catalogues (the same entries the
 * web shows); `code` and the field names stay as they are for programs.
 */
describe('validation refusals in the language of the request', () => {
  let t: TestApp;
  let german: CreatedUser;
  beforeAll(async () => {
    t = await createTestApp();
    german = await createUser(t);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { ...german.headers, 'content-type': 'application/json' },
      payload: { language: 'de' },
    });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(() => t.close());

  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { email: '', password: '' },
    });

  it('signed out, Accept-Language decides: French for a French browser', async () => {
    const res = await login({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toEqual([
      { field: 'email', message: "L'e-mail : obligatoire" },
      { field: 'password', message: 'Le mot de passe : obligatoire' },
    ]);
    expect(body.message).toBe("email: L'e-mail : obligatoire; password: Le mot de passe : obligatoire");
  });

  it('English stays the default, word for word the contract’s', async () => {
    const res = await login({});
    expect(res.json()).toMatchObject({
      message: 'email: Email is required; password: Password is required',
      fields: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ],
    });
  });

  it('signed in, in the language the app asks in (its own), with the numbers of the rule', async () => {
    // Routes that check the session after the body (preHandler) know only the header here; the web
    // sends the language it shows, which is the account's once signed in.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: { ...german.headers, 'content-type': 'application/json', 'accept-language': 'de' },
      payload: { title: 'x'.repeat(501), author: 'Frank Herbert' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'title', message: 'Titel: höchstens 500 Zeichen' }]);
  });

  it('a field refused by a rule beyond the schema (a phone number) is in the language too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/borrowers',
      headers: { ...german.headers, 'content-type': 'application/json' },
      payload: { name: 'Max Muster', email: `max-${Date.now()}@example.test`, phone: '12' },
    });
    expect(res.statusCode, res.body).toBe(400);
    const [field] = res.json().fields;
    expect(field.field).toBe('phone');
    expect(field.message).not.toMatch(/Enter a valid phone number/);
    expect(res.json().message).toBe(`phone: ${field.message}`);
  });
});
