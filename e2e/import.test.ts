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
      await page.getByRole('link', { name: 'Import' }).click();
      await page.getByRole('heading', { name: 'Import books' }).waitFor();

      await page.getByLabel('File to import').setInputFiles(fixture);
      await page.getByRole('button', { name: 'Upload and preview' }).click();
      await page.getByRole('heading', { name: 'Goodreads export' }).waitFor();
      await page.getByText('Line 8: the title is empty').waitFor();
      await page.getByText('ISBN 9780441172710 has a wrong check digit').waitFor();
      expect(await page.getByText('Will be added').locator('..').textContent()).toContain('4');
      expect(await axeViolations(page)).toEqual([]);

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
    expect(await page.getByText('Línea 3:').locator('..').textContent()).toBe(
      'Línea 3: El título: como máximo 500 caracteres',
    );
    expect(await page.getByText('Línea 4:').locator('..').textContent()).toBe(
      'Línea 4: el título está vacío',
    );
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
});
