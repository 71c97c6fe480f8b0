import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';

const price = (page: Page, plan: string) => page.getByTestId(`price-${plan}`).textContent();
const prices = async (page: Page) => Promise.all(['free', 'basic', 'premium'].map((p) => price(page, p)));
const activeSlide = (page: Page) =>
  page.locator('[data-testid="testimonial-carousel"] [data-active="true"]').textContent();
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show testimonial ${n} of 6` });

describeBrowser('landing page', () => {
  const browser = useBrowser();

  it('switches every price between yearly (the default, "Save 17%+") and monthly', async () => {
    const page = await browser.newPage({ timezoneId: 'America/New_York', locale: 'en-US' });
    await page.goto('/');
    const yearly = page.getByRole('button', { name: /Yearly/ });
    expect(await yearly.getAttribute('aria-pressed')).toBe('true');
    expect(await yearly.textContent()).toContain('Save 17%+');
    expect(await prices(page)).toEqual(['$0', '$29.99', '$49.99']);
    expect(await page.locator('#pricing').getByText('/year').count()).toBe(3);

    await page.getByRole('button', { name: 'Monthly' }).click();
    expect(await prices(page)).toEqual(['$0', '$2.99', '$5.99']);
    expect(await page.locator('#pricing').getByText('/month').count()).toBe(3);
    expect(await page.locator('#pricing').getByText('/year').count()).toBe(0);

    await yearly.click();
    expect(await prices(page)).toEqual(['$0', '$29.99', '$49.99']);
  });

  it('shows naira to a browser in Africa/Lagos', async () => {
    const page = await browser.newPage({ timezoneId: 'Africa/Lagos', locale: 'en-US' });
    await page.goto('/');
    await page.locator('[data-region="nigeria"]').waitFor();
    expect(await prices(page)).toEqual(['₦0', '₦17,999', '₦29,999']);
    await page.getByRole('button', { name: 'Monthly' }).click();
    expect(await prices(page)).toEqual(['₦0', '₦1,999', '₦3,999']);
  });

  it('shows naira to a browser whose language is Yoruba, wherever its clock is', async () => {
    const page = await browser.newPage({ timezoneId: 'Europe/London', locale: 'yo-NG' });
    await page.goto('/');
    await page.locator('[data-region="nigeria"]').waitFor();
    expect(await price(page, 'basic')).toBe('₦17,999');
  });

  it('stays on dollars in America/New_York, also after the IP lookup has answered', async () => {
    const page = await browser.newPage({ timezoneId: 'America/New_York', locale: 'en-US' });
    const geo = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/geo');
    await page.goto('/');
    await (await geo).finished();
    // The browser is on loopback, which no IP-location service can place.
    expect(await page.evaluate(() => fetch('/api/geo').then((r) => r.json()))).toEqual({ country: null });
    expect(await page.getByTestId('pricing-region').getAttribute('data-region')).toBe('international');
    expect(await prices(page)).toEqual(['$0', '$29.99', '$49.99']);
  });

  it('sends every call to action to the right place', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const pricing = page.locator('#pricing');
    for (const [plan, title] of [
      ['free', 'Free Plan'],
      ['basic', 'Collector Plan'],
      ['premium', 'Library Keeper Plan'],
    ] as const) {
      const link = pricing.getByRole('link', { name: new RegExp(title) });
      expect(await link.getAttribute('href')).toBe(`/auth?plan=${plan}`);
    }
    expect(await page.getByRole('link', { name: 'Start with Premium' }).getAttribute('href')).toBe(
      '/auth?plan=premium',
    );
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    expect(await hero.getByText('the smart library management system.').isVisible()).toBe(true);
    expect(await hero.getByRole('link', { name: 'Start Free' }).getAttribute('href')).toBe('/auth');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth?mode=login');
    expect(await header.getByRole('link', { name: 'Start Free' }).getAttribute('href')).toBe('/auth');
    for (const id of ['features', 'pricing', 'demo']) {
      expect(await header.locator(`a[href="#${id}"]`).count()).toBe(1);
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Get started for free' }).getAttribute('href')).toBe('/auth');

    await page.getByRole('link', { name: 'Choose Library Keeper: Library Keeper Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('advances the testimonials every 5 s and follows the dots', async () => {
    const page = await browser.newPage({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await page.mouse.move(1, 1);
    expect(await activeSlide(page)).toContain('Adaeze Okafor');
    await page.clock.runFor(4_000);
    expect(await activeSlide(page)).toContain('Adaeze Okafor');
    await page.clock.runFor(1_100);
    expect(await activeSlide(page)).toContain('Dr. Samuel Mensah');
    await page.clock.runFor(5_000);
    expect(await activeSlide(page)).toContain('Helen Whitaker');

    await dot(page, 5).click();
    expect(await activeSlide(page)).toContain('Maria Gonzalez');
    expect(await dot(page, 5).getAttribute('aria-current')).toBe('true');
    // Still pointed at and focused: it stays.
    await page.clock.runFor(6_000);
    expect(await activeSlide(page)).toContain('Maria Gonzalez');

    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5_100);
    expect(await activeSlide(page)).toContain('Ifeoma Eze');
    await page.clock.runFor(5_000);
    expect(await activeSlide(page)).toContain('Adaeze Okafor');

    await page.getByRole('button', { name: 'Next testimonial' }).press('Enter');
    expect(await activeSlide(page)).toContain('Dr. Samuel Mensah');
  });

  it('keeps the testimonials still for readers who prefer reduced motion', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.mouse.move(1, 1);
    await page.clock.runFor(16_000);
    expect(await activeSlide(page)).toContain('Adaeze Okafor');
    await dot(page, 3).click();
    expect(await activeSlide(page)).toContain('Helen Whitaker');
  });

  it('keeps one FAQ item open at a time', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const faq = page.locator('#faq');
    const q = (name: string) => faq.getByRole('button', { name });
    const first = q('What is Shelfwise?');
    const second = q('Is there really a free plan?');
    const third = q('Can I get my money back?');
    expect(await first.getAttribute('aria-expanded')).toBe('true');

    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await faq.getByText('Free plan keeps up to 50 books').isVisible()).toBe(true);
    expect(await faq.getByText('library manager for the books you own').isVisible()).toBe(false);

    await third.focus();
    await page.keyboard.press('Enter');
    expect(await third.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await faq.getByText('7-day money-back guarantee').isVisible()).toBe(true);
  });

  it('opens /#faq (the 404 Help Center card) at the FAQ', async () => {
    const page = await browser.newPage();
    await page.goto('/#faq');
    const heading = page.getByRole('heading', { name: 'Frequently asked questions' });
    await heading.waitFor();
    await page.waitForFunction(() => window.scrollY > 500);
    expect(await heading.isVisible()).toBe(true);
  });

  it('gives the top bar a blurred background once the page scrolls past 20 px', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const bar = page.getByRole('banner');
    const blur = () => bar.evaluate((el) => getComputedStyle(el).backdropFilter);
    expect(await bar.getAttribute('data-scrolled')).toBe('false');
    expect(await blur()).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(100);
    expect(await bar.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
    expect(await blur()).toContain('blur');
  });

  it('puts the top bar behind a menu on a phone that locks scrolling and labels the theme', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 }, colorScheme: 'light' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await header.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Login' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(200, 30);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const themeButton = menu.getByRole('button', { name: 'Dark Mode' });
    await themeButton.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await menu.getByRole('button', { name: 'Light Mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

    await page.keyboard.press('Escape');
    await menu.getByRole('link', { name: 'Login' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.hash === '#pricing');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  it('ends with the legal links, social links (none dead) and the current year', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText(`© ${new Date().getFullYear()} Shelfwise`).waitFor();
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => !h || h === '#')).toEqual([]);
    expect(await footer.getByRole('link', { name: /Shelfwise on/ }).count()).toBeGreaterThanOrEqual(2);

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  });

  it('downloads no dashboard, router or query code', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    // The page is drawn once its chunk has arrived; then nothing else may follow.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /landing-page/.test(s))).toBe(true);
    expect(scripts.filter((s) => /dashboard|collection|providers|auth-page/.test(s))).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      it(`has no axe violations (${colorScheme}, ${width} px)`, async () => {
        const page = await browser.newPage({ colorScheme, viewport: { width, height: 800 } });
        await page.goto('/');
        await page.getByTestId('price-basic').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
