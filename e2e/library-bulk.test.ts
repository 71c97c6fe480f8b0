import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const sizes = [
  ['1280', desktop],
  ['390', phone],
] as const;

interface ListedBook {
  _id: string;
  title: string;
  tags: string[];
  category: string;
  readingStatus: string | null;
}

/** The reader's books as the server keeps them, by title. */
async function booksOf(user: TestUser): Promise<Record<string, ListedBook>> {
  const page = await api<{ data: ListedBook[] }>(user, 'GET', '/api/books?limit=100');
  return Object.fromEntries(page.data.map((b) => [b.title, b]));
}

/** The book list a person sees at this width: the table from md up, the cards below. */
const visibleList = (page: Page, isPhone: boolean) =>
  isPhone ? page.getByRole('list', { name: 'Your books' }) : page.locator('table tbody');

const openFilters = async (page: Page, isPhone: boolean) => {
  if (!isPhone) return;
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
};

describeBrowser('the library: first steps, bulk edit and the status filter', () => {
  const browser = useBrowser();

  it.each(sizes)(
    'an empty library offers adding a book and importing; filters that match nothing say so (%s px)',
    async (_, viewport) => {
      const isPhone = viewport.width < 768;
      const user = await createUser({ name: 'New Reader', plan: 'basic' });
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, '/dashboard/collection');
      const steps = page.getByRole('region', { name: 'Your library is empty' });
      await steps.waitFor();
      expect(await page.getByText('No books found in your collection').count()).toBe(0);
      expect(await steps.getByText(/scan/i).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Add a book opens the Add Books dialog.
      await steps.getByRole('button', { name: 'Add a book' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Books' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Import goes to the import page, by keyboard too.
      const importLink = steps.getByRole('link', { name: 'Import from Goodreads, StoryGraph or a CSV' });
      await importLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard/import');
      await page.getByRole('heading', { name: 'Import books' }).waitFor();

      // With a book, a search that matches nothing keeps the list's own message, not the first steps.
      await api(user, 'POST', '/api/books', { title: 'Purple Hibiscus', author: 'Chimamanda Ngozi Adichie' });
      await page.goto('/dashboard/collection?search=zzzz');
      await page
        .getByText(
          isPhone
            ? 'Your collection is empty or no books match your filters.'
            : 'No books found in your collection',
        )
        .waitFor();
      expect(await steps.count()).toBe(0);
    },
  );

  it.each(sizes)(
    'a reader tags, files and marks several books at once, then filters by reading status (%s px)',
    async (_, viewport) => {
      const isPhone = viewport.width < 768;
      const user = await createUser({ name: 'Bulk Reader', plan: 'premium' });
      for (const [title, author] of [
        ['Dune', 'Frank Herbert'],
        ['Emma', 'Jane Austen'],
        ['Kindred', 'Octavia E. Butler'],
      ]) {
        await api(user, 'POST', '/api/books', { title, author });
      }
      const page = await browser.newPage({ viewport });
      const list = visibleList(page, isPhone);
      await signInAs(page, user, '/dashboard/collection');
      await list.getByText('Kindred').waitFor();

      await page.getByRole('checkbox', { name: 'Select Dune' }).check();
      await page.getByRole('checkbox', { name: 'Select Emma' }).check();
      const bar = page.getByRole('region', { name: 'Selection' });
      await bar.getByText('2 selected').waitFor();
      const apply = bar.getByRole('button', { name: 'Apply to 2 books' });

      // Add a tag (the default change), by keyboard.
      const tags = bar.getByRole('textbox', { name: /Tags to add/ });
      await tags.fill('Holiday');
      await tags.press('Enter');
      await apply.click();
      await page.getByText('Added the tags to 2 books').waitFor();

      // Set the category.
      await bar.getByLabel('Change', { exact: true }).selectOption('setCategory');
      await bar.getByLabel('New category', { exact: true }).fill('Classics');
      await apply.click();
      await page.getByText('Set the category of 2 books').waitFor();

      // Set the reading status; the list refreshes and shows it.
      await bar.getByLabel('Change', { exact: true }).selectOption('setReadingStatus');
      await bar.getByLabel('Reading status', { exact: true }).selectOption('reading');
      await apply.click();
      await page.getByText('Set the reading status of 2 books').waitFor();
      await expect.poll(async () => list.getByText('Reading', { exact: true }).count()).toBe(2);

      const books = await booksOf(user);
      for (const title of ['Dune', 'Emma']) {
        expect(books[title]).toMatchObject({
          tags: ['Holiday'],
          category: 'Classics',
          readingStatus: 'reading',
        });
      }
      expect(books.Kindred).toMatchObject({ tags: [], category: '', readingStatus: null });

      // The status filter: reading books only, kept in the URL and across a reload.
      await openFilters(page, isPhone);
      await page.getByLabel('Status', { exact: true }).selectOption('Reading');
      await page.waitForURL((url) => url.searchParams.get('status') === 'Reading');
      await list.getByText('Kindred').waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'Active filters' }).getByText('Status: Reading').waitFor();
      await page.reload();
      await list.getByText('Emma').waitFor();
      expect(await list.getByText('Kindred').count()).toBe(0);
      await openFilters(page, isPhone);
      expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('Reading');
      expect(await axeViolations(page)).toEqual([]);

      // A refusal is a sentence: Dune went on loan (elsewhere) after it was selected.
      await page.getByRole('checkbox', { name: 'Select Dune' }).check();
      const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
        name: 'Ngozi Okafor',
        email: `ngozi-${Date.now()}@example.test`,
        phone: '+2348030000000',
      });
      await api(user, 'POST', '/api/borrow', {
        book: books.Dune?._id,
        borrower: borrower.data.data._id,
        returnDate: '2031-03-01',
      });
      const oneBar = page.getByRole('region', { name: 'Selection' });
      await oneBar.getByRole('textbox', { name: /Tags to add/ }).fill('Beach');
      await oneBar.getByRole('textbox', { name: /Tags to add/ }).press('Enter');
      await oneBar.getByRole('button', { name: 'Apply to 1 book' }).click();
      await oneBar
        .getByRole('alert')
        .getByText(
          'One of the selected books is on loan, so nothing was changed. Mark it returned first, or leave it out of the selection.',
        )
        .waitFor();
      expect((await booksOf(user)).Dune?.tags).toEqual(['Holiday']);

      // Where the book is stays its own filter, with the spec's values.
      await openFilters(page, isPhone);
      await page.getByLabel('Status', { exact: true }).selectOption('Loaned');
      await page.waitForURL((url) => url.searchParams.get('status') === 'Loaned');
      await list.getByText('Emma').waitFor({ state: 'detached' });
      await list.getByText('Dune').waitFor();
      const options = await page
        .getByLabel('Status', { exact: true })
        .locator('option')
        .evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value));
      expect(options).toEqual([
        '',
        'Available',
        'Loaned',
        'Reserved',
        'Lost',
        'WantToRead',
        'Reading',
        'Completed',
      ]);
    },
  );
});
