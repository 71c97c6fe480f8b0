import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { type AxeWatch, watchAccessibility } from './axe.ts';

export const baseUrl = inject('baseUrl');
const wsEndpoint = inject('browserWsEndpoint');
export const hasBrowser = wsEndpoint !== '';

/** A describe block for browser journeys; without Chromium it is skipped (the reason is printed once). */
export const describeBrowser: typeof describe.skip = hasBrowser ? describe : describe.skip;

/**
 * Connects this test file to the shared Chromium. Every `newPage` gets a context of its own
 * (its own storage), so journeys cannot see each other's tokens or themes. Every page is checked
 * with axe-core in each state it settles in (`watchAccessibility`): a journey fails on a serious or
 * critical violation, or a control whose name leaves out its visible label, in any screen, dialog,
 * error or theme it reached. `{ axe: false }` leaves a page out (a page that is not ours);
 * `E2E_AXE=off` turns the watcher off for a whole run (to measure what it costs).
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let watches: AxeWatch[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(wsEndpoint);
  });
  afterEach(async () => {
    const current = watches;
    watches = [];
    const found = (await Promise.all(current.map((watch) => watch.settle()))).flat();
    if (found.length > 0) throw new Error(`accessibility (axe-core) violations:\n${found.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage({ axe = true, ...options }: BrowserContextOptions & { axe?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      if (axe && process.env.E2E_AXE !== 'off') watches.push(await watchAccessibility(page));
      return page;
    },
  };
}

/**
 * The mail the app sent to `address`, read from the loopback SMTP server: the first one, or with
 * `subject` the first whose subject contains it (case-insensitive).
 */
export async function readMail(
  address: string,
  options: { subject?: string } = {},
): Promise<{ subject: string; text: string; html: string }> {
  const query = new URLSearchParams({ to: address });
  if (options.subject) query.set('subject', options.subject);
  const res = await fetch(`${inject('mailboxUrl')}/?${query}`);
  if (!res.ok) throw new Error(`no mail for ${address}`);
  return res.json() as Promise<{ subject: string; text: string; html: string }>;
}
