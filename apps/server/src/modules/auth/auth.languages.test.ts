import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';

let t: TestApp;
let smtp: SmtpCapture;
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${++n}-${Date.now()}@example.test`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '50' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (email: string, extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Greta', email, password: 'Sup3r-secret', ...extra },
  });

describe('an account starts in the language of its sign-up page', () => {
  it('keeps the language, and the verification code comes in it', async () => {
    const email = uniqueEmail('greta');
    const res = await register(email, { language: 'de' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('de');
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toMatch(/^Dein Shelfwise-Bestätigungscode: \d{6}$/);
    expect(mail.text).toContain('Gib diesen Code in Shelfwise ein');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('in French and Spanish too; without one, or with one it does not know, English', async () => {
    const fr = uniqueEmail('fr');
    await register(fr, { language: 'fr' });
    expect((await smtp.waitFor(fr)).subject).toMatch(/^Votre code de vérification Shelfwise : \d{6}$/);
    const es = uniqueEmail('es');
    await register(es, { language: 'es' });
    expect((await smtp.waitFor(es)).subject).toMatch(/^Tu código de verificación de Shelfwise: \d{6}$/);
    const xx = uniqueEmail('xx');
    const unknown = await register(xx, { language: 'xx' });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().user.language).toBe('en');
    expect((await smtp.waitFor(xx)).subject).toMatch(/^Your Shelfwise verification code: \d{6}$/);
  });

  it('answers its refusals in the language of the request, the code unchanged', async () => {
    const email = uniqueEmail('wrong');
    await register(email, { language: 'fr' });
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email, password: 'not-the-password' },
      });
    const de = await login({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(de.statusCode).toBe(401);
    expect(de.json()).toEqual({ message: 'E-Mail oder Passwort ist falsch', code: 'UNAUTHORIZED' });
    const en = await login({});
    expect(en.json().message).toBe('Invalid email or password');
  });
});
