import { plans } from '@shelfwise/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import appDe from '../apps/web/src/lib/i18n/catalogues/app-de.ts';
import appEn from '../apps/web/src/lib/i18n/catalogues/app-en.ts';
import appEs from '../apps/web/src/lib/i18n/catalogues/app-es.ts';
import publicDe from '../apps/web/src/lib/i18n/catalogues/public-de.ts';
import publicEn from '../apps/web/src/lib/i18n/catalogues/public-en.ts';
import publicEs from '../apps/web/src/lib/i18n/catalogues/public-es.ts';
import { api } from './support/api.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, makeAdmin, signInAs } from './support/users.ts';

type Catalogue = Record<string, string>;

/** Product names stay as they are in every language: the plans' names and titles. */
const productNames = new Set(Object.values(plans).flatMap((plan) => [plan.name, plan.title]));

/**
 * The English messages a reader of `target` must never see: every English text whose translation
 * differs, as a pattern for a whole line of the page ({name}-style arguments match any text).
 * Product names (the plans'), plurals and texts without four letters of their own are left out:
 * they cannot be told apart from a reader's own data reliably.
 */
function englishPatterns(target: Catalogue): { key: string; text: string; pattern: RegExp }[] {
  const english: Catalogue = { ...publicEn, ...appEn };
  const patterns: { key: string; text: string; pattern: RegExp }[] = [];
  for (const [key, text] of Object.entries(english)) {
    if (target[key] === text || productNames.has(text)) continue;
    // A field's name inside the contract's sentences ('El ISBN' in 'El ISBN es obligatorio'), not
    // a text of its own: the screens' own labels ('ISBN', 'Plan') have their own entries.
    if (key.startsWith('validation.field.')) continue;
    if (text.includes(', plural,') || text.includes(', select,')) continue;
    const literal = text.replace(/\{[^}]+\}/g, '');
    if ((literal.match(/\p{L}/gu) ?? []).length < 4) continue;
    const source = text
      .trim()
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    patterns.push({ key, text, pattern: new RegExp(`^${source}$`, 'u') });
  }
  return patterns;
}

/** What a reader reads on the page: every line of visible text, and each field's placeholder. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    const fields = Array.from(
      document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    );
    for (const field of fields) if (field.checkVisibility()) lines.push(field.placeholder);
    return lines.map((line) => line.trim()).filter(Boolean);
  });
}

/** The English lines on the page, each with the catalogue key it came from. */
async function englishOn(page: Page, patterns: ReturnType<typeof englishPatterns>): Promise<string[]> {
  const lines = await shownTexts(page);
  const found = new Set<string>();
  for (const line of lines) {
    for (const { key, pattern } of patterns) if (pattern.test(line)) found.add(`${key}: ${line}`);
  }
  return [...found];
}

const languages = [
  { code: 'de', catalogue: { ...publicDe, ...appDe }, library: 'Meine Bibliothek' },
  { code: 'es', catalogue: { ...publicEs, ...appEs }, library: 'Mi biblioteca' },
] as const;

/** Each screen of the signed-in app, with what shows once it has loaded. */
const screens = [
  '/dashboard/collection',
  '/dashboard/loans',
  '/dashboard/borrowers',
  '/dashboard/friends',
  '/dashboard/history',
  '/dashboard/import',
  '/dashboard/reminders',
  '/dashboard/statistics',
  '/dashboard/subscription',
  '/dashboard/settings',
  '/dashboard/admin/overview',
  '/dashboard/admin/users',
  '/dashboard/admin/settings',
  '/dashboard/admin/logs',
  '/dashboard/no-such-page',
];

describeBrowser('no English left in another language', () => {
  const browser = useBrowser();

  for (const { code, catalogue, library } of languages) {
    it(`walks every screen in ${code} and finds no text of the English catalogue (1280 px)`, async () => {
      const user = await createUser({ name: `Walker ${code}`, plan: 'premium' });
      await makeAdmin(user.email);
      await api(user, 'PUT', '/api/users/settings', { language: code });
      const book = await api<{ _id: string }>(user, 'POST', '/api/books', {
        title: 'Cien años de soledad',
        author: 'Gabriel García Márquez',
        category: 'Roman',
      });
      await api(user, 'POST', '/api/books', { title: 'Der Zauberberg', author: 'Thomas Mann' });
      const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
        name: 'Max Muster',
        email: `walk-${code}-${Date.now()}@example.test`,
        phone: '+4930123456',
      });
      await api(user, 'POST', '/api/borrow', {
        book: book._id,
        borrower: borrower.data.data._id,
        returnDate: '2031-03-01',
      });

      const patterns = englishPatterns(catalogue);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      await signInAs(page, user, '/dashboard/collection');
      await page.getByRole('heading', { level: 1, name: library }).waitFor();
      const left: string[] = [];
      for (const path of [...screens, `/dashboard/library/${book._id}`]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Let the screen's data arrive: no request in flight, no spinner left.
        await page.waitForLoadState('networkidle');
        for (const line of await englishOn(page, patterns)) left.push(`${path} → ${line}`);
      }
      // The Add Books dialog, and the loan dialog on the book page.
      await page.goto('/dashboard/collection');
      await page.getByRole('heading', { level: 1, name: library }).waitFor();
      await page
        .getByRole('button', { name: catalogue['library.addBook'] ?? '' })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      for (const line of await englishOn(page, patterns)) left.push(`add books → ${line}`);

      expect(left).toEqual([]);
    }, 240_000);
  }
});
