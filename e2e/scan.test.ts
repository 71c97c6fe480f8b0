import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { type AxeWatch, watchAccessibility } from './support/axe.ts';
import { writeBarcodeVideo } from './support/barcode-video.ts';
import { baseUrl, describeBrowser } from './support/browser.ts';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

/**
 * Scanning a stack of books with the phone's camera (issue 30). Chromium's fake camera plays a
 * video of five real books' barcodes (e2e/support/barcode-video.ts), so this browser is started
 * here with the fake-capture flags rather than shared. Chromium on Linux has no BarcodeDetector of
 * its own, so the WebAssembly decoder reads the frames; the second journey also removes any
 * native detector first, so it runs that path on every platform.
 */

// Dune, Dune Messiah, Atomic Habits, The Alchemist, Nineteen Eighty-Four: the catalogue fake knows them.
const STACK = ['9780441172719', '9780593098233', '9780735211292', '9780062315007', '9780451524935'];

let browser: Browser | undefined;
let videoDir = '';
const watches: AxeWatch[] = [];

beforeAll(async () => {
  const executable = chromiumPath();
  if (!executable || baseUrl === '') return;
  videoDir = mkdtempSync(join(tmpdir(), 'shelfwise-scan-'));
  const video = join(videoDir, 'stack.y4m');
  writeBarcodeVideo(video, STACK);
  browser = await chromium.launch({
    executablePath: executable,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

async function phonePage({ noNativeDetector = false } = {}): Promise<{ page: Page; requests: URL[] }> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  if (noNativeDetector) {
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing a browser global for the test
      delete (globalThis as any).BarcodeDetector;
    });
  }
  const requests: URL[] = [];
  page.on('request', (request) => requests.push(new URL(request.url())));
  if (process.env.E2E_AXE !== 'off') watches.push(await watchAccessibility(page));
  return { page, requests };
}

async function settleAxe() {
  const found = (await Promise.all(watches.splice(0).map((w) => w.settle()))).flat();
  if (found.length > 0) throw new Error(`accessibility (axe-core) violations:\n${found.join('\n')}`);
}

const decoderRequests = (requests: URL[]) =>
  requests.filter((url) => /zxing|\.wasm$|wasm-detector|barcode-detector/i.test(url.pathname));

async function scanStack(page: Page, expectedTitles: string[]) {
  const dialog = page.getByRole('dialog', { name: 'Scan books' });
  await dialog.waitFor();
  await expect
    .poll(() => dialog.getByRole('status').first().textContent(), { timeout: 20_000 })
    .toContain('Scanning');
  // The video loops through the stack; each book is counted once.
  const queue = dialog.getByRole('region', { name: /Scanned books/ }).getByRole('listitem');
  await expect.poll(() => queue.count(), { timeout: 30_000 }).toBe(STACK.length);
  for (const title of expectedTitles) await dialog.getByText(title, { exact: true }).waitFor();
  const video = dialog.locator('video');
  expect(await video.getAttribute('playsinline')).not.toBeNull();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  return dialog;
}

describeBrowser('scanning a stack of books with the camera (390 px)', () => {
  let reader: TestUser;
  beforeAll(async () => {
    reader = await createUser({ name: 'Scan Reader', plan: 'basic' });
  });

  it('scans five books in continuous mode, looks each up, and adds them all; the decoder loads only now, from here', async () => {
    const { page, requests } = await phonePage();
    await signInAs(page, reader, '/dashboard/collection');
    await page.getByRole('heading', { name: 'Your library is empty' }).waitFor();
    await page.getByRole('button', { name: 'Add Book' }).first().click();
    const addDialog = page.getByRole('dialog', { name: 'Add Books' });
    await addDialog.waitFor();
    expect(decoderRequests(requests)).toEqual([]);
    await addDialog.getByRole('button', { name: 'Scan barcodes' }).click();
    const dialog = await scanStack(page, [
      'Dune',
      'Dune Messiah',
      'Atomic Habits',
      'The Alchemist',
      'Nineteen Eighty-Four',
    ]);
    expect(decoderRequests(requests).some((url) => url.pathname.endsWith('.wasm'))).toBe(true);
    for (const url of decoderRequests(requests)) expect(url.origin).toBe(baseUrl);
    await expect.poll(() => dialog.getByText('New to you').count()).toBe(5);
    await dialog.getByRole('button', { name: 'Add 5 books' }).click();
    await dialog.getByText('Added 5 books.').waitFor();
    // Shown on the shelf now; the camera keeps running until the dialog closes.
    const { data } = await api<{ data: { title: string; isbn: string }[] }>(
      reader,
      'GET',
      '/api/books/all-books',
    );
    expect(data.map((b) => b.isbn).sort()).toEqual([...STACK].sort());
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    // Closing the dialog stopped the camera: no live video track is left.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('video')).some(
            (v) =>
              (v.srcObject as MediaStream | null)?.getTracks().some((t) => t.readyState === 'live') ?? false,
          ),
        ),
      )
      .toBe(false);
    // Nothing the scanner did asked another host; covers are the catalogue's own images.
    const elsewhere = requests.filter((url) => url.origin !== baseUrl && url.protocol !== 'data:');
    expect(elsewhere.every((url) => url.hostname === 'books.google.com')).toBe(true);
    await settleAxe();
  });

  it('with the decoder path forced and a free plan: queues the ISBNs, flags the book on loan, and no request leaves for another host', async () => {
    const free = await createUser({ name: 'Free Scanner' });
    // POST /api/books answers the book itself; POST /api/borrowers wraps it ({ data: { data } }).
    const book = await api<{ _id: string }>(free, 'POST', '/api/books', {
      title: 'My Dune',
      author: 'Frank Herbert',
      isbn: '0441172717',
    });
    const borrower = await api<{ data: { data: { _id: string } } }>(free, 'POST', '/api/borrowers', {
      name: 'Grace Hopper',
      email: `grace-${Date.now()}@example.test`,
      phone: '+14155550100',
    });
    await api(free, 'POST', '/api/borrow', {
      book: book._id,
      borrower: borrower.data.data._id,
      returnDate: '2099-01-31',
    });
    const { page, requests } = await phonePage({ noNativeDetector: true });
    await signInAs(page, free, '/dashboard/collection');
    await page.getByRole('heading', { name: 'My Library' }).waitFor();
    expect(await page.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
    // The phone top bar's Scan button.
    await page.getByRole('banner').getByRole('button', { name: 'Scan barcodes' }).click();
    const dialog = await scanStack(page, ['My Dune']);
    await dialog.getByText('In your library, on loan to Grace Hopper').waitFor();
    await dialog.getByText('Your plan adds scanned books with their ISBN only', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Add 4 books' }).click();
    await dialog.getByText('Added 4 books.').waitFor();
    expect(requests.filter((url) => url.origin !== baseUrl && url.protocol !== 'data:')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await settleAxe();
  });
});
