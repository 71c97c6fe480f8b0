import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { withAdmin } from '../apps/server/test/test-database.ts';
import { api } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const viewports = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
];

/** Runs SQL on the app's database: history cannot be made through the API, which stamps "now". */
const sql = (text: string, params: unknown[]) =>
  withAdmin(inject('databaseUrl'), (c) => c.query(text, params));

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A library with a past. "100 days ago" is before last month began whatever today is, and "now" is
 * always this month, so every figure below is known in advance (the user's timezone is UTC-8):
 *
 *   books: Dune, Emma, Odes (Fiction), Rome (History), Misc (no category); Dune, Rome, Misc were
 *     added 100 days ago, Emma and Odes now.
 *   borrowers: Ada (100 days ago), Ben (now).
 *   loans: Rome to Ada, lent 100 days ago, due 90 days ago, returned 95 days ago (on time, 5 days);
 *          Dune to Ada, lent 100 days ago, due 90 days ago, still out (overdue);
 *          Emma to Ben, lent now, due in 14 days.
 *
 *   cards: Total Books 5 (3 at the end of last month: +66.7%), Active Loans 2 (1 then: +100%),
 *          Total Borrowers 2 (1 then: +100%), Added This Month 2 (0 last month: New).
 */
async function seedLibrary(user: TestUser): Promise<void> {
  const add = (title: string, category?: string) =>
    api<{ _id: string }>(user, 'POST', '/api/books', { title, author: 'Test Author', category });
  const dune = await add('Dune', 'Fiction');
  const emma = await add('Emma', 'Fiction');
  await add('Odes', 'Fiction');
  const rome = await add('Rome', 'History');
  const misc = await add('Misc');
  const borrower = (name: string) =>
    api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
      name,
      email: `${name.toLowerCase()}-${Date.now()}@example.test`,
      phone: '+2348030000000',
    }).then((r) => r.data.data._id);
  const ada = await borrower('Ada');
  const ben = await borrower('Ben');
  const lend = (book: string, to: string) =>
    api<{ data: { _id: string } }>(user, 'POST', '/api/borrow', {
      book,
      borrower: to,
      returnDate: inFuture(14),
    }).then((r) => r.data._id);
  const returned = await lend(rome._id, ada);
  await api(user, 'PUT', `/api/borrow/${returned}/return`);
  const overdue = await lend(dune._id, ada);
  await lend(emma._id, ben);

  await sql(`UPDATE books SET created_at = now() - interval '100 days' WHERE id = ANY($1::uuid[])`, [
    [dune._id, rome._id, misc._id],
  ]);
  await sql(`UPDATE borrowers SET created_at = now() - interval '100 days' WHERE id = $1`, [ada]);
  await sql(
    `UPDATE loans SET borrow_date = now() - interval '100 days', return_date = (now() - interval '90 days')::date,
            returned_at = CASE WHEN id = $1 THEN now() - interval '95 days' END
     WHERE id = ANY($2::uuid[])`,
    [returned, [returned, overdue]],
  );
}

