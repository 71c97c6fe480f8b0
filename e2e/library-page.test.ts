import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** A premium reader with four books, one of them lent to Ngozi until 2031-03-01. */
async function library(): Promise<{ user: TestUser; lentId: string }> {
  const user = await createUser({ name: 'Sorting Reader', plan: 'premium' });
  let lentId = '';
  for (const [title, author] of [
    ['Things Fall Apart', 'Chinua Achebe'],
    ['beloved', 'Toni Morrison'],
    ['Americanah', 'Chimamanda Ngozi Adichie'],
    ['Dune', 'Frank Herbert'],
  ]) {
    const book = await api<{ _id: string }>(user, 'POST', '/api/books', {
      title,
      author,
      description: `About ${title}.`,
    });
    if (title === 'Dune') lentId = book._id;
  }
  const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
    name: 'Ngozi Okafor',
    email: `ngozi-${Date.now()}@example.test`,
    phone: '+2348030000000',
  });
  await api(user, 'POST', '/api/borrow', {
    book: lentId,
    borrower: borrower.data.data._id,
    returnDate: '2031-03-01',
  });
  return { user, lentId };
}

const titlesInView = (page: Page, isPhone: boolean) =>
  (isPhone ? page.getByRole('list', { name: 'Your books' }) : page.locator('table tbody'))
    .locator('p.font-medium')
    .allTextContents();

describeBrowser('the library: sorting, state in the URL, the book page, the cover grid', () => {
  const browser = useBrowser();

  it.each([
    ['1280', desktop],
    ['390', phone],
  ])('a lender sorts, reloads, walks back, opens a book and sees who has it (%s px)', async (_, viewport) => {
    const isPhone = viewport.width < 768;
    const { user, lentId } = await library();
    const page = await browser.newPage({ viewport });
    await signInAs(page, user, '/dashboard/collection');
    await page.getByRole('heading', { name: 'My Library' }).waitFor();
    await page.locator('p:visible', { hasText: 'With Ngozi Okafor · due Mar 1, 2031' }).first().waitFor();

    // Sort by title A–Z: the header on desktop, the select on phones; the URL carries it.
    if (isPhone) await page.getByLabel('Sort by').selectOption('title:asc');
    else await page.getByRole('button', { name: 'Title' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title');
    const sorted = ['Americanah', 'beloved', 'Dune', 'Things Fall Apart'];
    await expect.poll(() => titlesInView(page, isPhone)).toEqual(sorted);
    if (!isPhone) {
      expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain('Title');
      await page.getByRole('button', { name: 'Title' }).click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
      await expect.poll(() => titlesInView(page, isPhone)).toEqual([...sorted].reverse());
      await page.goBack();
      await page.waitForURL(
        (url) => url.searchParams.get('sort') === 'title' && !url.searchParams.has('order'),
      );
    }

    // A search narrows the list and the export says how many it holds; reload keeps both.
    await page.getByRole('searchbox').first().fill('dune');
    await page.waitForURL((url) => url.searchParams.get('search') === 'dune');
    await page.locator('span:visible', { hasText: 'Export 1 book:' }).first().waitFor();
    await page.reload();
    await page.locator('span:visible', { hasText: 'Export 1 book:' }).first().waitFor();
    expect(await page.getByRole('searchbox').first().inputValue()).toBe('dune');
    await expect.poll(() => titlesInView(page, isPhone)).toEqual(['Dune']);

    // The title opens the book page: every field, the holder, the loan history.
    await page.getByRole('link', { name: 'Dune' }).first().click();
    await page.waitForURL(`**/dashboard/library/${lentId}`);
    await page.getByRole('heading', { name: 'Dune', level: 1 }).waitFor();
    await page.getByText('About Dune.').waitFor();
    await page.getByText(/With Ngozi Okafor since .*, due Mar 1, 2031\./).waitFor();
    await page.getByRole('heading', { name: 'Loan history' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Back returns to the same filtered, sorted view.
    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('search') === 'dune' && url.searchParams.get('sort') === 'title',
    );
    await expect.poll(() => titlesInView(page, isPhone)).toEqual(['Dune']);
  });

  it('returns a book from its page with the Confirm Return dialog and the banner (1280 px)', async () => {
    const { user, lentId } = await library();
    const page = await browser.newPage({ viewport: desktop });
    await signInAs(page, user, `/dashboard/library/${lentId}`);
    await page.getByRole('button', { name: 'Mark as returned' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Return' });
    await dialog.getByRole('button', { name: 'Confirm Return' }).click();
    await page.getByText('Book "Dune" returned successfully.').waitFor();
    await page.getByRole('button', { name: 'Lend' }).waitFor();
    await page.getByText(/, returned /).waitFor();
  });

  it("answers another reader's book with 'Book not found' (390 px)", async () => {
    const { lentId } = await library();
    const stranger = await createUser({ name: 'Someone Else' });
    const page = await browser.newPage({ viewport: phone });
    await signInAs(page, stranger, `/dashboard/library/${lentId}`);
    await page.getByText('Book not found').waitFor();
  });

  it('remembers the cover grid for the reader, and a view= link wins (1280 px)', async () => {
    const { user } = await library();
    const page = await browser.newPage({ viewport: desktop });
    await signInAs(page, user, '/dashboard/collection');
    await page.getByRole('button', { name: 'Covers' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'grid');
    await page.getByRole('link', { name: /Things Fall Apart/ }).waitFor();
    expect(await page.locator('table').count()).toBe(0);

    await page.goto('/dashboard/collection');
    await page.locator('button[aria-pressed="true"]', { hasText: 'Covers' }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await page.goto('/dashboard/collection?view=table');
    await page.locator('table').waitFor();
  });
});
