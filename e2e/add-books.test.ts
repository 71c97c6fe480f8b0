import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** The words of one language the journey reads (English at 1280 px, German on the phone). */
const words = {
  en: {
    addBook: 'Add Book',
    dialog: 'Add Books',
    search: 'Search by title, author or ISBN',
    unavailable: 'Search unavailable - try manual entry',
    manual: 'Add a book manually',
    title: /^Title/,
    openList: 'Add a list of ISBNs',
    list: /ISBNs, one a line/,
    submit: 'Add these ISBNs',
    added: 'Added 2 books.',
    isbnOnly: '1 was added with its ISBN only',
    line3: 'Line 3 “not-an-isbn”: ISBN NOTANISBN may only contain digits',
  },
  de: {
    addBook: 'Buch hinzufügen',
    dialog: 'Bücher hinzufügen',
    search: 'Nach Titel, Autor oder ISBN suchen',
    unavailable: 'Suche nicht verfügbar – bitte von Hand eingeben',
    manual: 'Buch von Hand hinzufügen',
    title: /^Titel/,
    openList: 'Eine Liste von ISBNs hinzufügen',
    list: /ISBNs, eine pro Zeile/,
    submit: 'Diese ISBNs hinzufügen',
    added: '2 Bücher hinzugefügt.',
    isbnOnly: '1 wurde nur mit der ISBN hinzugefügt',
    line3: 'Zeile 3 „not-an-isbn“: Die ISBN NOTANISBN darf nur Ziffern enthalten',
  },
} as const;

/**
 * Issue 27: with the catalogue unreachable (the search answers 502, as when Google Books cannot be
 * reached from the server), what the reader typed lands in the manual form; a pasted list of ISBNs
 * is added with what the catalogue knows (the loopback Google Books), the rest with the ISBN only.
 */
describeBrowser('adding books by ISBN', () => {
  const browser = useBrowser();

  it.each([
    ['1280', desktop, 'en'],
    ['390', phone, 'de'],
  ] as const)(
    'the typed search goes into the manual form; a pasted ISBN list is added (%s px, %s)',
    async (_, viewport, lang) => {
      const w = words[lang];
      const user = await createUser({ name: 'List Reader', plan: 'basic' });
      if (lang !== 'en') await api(user, 'PUT', '/api/users/settings', { language: lang });
      const page = await browser.newPage({ viewport });
      // Only the catalogue search fails: the rest of the app answers as usual.
      await page.route('**/api/catalog/search**', (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Search unavailable - try manual entry',
            code: 'UPSTREAM_UNAVAILABLE',
          }),
        }),
      );
      await signInAs(page, user, '/dashboard/collection');
      await page.getByRole('button', { name: w.addBook }).first().click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      const search = dialog.getByRole('combobox', { name: w.search });

      await search.fill('0-306-40615-2');
      await dialog.getByRole('alert').getByText(w.unavailable, { exact: true }).waitFor();
      const manual = dialog.getByRole('form', { name: w.manual });
      await manual.waitFor();
      expect(await manual.getByLabel('ISBN', { exact: true }).inputValue()).toBe('0306406152');

      await search.fill('The Left Hand of Darkness');
      await expect.poll(() => manual.getByLabel(w.title).inputValue()).toBe('The Left Hand of Darkness');
      expect(await manual.getByLabel('ISBN', { exact: true }).inputValue()).toBe('');

      // The list is looked up on the server, where the catalogue answers: Dune is known, the other not.
      await page.unroute('**/api/catalog/search**');
      await dialog.getByRole('button', { name: w.openList }).click();
      await dialog.getByLabel(w.list).fill('978-0-441-17271-9\n9780306406157\nnot-an-isbn');
      await dialog.getByRole('button', { name: w.submit }).click();
      const status = dialog.getByRole('status').filter({ hasText: w.added });
      await status.waitFor();
      expect(await status.textContent()).toContain(w.isbnOnly);
      expect(await status.getByRole('listitem').textContent()).toContain(w.line3);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // The ISBN-only book carries its ISBN as its title (the table at 1280 px, the cards at 390).
      const rows = page.locator('tr:visible, li:visible');
      await rows.filter({ hasText: 'ISBN 9780306406157' }).first().waitFor();
      await rows.filter({ hasText: 'Frank Herbert' }).filter({ hasText: 'Dune' }).first().waitFor();
      if (viewport === desktop) {
        // The top bar's count follows the list.
        await page.getByTestId('user-summary').getByText('2 books').waitFor();
      }
      await page.close();
    },
  );
});
