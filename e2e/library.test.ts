import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { baseUrl, describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function addBooksByApi(
  user: TestUser,
  books: { title: string; author: string; tags?: string[]; category?: string }[],
) {
  for (const book of books) {
    const res = await fetch(`${baseUrl}/api/books`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify(book),
    });
    if (res.status !== 201)
      throw new Error(`adding ${book.title} answered ${res.status}: ${await res.text()}`);
  }
}

/** The titles in the desktop table, in order. */
const tableTitles = (page: Page) =>
  page.locator('table tbody tr td:nth-child(2) p.font-medium').allTextContents();

/** The book list a person sees at this width: the table from md up, the cards below. */
const visibleList = (page: Page, isPhone: boolean) =>
  isPhone ? page.getByRole('list', { name: 'Your books' }) : page.getByRole('table');

describeBrowser('library', () => {
  const browser = useBrowser();

  it.each([
    ['1280', desktop],
    ['390', phone],
  ])(
    'a free user adds a book by hand, tags it, filters by the tag, and cannot export (%s px)',
    async (_, viewport) => {
      const isPhone = viewport.width < 768;
      const user = await createUser({ name: 'Free Reader' });
      await addBooksByApi(user, [{ title: 'Untagged Novel', author: 'Someone Else' }]);
      const page = await browser.newPage({ viewport });
      const list = visibleList(page, isPhone);
      await signInAs(page, user);
      await page.getByRole('heading', { name: 'My Library' }).waitFor();
      await list.getByText('Untagged Novel').waitFor();

      // Add Books: the manual form is forced for free users, with the upgrade text and link.
      await page.getByRole('button', { name: 'Add Book' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Books' });
      await dialog
        .getByText(
          'Free users can only add books manually. Upgrade to Collector or Library Keeper to access our 40m+ book repository.',
        )
        .waitFor();
      expect(await dialog.getByRole('link', { name: /upgrade/i }).getAttribute('href')).toBe(
        '/subscriptions',
      );
      const add = dialog.getByRole('button', { name: 'Add Book' });
      expect(await add.isDisabled()).toBe(true);
      await dialog.getByLabel('Title').fill('The Left Hand of Darkness');
      expect(await add.isDisabled()).toBe(true);
      await dialog.getByLabel('Author').fill('Ursula K. Le Guin');
      await dialog.getByLabel('Category').fill('Science Fiction');
      await add.click();
      await dialog.getByText('"The Left Hand of Darkness" added!').waitFor();
      await dialog.waitFor({ state: 'detached', timeout: 5000 });
      await list.getByText('The Left Hand of Darkness').waitFor();

      // Tag it through Edit Book: a preset suggestion and a typed tag.
      await list.getByRole('button', { name: 'Actions for The Left Hand of Darkness' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Book' });
      await edit.getByRole('button', { name: 'Add tag Kindle' }).click();
      await edit.getByRole('textbox', { name: /Tags/ }).fill('Hainish');
      await edit.getByRole('textbox', { name: /Tags/ }).press('Enter');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.waitFor({ state: 'detached' });

      // Filter by the tag chip: only the tagged book stays, and the summary says why.
      if (isPhone) await page.getByRole('button', { name: /^Filters/ }).click();
      const chip = page.getByRole('button', { name: /^Hainish/ });
      await chip.click();
      // The filter lives in the URL, so the chip turns pressed once the navigation settles.
      await page.locator('button[aria-pressed="true"]', { hasText: 'Hainish' }).waitFor();
      await page.getByRole('list', { name: 'Active filters' }).getByText('Tags: Hainish').waitFor();
      await list.getByText('Untagged Novel').waitFor({ state: 'detached' });
      expect(await list.getByText('The Left Hand of Darkness').isVisible()).toBe(true);
      if (isPhone) {
        // The toggle's badge counts the selected tag.
        expect(await page.getByRole('button', { name: /^Filters/ }).textContent()).toContain('1');
      } else expect(await tableTitles(page)).toEqual(['The Left Hand of Darkness']);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await list.getByText('Untagged Novel').waitFor();
      await page.locator('button[aria-pressed="false"]', { hasText: 'Hainish' }).waitFor();

      // Export: disabled by plan, each with its tooltip.
      for (const [name, tip] of [
        ['CSV', 'Upgrade to Collector or Library Keeper plan to export CSV'],
        ['PDF', 'Upgrade to Library Keeper plan to export PDF'],
      ] as const) {
        const button = page.getByRole('button', { name, exact: true });
        expect(await button.getAttribute('aria-disabled')).toBe('true');
        await button.hover();
        const tooltip = page.getByRole('tooltip', { name: tip });
        await tooltip.waitFor({ state: 'visible' });
        expect(await button.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
      }
    },
  );

  it('a basic user finds books through catalog search and adds three at once', async () => {
    const user = await createUser({ name: 'Basic Reader', plan: 'basic' });
    const page = await browser.newPage({ viewport: desktop });
    await signInAs(page, user);
    await page.getByRole('heading', { name: 'Your library is empty' }).waitFor();

    await page.getByRole('button', { name: 'Add Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Books' });
    const search = dialog.getByRole('combobox', { name: 'Search by title, author or ISBN' });
    // Suggested searches fill the box.
    await dialog.getByRole('button', { name: 'Atomic Habits' }).click();
    expect(await search.inputValue()).toBe('Atomic Habits');
    await dialog.getByRole('option', { name: /Atomic Habits/ }).click();

    // Keyboard: the first result is highlighted; Enter toggles, arrows move.
    await search.fill('Dune');
    await dialog.getByRole('option', { name: /Dune Messiah/ }).waitFor();
    await search.press('Enter');
    await search.press('ArrowDown');
    await search.press('Enter');
    const selected = dialog.locator('[role="option"][aria-selected="true"]');
    expect(await selected.count()).toBe(2);

    await dialog.getByRole('button', { name: 'Add 3 books' }).click();
    await dialog.getByText('Added 3 books!').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    await page.getByRole('table').getByText('Dune Messiah').waitFor();
    const titles = await tableTitles(page);
    expect(titles.sort()).toEqual(['Atomic Habits', 'Dune', 'Dune Messiah']);

    // Basic exports CSV (a real download with the dated name); PDF stays a Premium feature.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^book_collection_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain('Dune Messiah');
    const pdf = page.getByRole('button', { name: 'PDF', exact: true });
    expect(await pdf.getAttribute('aria-disabled')).toBe('true');

    // An ISBN that finds nothing opens the manual form with the ISBN filled in.
    await page.getByRole('button', { name: 'Add Book' }).click();
    const again = page.getByRole('dialog', { name: 'Add Books' });
    await again.getByRole('combobox').fill('9780000000002');
    await again.getByText('No books found for “9780000000002”', { exact: false }).waitFor();
    expect(await again.getByRole('textbox', { name: 'ISBN' }).inputValue()).toBe('9780000000002');
  });

  it('deletes the selected books after confirming, and one book on its own', async () => {
    const user = await createUser({ name: 'Tidy Reader' });
    await addBooksByApi(user, [
      { title: 'Keep Me', author: 'A. Author' },
      { title: 'Drop One', author: 'B. Author' },
      { title: 'Drop Two', author: 'C. Author' },
      { title: 'Single Goner', author: 'D. Author' },
    ]);
    const page = await browser.newPage({ viewport: desktop });
    await signInAs(page, user);
    await page.getByRole('table').getByText('Drop Two').waitFor();

    await page.getByRole('checkbox', { name: 'Select Drop One' }).check();
    await page.getByRole('checkbox', { name: 'Select Drop Two' }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Books' });
    await confirm.getByText('Are you sure you want to delete 2 selected books?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('table').getByText('Drop Two').waitFor({ state: 'detached' });
    expect((await tableTitles(page)).sort()).toEqual(['Keep Me', 'Single Goner']);

    await page.getByRole('button', { name: 'Actions for Single Goner' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const single = page.getByRole('dialog', { name: 'Delete Book' });
    await single.getByText('Are you sure you want to delete "Single Goner"?').waitFor();
    await single.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('table').getByText('Single Goner').waitFor({ state: 'detached' });
    expect(await tableTitles(page)).toEqual(['Keep Me']);
  });

  it('pages ten books at a time on desktop and on a phone, where filters fold behind a toggle', async () => {
    const user = await createUser({ name: 'Many Books' });
    await addBooksByApi(
      user,
      Array.from({ length: 12 }, (_, i) => ({
        title: `Volume ${String(i + 1).padStart(2, '0')}`,
        author: i % 2 ? 'Odd Writer' : 'Even Writer',
        category: i < 3 ? 'Poetry' : 'Essays',
      })),
    );
    const page = await browser.newPage({ viewport: desktop });
    await signInAs(page, user);
    await page.getByText('Showing 1 to 10 of 12 results').waitFor();
    await page.getByText('Page 1 of 2').filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.getByText('Showing 11 to 12 of 12 results').waitFor();
    await page.getByRole('table').getByText('Volume 01').waitFor();
    // The page is in the URL: the list follows once the navigation settles, so wait for it.
    await expect.poll(() => tableTitles(page)).toEqual(['Volume 02', 'Volume 01']);

    const mobile = await browser.newPage({ viewport: phone });
    await signInAs(mobile, user);
    const cards = mobile.getByRole('list', { name: 'Your books' }).locator(':scope > li');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(10);
    await mobile.getByRole('button', { name: 'Next', exact: true }).click();
    await mobile.getByText('Page 2 of 2').filter({ visible: true }).waitFor();
    // Newest first: the second page holds the two oldest (the first page stays, dimmed, until it lands).
    await cards.getByText('Volume 01').waitFor();
    await expect.poll(() => cards.count()).toBe(2);

    // The category dropdown is folded away until the toggle opens it; its badge counts the filters.
    const toggle = mobile.getByRole('button', { name: /^Filters/ });
    expect(await mobile.getByLabel('Category').isVisible()).toBe(false);
    await toggle.click();
    await mobile.getByLabel('Category').selectOption('Poetry');
    await mobile.getByLabel('Author').selectOption('Even Writer');
    await expect.poll(async () => (await toggle.textContent())?.replace(/\D/g, '')).toBe('2');
    await mobile.getByText('Page 1 of 1').filter({ visible: true }).waitFor();
    await cards.getByText('Volume 03').waitFor();
    await expect
      .poll(async () => (await cards.locator('p.font-medium').allTextContents()).sort())
      .toEqual(['Volume 01', 'Volume 03']);
  });

  it.each([
    ['light', 1280, desktop],
    ['dark', 390, phone],
  ] as const)(
    'has no axe violations with books, the row menu and the dialogs (%s, %s px)',
    async (theme, _width, viewport) => {
      const user = await createUser({ name: 'Axe Reader', plan: 'basic' });
      await addBooksByApi(user, [
        { title: 'Accessible Book', author: 'Ada Lovelace', tags: ['Study', 'Kindle'] },
      ]);
      const page = await browser.newPage({ viewport, colorScheme: theme });
      await signInAs(page, user);
      await page.getByText('Accessible Book').filter({ visible: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page
        .getByRole('button', { name: 'Actions for Accessible Book' })
        .filter({ visible: true })
        .click();
      await page.getByRole('menu').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Add Book' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Books' });
      await dialog.getByRole('combobox').fill('Dune');
      await dialog.getByRole('option').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
