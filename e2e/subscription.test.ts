import { expect, it } from 'vitest';
import { baseUrl, describeBrowser, readMail, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

/**
 * The upgrade a newcomer can try on a fresh machine: no payment keys, so the checkout is the TEST
 * MODE page, and Pay takes the same path a provider's webhook would.
 */
describeBrowser('subscription', () => {
  const browser = useBrowser();

  it('a free user upgrades to premium through the sandbox, exports PDF at once, then cancels', async () => {
    const user = await createUser({ name: 'Grace Upgrade' });
    const added = await fetch(`${baseUrl}/api/books`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ title: 'The Dispossessed', author: 'Ursula K. Le Guin' }),
    });
    expect(added.status).toBe(201);
    const page = await browser.newPage();

    // Free: the sponsored banner, and PDF export is a Premium feature.
    await signInAs(page, user);
    await page.getByTestId('ad-banner').waitFor();
    await page.getByRole('table').getByText('The Dispossessed').waitFor();
    expect(await page.getByRole('button', { name: 'PDF', exact: true }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    // The plan picker: yearly by default, then 'Confirm your Plan'.
    await page.goto('/subscriptions');
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    expect(await page.getByRole('button', { name: /Yearly/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Choose Library Keeper Plan: Library Keeper Plan' }).click();
    await page.getByRole('heading', { name: 'Confirm your Plan' }).waitFor();
    await page.getByText('7-day money-back guarantee', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Proceed to payment' }).click();

    // The TEST MODE checkout: plan, cycle and amount, then Pay.
    await page.waitForURL(/\/checkout\/sandbox\?session=/);
    await page.getByText('Test mode', { exact: true }).waitFor();
    expect(await page.getByTestId('sandbox-plan').textContent()).toBe('Library Keeper Plan');
    await page.getByText('Yearly', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();

    // Back in the library: the toast, the cleared address, the welcome banner with PRO.
    await page.getByText('You have successfully subscribed to the Library Keeper plan!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    const banner = page.getByTestId('welcome-banner');
    await banner.waitFor();
    await banner.getByTestId('badge-pro').waitFor();
    await banner.getByTestId('badge-ad-free').waitFor();
    expect(await banner.getByTestId('welcome-weather').count()).toBe(0);
    expect(await page.getByTestId('ad-banner').count()).toBe(0);

    // Plan-dependent controls followed without a reload: PDF export works now.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^book_collection_\d{4}-\d{2}-\d{2}\.pdf$/);

    const receipt = await readMail(user.email, { subject: 'receipt' });
    expect(receipt.text).toContain('Library Keeper Plan');

    // The Subscription page: active, its payment, then Cancel Subscription → Cancellation Pending.
    await page.getByRole('link', { name: 'Subscription' }).click();
    await page.getByTestId('current-plan').getByText('Library Keeper Plan').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page
      .getByRole('button', { name: /^Receipt: sbx_/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    const pending = page.getByRole('button', { name: 'Cancellation Pending' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await page.getByText('Access until').waitFor();
    // Still premium until the period ends.
    expect(await page.getByTestId('current-plan').textContent()).toBe('Library Keeper Plan');
  });

  it('the same plan and cycle cannot be bought twice; a declined test payment changes nothing', async () => {
    const user = await createUser({ name: 'Decline Reader' });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, user, '/confirm-plan?plan=basic&cycle=monthly');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL(/\/checkout\/sandbox/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page
      .getByText(
        'Your payment for Collector was declined, so nothing was charged and you are still on Free. Try again with another card, or choose another plan.',
      )
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/subscriptions' && url.search === '');

    // Pay for Basic monthly, then try the same again.
    await page.goto('/confirm-plan?plan=basic&cycle=monthly');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL(/\/checkout\/sandbox/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('You have successfully subscribed to the Collector plan!').waitFor();
    await page.getByTestId('ad-banner').getByTestId('badge-basic').waitFor();
    await page.goto('/confirm-plan?plan=basic&cycle=monthly');
    await page
      .getByText('You are already subscribed to this plan with the selected billing cycle.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to payment' }).isDisabled()).toBe(true);
  });
});
