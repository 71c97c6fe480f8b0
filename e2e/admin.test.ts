import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, makeAdmin, signInAs } from './support/users.ts';

/** The visible row (desktop table) or card (phone) that shows `text`. */
const itemWith = (page: Page, text: string) =>
  page.locator('tr:visible, li:visible').filter({ hasText: text }).first();

/** The element is wholly within the visible box of its scrolling container. */
async function expectInside(element: Locator, container: Locator) {
  await expect
    .poll(async () => {
      const [box, frame] = await Promise.all([element.boundingBox(), container.boundingBox()]);
      return Boolean(box && frame && box.y >= frame.y && box.y + box.height <= frame.y + frame.height);
    })
    .toBe(true);
}

/**
 * An operator helps one user and stops another from getting in: the admin finds the account,
 * gives it a complimentary premium plan, suspends it, and reads both in the audit log.
 */
describeBrowser('admin area', () => {
  const browser = useBrowser();

  it('an admin gives a user a complimentary premium plan, suspends them, and sees both audited', async () => {
    const admin = await createUser({ name: 'Olive Operator' });
    await makeAdmin(admin.email);
    const reader = await createUser({ name: 'Quentin Quill' });

    // The reader is on Free: the sponsored banner.
    const readerPage = await browser.newPage();
    await signInAs(readerPage, reader);
    await readerPage.getByTestId('ad-banner').waitFor();

    // The admin finds them by part of their name.
    const page = await browser.newPage();
    await signInAs(page, admin, '/dashboard/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('quentin');
    // The search waits for typing to pause, then only the reader is left.
    await page.waitForFunction((email) => {
      const rows = document.querySelectorAll('[data-testid="admin-user-row"]');
      return rows.length === 1 && rows[0]?.textContent?.includes(email);
    }, reader.email);
    await page.getByRole('button', { name: `Open Quentin Quill ${reader.email}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Quentin Quill' });
    await drawer.getByText('No paid subscription').waitFor();

    // A complimentary Library Keeper Plan, confirmed by name.
    await drawer.getByRole('combobox', { name: 'Complimentary plan' }).selectOption('premium');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    const give = page.getByRole('dialog', { name: 'Give complimentary plan' });
    await give
      .getByText(`Give Quentin Quill (${reader.email}) the Library Keeper Plan free of charge?`)
      .waitFor();
    await give.getByRole('button', { name: 'Give Library Keeper' }).click();
    await page.getByText('Quentin Quill now has a complimentary Library Keeper plan.').waitFor();
    await drawer.getByText('Library Keeper (complimentary)').first().waitFor();

    // The reader's next page is Premium: the welcome banner, and the plan is shown as complimentary.
    await readerPage.goto('/dashboard');
    await readerPage.getByTestId('welcome-banner').waitFor();
    expect(await readerPage.getByTestId('ad-banner').count()).toBe(0);
    await readerPage.getByRole('link', { name: 'Subscription' }).click();
    await readerPage.getByTestId('current-plan').getByText('Library Keeper Plan').waitFor();
    await readerPage.getByTestId('complimentary-badge').waitFor();

    // Suspended, confirmed by name: the reader's session ends and sign-in says why.
    await drawer.getByRole('button', { name: 'Suspend' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend account' });
    await suspend.getByText(`Suspend Quentin Quill (${reader.email})?`, { exact: false }).waitFor();
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Quentin Quill is suspended.').waitFor();
    await drawer.getByText('Suspended', { exact: true }).first().waitFor();

    // The ended session asks to sign in again over the page; signing in says why it cannot.
    await readerPage.getByRole('link', { name: 'Statistics' }).click();
    const again = readerPage.getByRole('dialog', { name: 'Your session has ended' });
    await again.waitFor();
    await again.getByLabel('Password', { exact: true }).fill(reader.password);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await again.getByText(/^This account has been suspended\. Contact support at \S+@\S+\.$/).waitFor();
    await again.getByRole('button', { name: 'Sign out' }).click();
    await readerPage.waitForURL((url) => url.pathname === '/');
    await readerPage.goto('/auth?mode=login');
    await readerPage.getByLabel('Email').fill(reader.email);
    await readerPage.getByLabel('Password', { exact: true }).fill(reader.password);
    await readerPage.getByRole('button', { name: 'Sign in' }).click();
    await readerPage.getByText(/^This account has been suspended\. Contact support at \S+@\S+\.$/).waitFor();
    expect(new URL(readerPage.url()).pathname).toBe('/auth');

    // Both in the audit log, newest first, with the admin as actor; the CSV has them too.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Audit Logs' }).click();
    await page.getByRole('heading', { name: 'Audit Logs' }).waitFor();
    await page.getByRole('textbox', { name: 'Target' }).fill(reader.email);
    await page.waitForFunction((email) => {
      const rows = Array.from(document.querySelectorAll('[data-testid="audit-row"]'));
      return rows.length > 0 && rows.every((row) => row.textContent?.includes(email));
    }, reader.email);
    await page.getByRole('combobox', { name: 'Action' }).selectOption('USER_SUSPENDED');
    const suspended = itemWith(page, 'User suspended');
    await suspended.waitFor();
    expect(await suspended.textContent()).toContain(admin.email);
    expect(await suspended.textContent()).toContain('suspended: false → true');
    await page.getByRole('combobox', { name: 'Action' }).selectOption('');
    const comped = itemWith(page, 'Complimentary plan changed');
    await comped.waitFor();
    expect(await comped.textContent()).toContain('complimentaryPlan: none → premium');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const [header, ...rows] = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Time,Action,Actor,Actor ID,Target,Target ID,IP,Before,After,Details');
    // The export has the list's filters: only entries about the reader.
    expect(rows.filter((row) => !row.includes(reader.email))).toEqual([]);
    expect(rows.some((row) => row.includes(',USER_SUSPENDED,'))).toBe(true);
    expect(rows.some((row) => row.includes(',COMPLIMENTARY_PLAN_CHANGED,'))).toBe(true);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      it(`has no axe violations on the four admin pages and the user drawer (${colorScheme}, ${width} px)`, async () => {
        const admin = await createUser({ name: 'Axel Admin' });
        await makeAdmin(admin.email);
        const page = await browser.newPage({ colorScheme, viewport: { width, height: 900 } });
        await signInAs(page, admin, '/dashboard/admin/overview');
        const pages = [
          ['overview', 'Overview'],
          ['users', 'User Management'],
          ['settings', 'App Settings'],
          ['logs', 'Audit Logs'],
        ] as const;
        for (const [path, heading] of pages) {
          await page.goto(`/dashboard/admin/${path}`);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), path).toEqual([]);
        }
        await page.goto('/dashboard/admin/users');
        await page
          .getByRole('button', { name: `Open Axel Admin ${admin.email}` })
          .filter({ visible: true })
          .click();
        await page.getByRole('dialog', { name: 'Axel Admin' }).getByText('Recent activity').waitFor();
        expect(await axeViolations(page), 'drawer').toEqual([]);
      });
    }
  }

  it('keeps the current admin link in sight in the sidebar of a window 800 px high', async () => {
    const admin = await createUser({ name: 'Short Screen' });
    await makeAdmin(admin.email);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, admin, '/dashboard/admin/logs');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const current = nav.getByRole('link', { name: 'Audit Logs' });
    await page.getByRole('heading', { level: 1, name: 'Audit Logs' }).waitFor();
    await expectInside(current, nav);
    // And back up when the page is the first one.
    await nav.getByRole('link', { name: 'Collection', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/collection');
    await expectInside(nav.getByRole('link', { name: 'Collection', exact: true }), nav);
  });

  it('sends a non-admin who opens an admin page to the dashboard', async () => {
    const user = await createUser({ name: 'Nosy Reader' });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, user, '/dashboard/admin/logs');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.getByRole('link', { name: 'Audit Logs' }).count()).toBe(0);
  });
});
