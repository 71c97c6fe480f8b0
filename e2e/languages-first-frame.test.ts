import { expect, it } from 'vitest';
import appEn from '../apps/web/src/lib/i18n/catalogues/app-en.ts';
import appFr from '../apps/web/src/lib/i18n/catalogues/app-fr.ts';
import publicEn from '../apps/web/src/lib/i18n/catalogues/public-en.ts';
import publicFr from '../apps/web/src/lib/i18n/catalogues/public-fr.ts';
import { api } from './support/api.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser } from './support/users.ts';

/**
 * The English texts a French reader must never see once signed in: every English message (its
 * literal parts) that French words differently, long enough not to be a shared word ('Email').
 */
const french: Record<string, string> = { ...publicFr, ...appFr };
// A word both languages write the same way for different things ('Note': a wishlist's note in
// English, a rating in French) is French on a French screen.
const frenchTexts = new Set(Object.values(french).map((text) => text.trim()));
const englishOnly = new Set(
  Object.entries({ ...publicEn, ...appEn } as Record<string, string>)
    .filter(
      ([key, text]) =>
        french[key] !== text && !frenchTexts.has(text.trim()) && !/[{}]/.test(text) && text.trim().length > 3,
    )
    .map(([, text]) => text.trim()),
);

/**
 * Installed before any page script: records the text of every node ever put into the document
 * while the path is the dashboard's (a superset of what is painted, frame by frame); with
 * `shellOnly`, from the moment the app's shell is there (not the loading screen before it).
 */
function recordDashboardTexts(shellOnly: boolean): void {
  const seen: string[] = [];
  (window as unknown as { __dashboardTexts: string[] }).__dashboardTexts = seen;
  const keep = (node: Node) => {
    if (!location.pathname.startsWith('/dashboard')) return;
    if (shellOnly && !document.getElementById('dashboard-main')) return;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    if (node.nodeType === Node.TEXT_NODE) seen.push((node.textContent ?? '').trim());
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      seen.push((text.textContent ?? '').trim());
    if (node instanceof Element) {
      for (const el of [node, ...node.querySelectorAll('[aria-label],[title],[placeholder]')]) {
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = el.getAttribute(name);
          if (value) seen.push(value.trim());
        }
      }
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') keep(record.target);
      for (const node of record.addedNodes) keep(node);
    }
    // The tab title counts as painted text too.
    if (!location.pathname.startsWith('/dashboard')) return;
    if (shellOnly && !document.getElementById('dashboard-main')) return;
    seen.push(document.title.split(' · ')[0] ?? '');
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

describeBrowser('the account’s language from the first frame', () => {
  const browser = useBrowser();

  it('a French reader signing in from an English browser never sees the dashboard in English (1280 px)', async () => {
    const user = await createUser({ name: 'Camille Première' });
    await api(user, 'PUT', '/api/users/settings', { language: 'fr' });
    const page = await browser.newPage({ locale: 'en-US' });
    await page.addInitScript(recordDashboardTexts, false);
    await page.goto('/auth?mode=login');
    // The browser is English and nothing is stored yet: the sign-in page is English.
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: appFr['library.addBook'] }).first().waitFor();
    await page.getByRole('link', { name: appFr['nav.settings'] }).waitFor();
    const texts = await page.evaluate(
      () => (window as unknown as { __dashboardTexts: string[] }).__dashboardTexts,
    );
    expect(texts).toContain(appFr['nav.settings']);
    expect(texts.filter((text) => englishOnly.has(text))).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });

  it('a French reader who chose French on another device: the app shell is French from its first frame (390 px)', async () => {
    const user = await createUser({ name: 'Camille Froide' });
    await api(user, 'PUT', '/api/users/settings', { language: 'fr' });
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await page.goto('/__sign-in__');
    // This browser remembers English from before; only the account knows French (read with /me).
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('language', 'en');
    }, user.token);
    await page.addInitScript(recordDashboardTexts, true);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: appFr['library.title'] }).waitFor();
    const texts = await page.evaluate(
      () => (window as unknown as { __dashboardTexts: string[] }).__dashboardTexts,
    );
    expect(texts.filter((text) => englishOnly.has(text))).toEqual([]);
  });
});

describeBrowser('choosing a language in Settings', () => {
  const browser = useBrowser();

  it('changes every text at once: headings, sections, navigation and the tab title (1280 px)', async () => {
    const user = await createUser({ name: 'Camille Réglages' });
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/__sign-in__');
    await page.evaluate((token) => localStorage.setItem('token', token), user.token);
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    expect(await page.title()).toBe('Settings · Shelfwise');
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: appFr['settings.title'] }).waitFor();
    // Everything at once, without a reload: no English text is left on the page or in the tab.
    await page.getByRole('heading', { name: appFr['settings.account'] }).waitFor();
    await page.waitForFunction((title) => document.title === title, `${appFr['nav.settings']} · Shelfwise`);
    const shown = await page.locator('body').evaluate((body) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('[aria-hidden="true"], script, style, option')) continue;
        texts.push((node.textContent ?? '').trim());
      }
      return texts;
    });
    expect(shown.filter((text) => englishOnly.has(text))).toEqual([]);
  });
});
