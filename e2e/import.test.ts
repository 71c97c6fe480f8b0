import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

const fixture = join(
  fileURLToPath(new URL('.', import.meta.url)),
  '../apps/server/test/fixtures/imports/goodreads_library_export.csv',
);
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/**
 * A reader moves their Goodreads library in: upload, preview (counts and refused lines), a reload
 * that keeps the preview, confirm, the progress bar, then the books in the library with their
 * shelves as tags.
 */
describeBrowser('import', () => {
  const browser = useBrowser();

  it.each([
    ['1280', desktop],
    ['390', phone],
  ])(
    'a reader imports a Goodreads export and finds the books with their shelves as tags (%s px)',
    async (_, viewport) => {
      const user = await createUser({ name: 'Goodreads Reader', plan: 'basic' });
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, '/dashboard/collection');
      await page.getByRole('heading', { name: 'My Library' }).waitFor();
      // Reached from the library's export buttons.
      await page.getByRole('link', { name: 'Import', exact: true }).click();
      await page.getByRole('heading', { name: 'Import books' }).waitFor();

      await page.getByLabel('File to import').setInputFiles(fixture);
      await page.getByRole('button', { name: 'Upload and preview' }).click();
      await page.getByRole('heading', { name: 'Goodreads export' }).waitFor();
      // The preview lists the file's books with what happens to each, not only counts.
      const list = page.getByRole('region', { name: 'Books in this file' });
      const row = (line: number) => list.getByRole('listitem').filter({ hasText: `Line ${line}:` });
      expect(await row(8).textContent()).toBe('Line 8:(no title)the title is emptyRefused');
      await list.getByText('ISBN 9780441172710 has a wrong check digit').waitFor();
      expect(await row(2).textContent()).toBe('Line 2:Dune (Dune #1)Frank HerbertTo add');
      expect(await row(7).textContent()).toBe('Line 7:DuneFrank HerbertRepeated earlier in the fileSkipped');
      expect(await page.getByText('Will be added').locator('..').textContent()).toContain('4');
      expect(await axeViolations(page)).toEqual([]);
      // One outcome at a time.
      await list.getByLabel('Show').selectOption({ label: 'To add' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
      expect(await list.getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining('Dune (Dune #1)'),
        expect.stringContaining('The Hobbit'),
        expect.stringContaining('Cien a'),
        expect.stringContaining('HYPERLINK'),
      ]);

      // The preview survives a reload (its id is in the address).
      expect(new URL(page.url()).searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
      await page.reload();
      await page.getByRole('button', { name: 'Import 4 books' }).click();

      const bar = page.getByRole('progressbar');
      await bar.waitFor();
      await page
        .getByText('Imported 4 books; 1 book was already in your library.')
        .waitFor({ timeout: 20_000 });
      expect(await bar.getAttribute('aria-valuenow')).toBe('100');
      if (viewport === desktop) {
        // The top bar's book count follows once the import is done, without a reload.
        await page.getByTestId('user-summary').getByText('4 books').waitFor();
      }

      await page.getByRole('link', { name: 'Go to your library' }).click();
      await page.getByRole('heading', { name: 'My Library' }).waitFor();
      const dune = page.locator('tr:visible, li:visible').filter({ hasText: 'Dune (Dune #1)' }).first();
      // The row holds the first shelf; the whole list is its title. The tags column is the first to
      // fold away when the table runs short of room (1280 px with the sidebar open), so the row
      // holds them without showing them.
      await dune.locator('[title="sci-fi, favorites"]').getByText('sci-fi').waitFor({ state: 'attached' });
      const hobbit = page.locator('tr:visible, li:visible').filter({ hasText: 'The Hobbit' }).first();
      await hobbit.getByText('To Read', { exact: true }).waitFor({ state: 'attached' });
      await page.close();
    },
  );

  it('a reader sees each refused row with its line and reason in their language, and a file past the row cap refused at once', async () => {
    const user = await createUser({ name: 'Lectora', plan: 'free' });
    await api(user, 'PUT', '/api/users/settings', { language: 'es' });
    const page = await browser.newPage({ viewport: desktop });
    await signInAs(page, user, '/dashboard/import');
    await page.getByRole('heading', { name: 'Importar libros' }).waitFor();
    // The page says how many rows a file may hold on this plan.
    await page.getByText(/hasta 1000 filas|hasta 1\.000 filas/).waitFor();

    const file = ['Title,Author', 'Kept,Someone', `${'x'.repeat(501)},Someone`, ',Nobody'].join('\n');
    await page
      .getByLabel('Archivo que importar')
      .setInputFiles({ name: 'library.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Subir y previsualizar' }).click();
    await page.getByText('El título: como máximo 500 caracteres').waitFor();
    const list = page.getByRole('region', { name: 'Libros de este archivo' });
    const row = (line: number) => list.getByRole('listitem').filter({ hasText: `Línea ${line}:` });
    expect(await row(3).textContent()).toBe(
      `Línea 3:${'x'.repeat(200)}El título: como máximo 500 caracteresRechazadas`,
    );
    expect(await row(4).textContent()).toBe('Línea 4:(sin título)el título está vacíoRechazadas');
    expect(await row(2).textContent()).toBe('Línea 2:KeptSomeonePara añadir');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Importar otro archivo' }).click();
    const rows = Array.from({ length: 1001 }, (_, i) => `Book ${i},Someone`).join('\n');
    await page
      .getByLabel('Archivo que importar')
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(`Title,Author\n${rows}`) });
    await page.getByRole('button', { name: 'Subir y previsualizar' }).click();
    await page.getByText(/^Este archivo tiene más de 1,000 filas/).waitFor();
    await page.close();
  });
  it('a long preview is read a page at a time on a phone (390 px)', async () => {
    const user = await createUser({ name: 'Long List', plan: 'basic' });
    const page = await browser.newPage({ viewport: phone });
    await signInAs(page, user, '/dashboard/import');
    const file = ['Title,Author', ...Array.from({ length: 30 }, (_, i) => `Book ${i + 1},Someone`)].join(
      '\n',
    );
    await page
      .getByLabel('File to import')
      .setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Upload and preview' }).click();
    const list = page.getByRole('region', { name: 'Books in this file' });
    await list.getByText('Book 25', { exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(25);
    await list.getByRole('button', { name: 'Next' }).click();
    await list.getByText('Book 30', { exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(5);
    // Nothing sideways: the list fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await list.getByLabel('Show').selectOption({ label: 'Refused' });
    await list.getByText('No rows to show.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
