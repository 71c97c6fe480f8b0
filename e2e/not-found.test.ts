import { expect, it } from 'vitest';
import { describeBrowser, useBrowser } from './support/browser.ts';

describeBrowser('the 404 page', () => {
  const browser = useBrowser();

  it('answers an unknown path with HTTP 404, the 404 page and its three cards', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/this/shelf/does-not-exist');
    expect(response?.status()).toBe(404);
    // The page is a lazily loaded chunk: wait for it rather than reading the DOM at once.
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    for (const card of ['Features', 'Help Center', 'Contact Us']) {
      await page.getByRole('link', { name: new RegExp(card) }).waitFor();
    }
    expect(await page.getByRole('link', { name: /Features/ }).getAttribute('href')).toBe('/#features');
  });

  it("'Go Back' returns to the previous page and 'Home Page' goes to /", async () => {
    const page = await browser.newPage();
    const privacy = await page.goto('/privacy-policy');
    expect(privacy?.status()).toBe(200);
    await page.goto('/nowhere', { referer: privacy?.url() });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/privacy-policy');

    await page.goto('/nowhere-else');
    await page.getByRole('link', { name: 'Home Page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("'Go Back' with nothing of ours behind the page goes home instead of leaving the site", async () => {
    const page = await browser.newPage();
    await page.goto('/typed/by/hand');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("'Go Back' after a full page load from a page of ours (a plain link) returns to it", async () => {
    const page = await browser.newPage();
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A plain navigation, as a link of a public page (no router) makes: a full page load.
    await page.evaluate(() => window.location.assign('/shelf/gone-missing'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.evaluate(() => new URL(document.referrer).pathname)).toBe('/privacy-policy');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy-policy');
  });

  it("'Go Back' in a new tab opened from a page of ours goes home: there is nothing to go back to", async () => {
    const opener = await browser.newPage();
    await opener.goto('/privacy-policy');
    const [page] = await Promise.all([
      opener.waitForEvent('popup'),
      // A link of ours that opens in a new tab (it still sends its address as the referrer).
      opener.evaluate(() => {
        const link = Object.assign(document.createElement('a'), {
          href: '/opened/in/a/new/tab',
          target: '_blank',
          rel: 'noopener',
        });
        document.body.append(link);
        link.click();
      }),
    ]);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.evaluate(() => new URL(document.referrer).pathname)).toBe('/privacy-policy');
    expect(await page.evaluate(() => window.history.length)).toBe(1);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
