import { expect, it } from 'vitest';
import { describeBrowser, useBrowser } from './support/browser.ts';

const isDark = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describeBrowser('theme', () => {
  const browser = useBrowser();

  it('follows the system colour scheme when nothing is stored', async () => {
    const dark = await browser.newPage({ colorScheme: 'dark' });
    await dark.goto('/missing-page');
    expect(await isDark(dark)).toBe(true);
    const light = await browser.newPage({ colorScheme: 'light' });
    await light.goto('/missing-page');
    expect(await isDark(light)).toBe(false);
  });

  it('keeps the chosen theme across a reload', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await page.goto('/missing-page');
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});
