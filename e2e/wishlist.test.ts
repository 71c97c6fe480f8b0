import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

const viewports = [
  // The phone in dark mode, the desktop in light: axe checks the screen's contrast in both.
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
];

describeBrowser('the wishlist', () => {
  const browser = useBrowser();

  for (const { name, viewport, colorScheme } of viewports) {
    it(`wished for by hand with a naira price, shared without prices, bought into the library (${name})`, async () => {
      const user = await createUser({ name: `Wisher ${name}` });
      const title = `Half of a Yellow Sun ${name}`;
      const page = await browser.newPage({ viewport, colorScheme });
      await signInAs(page, user, '/dashboard/wishlist');
      await page.getByRole('heading', { name: 'Wishlist', level: 1 }).waitFor();
      await page.getByText('Your wishlist is empty').waitFor();

      // Add by hand (a free plan: no catalogue), with a price in naira and a note.
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to your wishlist' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Author').fill('Chimamanda Ngozi Adichie');
      await dialog.getByLabel('Price').fill('4500');
      await dialog.getByLabel('Currency').selectOption('NGN');
      await dialog.getByLabel('Note').fill('The paperback');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const list = page.getByRole('region', { name: 'Books on your wishlist' });
      await list.getByText(title, { exact: true }).waitFor();
      await list.getByText('₦4,500.00').waitFor();
      await list.getByText('The paperback').waitFor();
      // Nothing overflows the page at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // Share it (prices and notes off, as they start); the link is shown once.
      const share = page.getByRole('region', { name: 'Share your wishlist' });
      await share.getByRole('button', { name: 'Make a share link' }).click();
      const field = share.getByLabel('Share link');
      await field.waitFor();
      const url = await field.inputValue();
      expect(url).toMatch(/\/wishlist\/[A-Za-z0-9_-]{43}$/);

      // Someone else, with no account, opens it in a fresh browser: the book without its price or note.
      const guest = await browser.newPage({ viewport, colorScheme });
      const answer = await guest.goto(new URL(url).pathname);
      expect(answer?.headers()['x-robots-tag']).toBe('noindex');
      expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
      await guest.getByRole('heading', { name: `Wisher’s wishlist` }).waitFor();
      await guest.getByText(title, { exact: true }).waitFor();
      expect(await guest.getByText('₦').count()).toBe(0);
      expect(await guest.getByText('The paperback').count()).toBe(0);

      // "I bought it": the price comes prefilled, the date is today; the book joins the library.
      await list.getByRole('button', { name: new RegExp(`^I bought it\\W+${title}$`) }).click();
      const bought = page.getByRole('dialog', { name: `You bought “${title}”` });
      expect(await bought.getByLabel('Price paid').inputValue()).toBe('4500.00');
      await bought.getByRole('button', { name: 'Move to library' }).click();
      await page.getByText(`“${title}” is in your library now`).waitFor();
      await page.getByText('Your wishlist is empty').waitFor();

      const books = await api<{ data: { _id: string; title: string }[] }>(user, 'GET', '/api/books');
      const book = books.data.find((b) => b.title === title);
      expect(book).toBeTruthy();
      await page.goto(`/dashboard/library/${book?._id}`);
      await page.getByText(/^Bought on .+ for ₦4,500\.00$/).waitFor();
    }, 90_000);
  }
});