/** The card headed `label`: its value and its trend text as a person sees them. */
async function card(page: Page, label: string) {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  const [value, trend] = await item.locator('p').allInnerTexts();
  return { value, trend: trend?.replace(/\s+/g, ' ').trim() };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The sentence under a chart's heading that says what the chart shows. */
const summaryOf = (region: ReturnType<typeof section>) => region.locator('h2 + p').innerText();

describeBrowser('statistics', () => {
  const browser = useBrowser();

  for (const { name, viewport } of viewports) {
    it(`shows a premium reader's figures and draws every chart (${name} px)`, async () => {
      const user = await createUser({ name: `Stats ${name}`, plan: 'premium' });
      await seedLibrary(user);
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, '/dashboard/statistics');
      await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
      await section(page, 'Quick Stats').waitFor();

      expect(await card(page, 'Total Books')).toMatchObject({ value: '5' });
      expect((await card(page, 'Total Books')).trend).toContain('+66.7% vs last month');
      expect((await card(page, 'Active Loans')).value).toBe('2');
      expect((await card(page, 'Active Loans')).trend).toContain('+100% vs last month');
      expect((await card(page, 'Total Borrowers')).value).toBe('2');
      expect((await card(page, 'Total Borrowers')).trend).toContain('+100% vs last month');
      expect((await card(page, 'Added This Month')).value).toBe('2');
      expect((await card(page, 'Added This Month')).trend).toContain('New vs last month');

      // Each chart is drawn: bars, slices, stacked bars; each says the same in a sentence.
      const monthly = section(page, 'Monthly Loans');
      expect(await summaryOf(monthly)).toMatch(/^3 loans in the last 12 months; the most in /);
      await monthly.locator('[data-chart="monthly-loans"] .recharts-bar-rectangle path').first().waitFor();
      expect(await monthly.locator('svg[role="application"] title').textContent()).toBe('Monthly Loans');

      const categories = section(page, 'Category Distribution');
      expect(await summaryOf(categories)).toBe(
        '5 books in 3 categories; the largest is Fiction with 3 (60%).',
      );
      await categories.locator('.recharts-pie-sector').nth(2).waitFor();
      expect(await categories.locator('.recharts-pie-sector').count()).toBe(3);
      const legend = categories.getByRole('list', { name: 'Categories' });
      expect((await legend.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual(
        ['Fiction 3 · 60%', 'History 1 · 20%', 'Uncategorised 1 · 20%'],
      );

      const returns = section(page, 'Return Rate Trends');
      expect(await summaryOf(returns)).toBe('1 return in the last 12 months; 100.0% on time.');
      await returns.locator('[data-chart="return-rates"] .recharts-bar-rectangle path').first().waitFor();

      const quick = section(page, 'Quick Stats');
      const stat = async (label: string) =>
        quick
          .locator('div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd')
          .innerText();
      expect(await stat('Average Loan Duration')).toBe('5 days');
      expect(await stat('Most Popular Category')).toBe('Fiction');
      expect(await stat('Overdue Books')).toBe('1');
      expect(await stat('Overall Return Rate')).toBe('100.0%');
      expect(await stat('Active Borrowers')).toBe('2');

      // The text alternative: the table behind "Show as table" holds the category figures.
      await categories.getByText('Show as table').click();
      const table = categories.getByRole('table', { name: 'Books per category' });
      expect(await table.getByRole('row', { name: /Fiction/ }).innerText()).toMatch(/Fiction\s+3\s+60%/);

      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('shows a free reader the cards and an upgrade prompt, never a chart', async () => {
    const user = await createUser({ name: 'Free Stats' });
    await api(user, 'POST', '/api/books', { title: 'Lonely Book', author: 'A' });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/analytics/') || /charts-.*\.js/.test(r.url())) asked.push(r.url());
    });
    await signInAs(page, user, '/dashboard/statistics');
    await page.getByRole('heading', { name: 'See how your library is used' }).waitFor();
    expect((await card(page, 'Total Books')).value).toBe('1');
    expect(await page.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe(
      '/subscriptions',
    );
    expect(await page.locator('svg.recharts-surface').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows 'Error Loading Data' instead of any figure when a call fails, and Retry loads them", async () => {
    const user = await createUser({ name: 'Unlucky Stats', plan: 'premium' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The network, not our code, fails: every return-rates call answers 500 until the route is lifted.
    const failing = '**/api/borrow/analytics/return-rates';
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Database unavailable","code":"INTERNAL_ERROR"}',
      }),
    );
    await signInAs(page, user, '/dashboard/statistics');
    const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Data' });
    await alert.waitFor();
    await alert.getByText('Database unavailable').waitFor();
    expect(await page.getByRole('heading', { name: 'Total Books' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Return Rate Trends' }).count()).toBe(0);

    await page.unroute(failing);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await section(page, 'Return Rate Trends').getByText('No returns yet', { exact: true }).waitFor();
    // A first day: nothing lent yet, and the page says so rather than drawing empty charts.
    await section(page, 'Monthly Loans').getByText('No loans yet', { exact: true }).waitFor();
    await section(page, 'Category Distribution').getByText('No books yet', { exact: true }).waitFor();
    expect((await card(page, 'Total Books')).value).toBe('0');
  });
});
