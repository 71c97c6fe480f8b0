import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { baseUrl, describeBrowser, readMail, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

async function addBook(user: TestUser, book: Record<string, unknown>): Promise<{ _id: string }> {
  const res = await fetch(`${baseUrl}/api/books`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(book),
  });
  if (!res.ok) throw new Error(`POST /api/books answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<{ _id: string }>;
}

/** The visible row (desktop table) or card (phone) that shows `text`. */
const itemWith = (page: Page, text: string) =>
  page.locator('tr:visible, li:visible').filter({ hasText: text }).first();

describeBrowser('friends and recommendations', () => {
  const browser = useBrowser();

  it('two readers become friends; the premium one recommends a book with their own message; the other adds it', async () => {
    const stamp = Date.now().toString(36);
    const priya = await createUser({ name: `Priya Premium ${stamp}`, plan: 'premium' });
    const nia = await createUser({ name: `Nia Newreader ${stamp}` });
    const title = `Things Fall Apart ${stamp}`;
    await addBook(priya, { title, author: 'Chinua Achebe', category: 'Fiction', rating: 4 });

    // Priya invites Nia by address from the Friends page (desktop).
    const sender = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(sender, priya, '/dashboard/friends');
    await sender.getByRole('heading', { level: 1, name: 'Friends' }).waitFor();
    await sender.getByLabel("Friend's email").fill(nia.email);
    await sender.getByRole('button', { name: 'Send invitation' }).click();
    await sender.getByText(`Invitation sent to ${nia.email}.`).waitFor();
    await sender
      .getByRole('region', { name: 'Invitations sent' })
      .getByText(nia.email, { exact: true })
      .waitFor();
    const requestMail = await readMail(nia.email, { subject: 'wants to be your friend' });
    expect(requestMail.subject).toBe(`Priya Premium ${stamp} wants to be your friend on Shelfwise`);

    // Nia, on a phone, sees the count on the Friends link and accepts.
    const reader = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(reader, nia, '/dashboard');
    await reader.getByRole('button', { name: /open menu/i }).click();
    await reader.getByRole('link', { name: 'Friends (1 waiting)', exact: true }).click();
    await reader.getByRole('heading', { level: 1, name: 'Friends' }).waitFor();
    const requests = reader.getByRole('region', { name: 'Friend requests (1)' });
    await requests.getByText(`${priya.email} ·`, { exact: false }).waitFor();
    await requests.getByRole('button', { name: `Accept Priya Premium ${stamp}` }).click();
    await reader.getByText(`You and Priya Premium ${stamp} are now friends`).waitFor();
    await reader
      .getByRole('region', { name: 'Your friends' })
      .getByText(priya.email, { exact: true })
      .waitFor();

    // Priya recommends the book from her library's row menu, in her own words.
    await sender.goto('/dashboard/collection');
    await sender.getByRole('heading', { name: 'My Library' }).waitFor();
    await sender.getByRole('button', { name: `Actions for ${title}` }).click();
    await sender.getByRole('menuitem', { name: 'Recommend' }).click();
    const dialog = sender.getByRole('dialog', { name: 'Recommend Book' });
    const message = dialog.getByLabel('Message');
    expect(await message.inputValue()).toBe(
      `I think you would enjoy "${title}" by Chinua Achebe. Give it a read!`,
    );
    expect(await message.getAttribute('readonly')).toBeNull();
    await dialog.getByLabel('Friend').selectOption({ label: `Nia Newreader ${stamp} (${nia.email})` });
    await message.fill('Okonkwo will stay with you for years. Read it before we meet!');
    await dialog.getByRole('button', { name: 'Send Recommendation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await sender.getByText(`Recommended "${title}" to Nia Newreader ${stamp}`).waitFor();
    const recommendationMail = await readMail(nia.email, { subject: 'recommends' });
    expect(recommendationMail.text).toContain('Okonkwo will stay with you for years.');

    // Nia sees it, with Priya's words and rating, and adds it to her library.
    await reader.goto('/dashboard/friends');
    const received = reader.getByRole('region', { name: 'Recommended to you' });
    const card = received.locator('li').filter({ hasText: title });
    await card.getByText(`From Priya Premium ${stamp}`).waitFor();
    await card.getByText('Okonkwo will stay with you for years. Read it before we meet!').waitFor();
    await card.getByRole('img', { name: `Priya Premium ${stamp}'s rating: 4 out of 5` }).waitFor();
    expect(await axeViolations(reader)).toEqual([]);
    await card.getByRole('button', { name: `Add to my library: ${title}` }).click();
    await reader.getByText(`"${title}" added!`).waitFor();
    await card.getByText('In your library').waitFor();

    await reader.goto('/dashboard/collection');
    await itemWith(reader, title).getByText('Available', { exact: true }).waitFor();
    await itemWith(reader, title).getByText('Chinua Achebe').waitFor();
  });
});
