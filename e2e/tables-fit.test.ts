import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { baseUrl, describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, makeAdmin, signInAs, type TestUser } from './support/users.ts';

/**
 * Every table fits its page at 1024 px and up with the sidebar open: nothing is cut off or needs a
 * sideways scroll (the least needed columns give way first), and a loan's status stays on one line.
 */

/** An admin on Premium whose library, loans, borrowers and history hold long texts. */
async function busyReader(): Promise<TestUser> {
  const user = await createUser({ name: 'Wide Table Reader', plan: 'premium' });
  await makeAdmin(user.email);
  const ids: string[] = [];
  for (const [title, author, category] of [
    [
      'The Extraordinarily Long and Winding Title of a Book That Nobody Could Possibly Remember',
      'Chimamanda Ngozi Adichie-Featherstonehaugh',
      'Contemporary Literary Fiction',
    ],
    ['Things Fall Apart', 'Chinua Achebe', 'Classics'],
    ['Half of a Yellow Sun', 'Chimamanda Ngozi Adichie', 'Historical Fiction'],
  ]) {
    const book = await api<{ _id: string }>(user, 'POST', '/api/books', {
      title,
      author,
      category,
      isbn: '9780385474542',
      rating: 4,
      tags: ['Currently Reading', 'Favorites', 'Living Room', 'Non-Fiction'],
    });
    ids.push(book._id);
  }
  const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
    name: 'Oluwaseun Adebayo-Williamson',
    email: `oluwaseun.adebayo-williamson-${Date.now()}@a-rather-long-domain.example.test`,
    phone: '+2348030000000',
  });
  const loanIds: string[] = [];
  for (const id of ids.slice(0, 2)) {
    const loan = await api<{ data: { _id: string } }>(user, 'POST', '/api/borrow', {
      book: id,
      borrower: borrower.data.data._id,
      returnDate: '2031-03-01',
    });
    loanIds.push(loan.data._id);
  }
  // The borrower asks for more time from their page: the loan's row carries the request under it.
  const link = await api<{ data: { url: string } }>(
    user,
    'POST',
    `/api/borrowers/${borrower.data.data._id}/page-link`,
  );
  const token = new URL(link.data.url).pathname.split('/').pop();
  const asked = await fetch(`${baseUrl}/api/borrower/${token}/loans/${loanIds[0]}/extension`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dueDate: '2031-03-08' }),
  });
  expect(asked.status).toBe(200);
  return user;
}

/** What overflows sideways: the page itself, and each visible table's scrolling box. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (!(table as HTMLElement).offsetParent) continue;
      let box: HTMLElement | null = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      const holder = box ?? root;
      if (holder.scrollWidth > holder.clientWidth + 1) {
        const head = Array.from(table.querySelectorAll('th'))
          .map((th) => th.textContent?.trim())
          .join('|');
        out.push(`table [${head}] ${holder.scrollWidth} > ${holder.clientWidth}`);
      }
      const right = table.getBoundingClientRect().right;
      if (right > root.clientWidth + 1) out.push(`table ends at ${right} past ${root.clientWidth}`);
    }
    return out;
  });
}

const pages: [string, string][] = [
  ['/dashboard/collection', 'table tbody tr td'],
  ['/dashboard/loans', '[data-testid="loan-row"]'],
  ['/dashboard/borrowers', 'table tbody tr td'],
  ['/dashboard/history', 'table tbody tr td'],
  ['/dashboard/reminders', 'main'],
  ['/dashboard/admin/users', 'table tbody tr td'],
  ['/dashboard/admin/logs', 'table tbody tr td'],
  ['/dashboard/admin/overview', 'main'],
];

describeBrowser('tables fit their page', () => {
  const browser = useBrowser();

  it.each([1024, 1280])(
    'every table fits at %i px with the sidebar open',
    async (width) => {
      const user = await busyReader();
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await signInAs(page, user, '/dashboard/collection');
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' }).first();
      await sidebar.waitFor();
      expect((await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(180);
      const problems: string[] = [];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await page.locator(ready).first().waitFor();
        for (const p of await overflows(page)) problems.push(`${path}: ${p}`);
        if (path === '/dashboard/collection') {
          // The row's menu is on screen, not cut off.
          const menu = page.getByRole('button', { name: /actions for/i }).first();
          const box = await menu.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(width);
        }
        if (path === '/dashboard/loans') {
          const badge = page.locator('[data-testid="loan-row"] td span.rounded-full').first();
          const lines = await badge.evaluate((el) => {
            const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 16;
            return Math.round(el.getBoundingClientRect().height / lineHeight);
          });
          expect(lines, 'the loan status stays on one line').toBeLessThanOrEqual(1);
        }
      }
      expect(problems).toEqual([]);
    },
    240_000,
  );
});
