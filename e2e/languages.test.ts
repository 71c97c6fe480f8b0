import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';

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
