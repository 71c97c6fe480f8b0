import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { baseUrl, describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

const viewports = [
  // The phone in dark mode, the desktop in light: axe checks the section's contrast in both.
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
];

/** Today plus `days` in UTC, as YYYY-MM-DD (the accounts here live in UTC). */
function day(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

describeBrowser('the owner’s calendar feed', () => {
  const browser = useBrowser();

  for (const { name, viewport, colorScheme } of viewports) {
    it(`turns the feed on in Settings and a calendar reads the loan from it; reset kills the old address (${name})`, async () => {
      const user = await createUser({ name: `Calendar ${name}` });
      await api(user, 'PUT', '/api/users/settings', { timezone: 'UTC' });
      const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
        name: 'Chidi Okafor',
        email: `chidi-cal-${name}-${Date.now()}@example.test`,
        phone: '+234 803 765 4321',
      });
      const title = `Things Fall Apart ${name}`;
      const book = await api<{ _id: string }>(user, 'POST', '/api/books', { title, author: 'Chinua Achebe' });
      const due = day(9);
      await api(user, 'POST', '/api/borrow', {
        book: book._id,
        borrower: borrower.data.data._id,
        returnDate: due,
      });

      const page = await browser.newPage({ viewport, colorScheme });
      await signInAs(page, user, '/dashboard/settings');
      const section = page.getByRole('region', { name: 'Calendar' });
      await section.getByText('Your calendar feed is off.').waitFor();
      const turnOn = section.getByRole('button', { name: 'Turn on calendar feed' });
      await turnOn.focus();
      await page.keyboard.press('Enter');
      const field = section.getByLabel('Feed address');
      await field.waitFor();
      const url = await field.inputValue();
      expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(await field.getAttribute('readonly')).not.toBeNull();
      expect(await section.getByRole('link', { name: 'Apple Calendar' }).getAttribute('href')).toBe(
        url.replace(/^https?:\/\//, 'webcal://'),
      );
      // Nothing overflows the section at this width.
      const overflow = await section.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // A calendar app reads the feed (no session): the loan on its due day.
      const path = new URL(url).pathname;
      const feed = await fetch(`${baseUrl}${path}`);
      expect(feed.status).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(events.map((e) => [e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual([
        [`Due back: ${title} from Chidi`, due, true],
      ]);

      // Reset (confirmed in a dialog): a new address, and the old one answers 404.
      await section.getByRole('button', { name: 'Reset address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset address' });
      await dialog.getByRole('button', { name: 'Reset address' }).click();
      await page.waitForFunction(
        (old) => (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.value !== old,
        url,
      );
      const fresh = await field.inputValue();
      expect(fresh).not.toBe(url);
      expect((await fetch(`${baseUrl}${path}`)).status).toBe(404);
      expect((await fetch(`${baseUrl}${new URL(fresh).pathname}`)).status).toBe(200);
    });
  }
});
