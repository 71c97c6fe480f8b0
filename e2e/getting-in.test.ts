import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Issue 27, getting in: a signed-in page opened while signed out leads through sign-in back to it. */
describeBrowser('getting in', () => {
  const browser = useBrowser();

  for (const viewport of [phone, desktop]) {
    it(`a signed-out link goes to sign-in, then to the page asked for (${viewport.width} px)`, async () => {
      const user = await createUser({ name: 'Link Reader' });
      const page = await browser.newPage({ viewport });
      await page.goto('/dashboard/friends?tab=requests');
      await page.waitForURL((url) => url.pathname === '/auth');
      const url = new URL(page.url());
      expect(url.searchParams.get('mode')).toBe('login');
      expect(url.searchParams.get('next')).toBe('/dashboard/friends?tab=requests');
      await page.getByTestId('sign-in-to-continue').waitFor();
      await signIn(page, user.email, user.password);
      await page.waitForURL((u) => u.pathname === '/dashboard/friends' && u.search === '?tab=requests');
    });
  }

  it('a session that ended while the tab was closed signs in again and comes back', async () => {
    const user = await createUser({ name: 'Expired Reader' });
    const page = await browser.newPage({ viewport: phone });
    await signInAs(page, { ...user, token: 'not-a-session' }, '/dashboard/loans');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/loans');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await signIn(page, user.email, user.password);
    await page.waitForURL((u) => u.pathname === '/dashboard/loans');
  });

  it('the sign-in page of a first visit hands over to the app in place: a link, Back, the language kept', async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto('/auth?mode=login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    // Marks this document: a full page load would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Passwort vergessen?' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  it('never follows a next that leaves the site', async () => {
    const user = await createUser({ name: 'Careful Reader' });
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const page = await browser.newPage({ viewport: desktop });
      await page.goto(`/auth?mode=login&next=${encodeURIComponent(next)}`);
      expect(await page.getByTestId('sign-in-to-continue').count()).toBe(0);
      await signIn(page, user.email, user.password);
      await page.waitForURL((u) => u.origin === baseUrl && u.pathname === '/dashboard');
    }
  });
});

/** Issue 27, paying: one region per visit (here the location service cannot place the browser). */
describeBrowser('one price region', () => {
  const browser = useBrowser();

  for (const viewport of [phone, desktop]) {
    it(`a reader in New York sees dollars on the landing, the plan page and Confirm, and pays through Stripe (${viewport.width} px)`, async () => {
      const page = await browser.newPage({ viewport, timezoneId: 'America/New_York', locale: 'en-US' });
      await page.goto('/');
      await page.locator('[data-region="international"]').first().waitFor();
      expect(await page.getByTestId('price-premium').textContent()).toBe('$49.99');

      const user = await createUser({ name: 'Dollar Reader' });
      await page.evaluate((token) => localStorage.setItem('token', token), user.token);
      await page.goto('/subscriptions');
      await page.getByTestId('checkout-region').waitFor();
      expect(await page.getByTestId('checkout-region').getAttribute('data-region')).toBe('international');
      await page.goto('/confirm-plan?plan=premium&cycle=yearly');
      expect(await page.getByTestId('confirm-price').textContent()).toContain('$49.99');
      await page.getByText('Card, through Stripe').waitFor();
      await page.getByRole('button', { name: 'Proceed to payment' }).click();
      await page.waitForURL(/\/checkout\/sandbox/);
      await page.getByText('USD', { exact: false }).first().waitFor();
    });
  }

  it('a reader in Lagos sees naira everywhere, and Settings can switch the account to dollars', async () => {
    const page = await browser.newPage({ viewport: desktop, timezoneId: 'Africa/Lagos', locale: 'en-NG' });
    const user = await createUser({ name: 'Naira Reader' });
    await signInAs(page, user, '/confirm-plan?plan=basic&cycle=yearly');
    expect(await page.getByTestId('confirm-price').textContent()).toContain('₦17,999');
    await page.goto('/dashboard/settings');
    await page.getByLabel('Pay in dollars with Stripe').check();
    await page.getByText('Payment choice saved').waitFor();
    await page.goto('/confirm-plan?plan=basic&cycle=yearly');
    expect(await page.getByTestId('confirm-price').textContent()).toContain('$29.99');
    await page.getByText('Card, through Stripe').waitFor();
  });
});

/** Issue 27: the plan picked at sign-up and left unbought; a declined payment in its context. */
describeBrowser('plan picked, payment declined', () => {
  const browser = useBrowser();

  for (const viewport of [phone, desktop]) {
    it(`the dashboard offers to finish choosing Library Keeper until dismissed (${viewport.width} px)`, async () => {
      const user = await createUser({ name: 'Picker Reader', intendedPlan: 'premium' });
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, '/dashboard');
      const notice = page.getByTestId('plan-choice-notice');
      await notice.getByRole('heading', { name: 'Finish choosing Library Keeper' }).waitFor();
      await notice.getByRole('link', { name: 'Finish choosing' }).click();
      await page.waitForURL((u) => u.pathname === '/subscriptions');
      await page.goto('/dashboard');
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: 'My Library' }).waitFor();
      expect(await page.getByTestId('plan-choice-notice').count()).toBe(0);
    });
  }

  it('a payment declined after Upgrade on Subscription says what happened, not "you picked a plan when you signed up"', async () => {
    const user = await createUser({ name: 'Upgrade Reader', intendedPlan: 'basic' });
    const page = await browser.newPage({ viewport: phone });
    await signInAs(page, user, '/dashboard/subscription');
    await page
      .getByRole('button', { name: /Upgrade|Change Plan|Choose/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Choose Library Keeper/ })
      .click();
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL(/\/checkout\/sandbox/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((u) => u.pathname === '/subscriptions' && u.search === '');
    await page
      .getByText(
        'Your payment for Library Keeper was declined, so nothing was charged and you are still on Free. Try again with another card, or choose another plan.',
      )
      .waitFor();
    expect(await page.getByText('You picked a plan when you signed up', { exact: false }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Subscription' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/subscription');
  });
});
