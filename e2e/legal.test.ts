import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';

describeBrowser('legal pages', () => {
  const browser = useBrowser();

  it('/privacy-policy is dated January 15, 2025 and states the privacy terms', async () => {
    const page = await browser.newPage();
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.title()).toContain('Privacy Policy');
    const main = page.getByRole('main');
    expect(await main.locator('time').getAttribute('datetime')).toBe('2025-01-15');
    const text = (await main.textContent()) ?? '';
    expect(text).toContain('Last updated: January 15, 2025');
    expect(text).toContain('Shelfwise');
    expect(text).toMatch(/deleted from our systems within\s+30 days/);
    expect(text).toMatch(/export your data within 30 days\s+of termination/);
    expect(text).toContain('within 48 hours');
    expect(text).toContain('under 13');
  });

  it('/terms-of-service is dated January 15, 2025 and states the terms of service', async () => {
    const page = await browser.newPage();
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toContain('Last updated: January 15, 2025');
    expect(text).toContain('at least 13 years old');
    expect(text).toContain("at least 30 days' notice");
    expect(text).toContain('7-day money-back guarantee');
    expect(text).toMatch(/annual plan within 30 days[^.]*prorated/);
    expect(text).toMatch(/export your data within 30\s+days of termination/);
    expect(text).toMatch(/deleted within\s+30 days/);
  });

  it('leads back to the landing page sections and between the two policies', async () => {
    const page = await browser.newPage();
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.getByRole('banner').locator('a[href="/#pricing"]').count()).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Features' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#features');
    await page.getByRole('heading', { name: 'Everything your shelves need' }).waitFor();
  });

  for (const path of ['/privacy-policy', '/terms-of-service']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${path} has no axe violations (${colorScheme})`, async () => {
        const page = await browser.newPage({ colorScheme });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
