import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, readMail, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

describeBrowser('languages on the public pages', () => {
  const browser = useBrowser();

  it('a newcomer whose browser is German lands on a German landing page, <html lang="de"> (1280 px)', async () => {
    const page = await browser.newPage({ viewport: desktop, locale: 'de-DE' });
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: /die clevere Verwaltung für deine Bibliothek/ })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('link', { name: 'Kostenlos starten' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Was ist Shelfwise?' }).waitFor();
    expect(await page.getByText('© ', { exact: false }).last().textContent()).toContain(
      'Alle Rechte vorbehalten.',
    );
    // English never showed first: the first paint already had the German heading (no English text in the DOM).
    expect(await page.getByText('the smart library management system.').count()).toBe(0);
  });

  it('picking Español in the top bar changes the page at once and is kept on reload (1280 px)', async () => {
    const page = await browser.newPage({ viewport: desktop, locale: 'en-US' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /the smart library management system/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('banner').getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { level: 1, name: /el sistema inteligente/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /el sistema inteligente/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the phone menu and the footer offer the languages too; Français in the footer (390 px)', async () => {
    const page = await browser.newPage({ viewport: phone, locale: 'en-US' });
    await page.goto('/');
    await page.getByRole('contentinfo').getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: /le système intelligent/ }).waitFor();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Tarifs' }).waitFor();
    await menu.getByLabel('Langue').selectOption('de');
    await menu.getByRole('link', { name: 'Preise' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });
});

describeBrowser('languages in the app', () => {
  const browser = useBrowser();

  it('a Spanish browser signs up in Spanish and keeps Spanish in the library (390 px)', async () => {
    const page = await browser.newPage({ viewport: phone, locale: 'es-ES' });
    const email = `hola-${Date.now().toString(36)}-${process.pid}@example.test`;
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByLabel('Nombre completo').fill('Lucía Lectora');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Shelf-Reader-42');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Otra-cosa-42');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Shelf-Reader-42');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { name: 'Verifica tu correo' }).waitFor();
    // The code comes in Spanish too: the account kept the language of its sign-up page.
    const mail = await readMail(email, { subject: 'código de verificación' });
    const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1] ?? '';
    await page.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The account kept the language of its sign-up: the library stays in Spanish.
    await page.getByRole('heading', { level: 1, name: 'Mi biblioteca' }).waitFor();
    await page.getByText('Tu biblioteca está vacía').filter({ visible: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
  });

  it('a reader whose setting is German sees the library, its dates and statuses in German (1280 px)', async () => {
    const user = await createUser({ name: 'Greta Leserin' });
    await api(user, 'PUT', '/api/users/settings', { language: 'de' });
    const book = await api<{ _id: string }>(user, 'POST', '/api/books', {
      title: 'Der Process',
      author: 'Franz Kafka',
    });
    const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
      name: 'Max Muster',
      email: `max-${Date.now()}@example.test`,
      phone: '+4930123456',
    });
    await api(user, 'POST', '/api/borrow', {
      book: book._id,
      borrower: borrower.data.data._id,
      returnDate: '2031-03-01',
    });
    // The browser speaks English: the account's setting wins once signed in.
    const page = await browser.newPage({ viewport: desktop, locale: 'en-US' });
    await signInAs(page, user, '/dashboard/collection');
    await page.getByRole('heading', { level: 1, name: 'Meine Bibliothek' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const row = page.locator('table tbody tr').filter({ hasText: 'Der Process' });
    await row.getByText('Verliehen').waitFor();
    await row.getByText('Bei Max Muster · fällig am 1. März 2031').waitFor();
    await page.getByRole('link', { name: 'Einstellungen' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a German reader’s subscription page, a form’s refusal and the app’s own messages are German (1280 px)', async () => {
    const user = await createUser({ name: 'Greta Abo' });
    await api(user, 'PUT', '/api/users/settings', { language: 'de' });
    const page = await browser.newPage({ viewport: desktop, locale: 'en-US' });
    await signInAs(page, user, '/dashboard/subscription');
    await page.getByRole('heading', { level: 1, name: 'Abo' }).waitFor();
    await page
      .getByRole('region', { name: 'Aktueller Plan' })
      .getByText('Free-Plan: keine Zahlung nötig')
      .waitFor();
    await page.getByRole('button', { name: 'Plan upgraden' }).click();
    const choose = page.getByRole('dialog', { name: 'Wähle deinen Plan' });
    await choose.getByText('Geld-zurück-Garantie', { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');
    await choose.waitFor({ state: 'hidden' });
    await page.goto('/dashboard/collection');
    await page.getByRole('button', { name: 'Buch hinzufügen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Bücher hinzufügen' });
    // The contract's English refusal ('Title is required'), shown in the reader's language.
    await dialog.getByLabel('Titel').fill('x');
    await dialog.getByLabel('Titel').fill('');
    await dialog.getByLabel('Titel').press('Tab');
    await dialog.getByText('Titel ist erforderlich').waitFor();
  });

  it('choosing Français in Settings changes the page at once, and it stays after a reload (390 px)', async () => {
    const user = await createUser({ name: 'Camille Lectrice' });
    const page = await browser.newPage({ viewport: phone, locale: 'en-US' });
    await signInAs(page, user, '/dashboard/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await page.getByLabel('Langue').inputValue()).toBe('fr');
  });
});
