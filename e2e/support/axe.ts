import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

interface AxeOptions {
  /** Only these impacts count (every impact when absent). */
  impacts?: string[];
}

/** WCAG 2.5.3 Label in Name: axe has it as an experimental rule, off unless asked for. */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * Runs axe-core in the page and returns its violations, shortened to what a failure message needs.
 * Label in Name (WCAG 2.5.3) is checked too.
 */
export async function axeViolations(page: Page, { impacts }: AxeOptions = {}): Promise<string[]> {
  // Evaluated through the browser's DevTools protocol: an injected <script> would be refused by the
  // app's Content-Security-Policy (no inline scripts), which is what the page should do.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (rule) => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // One run at a time in a page: the watcher's run of a state and a test's own call may meet, and
    // axe refuses a second run while one is going.
    const w = window as unknown as { __axeQueue?: Promise<unknown> };
    const run = (w.__axeQueue ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => axe.run(document, { resultTypes: ['violations'], rules: { [rule]: { enabled: true } } }));
    w.__axeQueue = run;
    return (await run).violations;
  }, LABEL_IN_NAME);
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? '') || v.id === LABEL_IN_NAME)
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Every button, link and field whose visible text is not in its accessible name (WCAG 2.5.3), as
 * 'visible text → name'. The name is what `aria-labelledby` or `aria-label` give (the only ways a
 * name can differ from the visible text); the visible text leaves out what is hidden from sight or
 * from assistive technology. Compared without case, spaces collapsed.
 */
export async function labelNotInName(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const visibleText = (root: Element): string => {
      let text = '';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[aria-hidden="true"]') || !shown(parent)) continue;
        text += ` ${node.textContent ?? ''}`;
      }
      return squash(text);
    };
    const problems: string[] = [];
    const controls = document.querySelectorAll(
      'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], summary',
    );
    for (const el of controls) {
      if (el.closest('[aria-hidden="true"], [inert]') || !shown(el)) continue;
      const labelledBy = el.getAttribute('aria-labelledby');
      const label = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id: string) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : el.getAttribute('aria-label');
      if (label === null) continue;
      const text = visibleText(el);
      // Icon-only controls (no text, or a single glyph such as '×') are named freely.
      if (text.length < 2) continue;
      if (!squash(label).includes(text)) problems.push(`${text} → ${label}`);
    }
    return problems;
  });
}

/**
 * Automatic checks for every page a journey opens (installed by `useBrowser().newPage`): each time
 * the page settles in a state not checked yet in this file, axe-core (serious and critical, and
 * Label in Name) runs on it. A state is the screen (path, ids left out), the open dialog, whether
 * an error or a field's refusal shows, the theme and the width band; so a journey's every dialog,
 * error and dark-theme screen is checked once, and repeated visits cost nothing.
 */
const seenStates = new Set<string>();

/** Runs in the page before its own scripts: reports each settled state to `__a11yState`. */
function stateWatcher(): void {
  const w = window as unknown as {
    __a11yState?: (key: string) => Promise<void>;
    __a11yFlush?: () => string | null;
  };
  let last = '';
  let timer: number | undefined;
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const state = (): string | null => {
    if (!document.body || document.readyState === 'loading') return null;
    // Still moving or loading: not a state to judge yet.
    if (document.getAnimations().some((a) => a.playState === 'running')) return null;
    if ([...document.querySelectorAll('[aria-busy="true"], [role="progressbar"]')].some(visible)) return null;
    if (!document.querySelector('h1, [role="dialog"], dialog[open]')) return null;
    const path = location.pathname.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id');
    const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
      .filter(visible)
      .map((d) => d.getAttribute('aria-label') ?? (d.getAttribute('aria-labelledby') ? 'named' : 'dialog'))
      .map((name) => name.replace(/\d+/g, '#').slice(0, 40))
      .join('+');
    const error = [...document.querySelectorAll('[role="alert"], [aria-invalid="true"]')].some(
      (el) => visible(el) && (el.textContent ?? '').trim() !== '',
    );
    const menu = [...document.querySelectorAll('[role="menu"], [role="listbox"]')].some(visible);
    const dark = document.documentElement.classList.contains('dark');
    const band = window.innerWidth < 640 ? 'phone' : window.innerWidth < 1024 ? 'tablet' : 'desktop';
    return [path, dialog, error ? 'error' : '', menu ? 'menu' : '', dark ? 'dark' : 'light', band].join('|');
  };
  const report = () => {
    const key = state();
    if (key && key !== last && w.__a11yState) {
      last = key;
      void w.__a11yState(key).catch(() => {});
    }
  };
  // Settled: nothing changed in the document for a moment (a timer in the page, never in a test).
  const settle = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(report, 300);
  };
  w.__a11yFlush = () => {
    window.clearTimeout(timer);
    const key = state();
    last = key ?? last;
    return key;
  };
  new MutationObserver(settle).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener('popstate', settle);
}

export interface AxeWatch {
  /** Waits for the checks under way, checks the page's current state, and returns what was found. */
  settle(): Promise<string[]>;
}

/** Installs the automatic checks on `page` (see above). */
export async function watchAccessibility(page: Page): Promise<AxeWatch> {
  const found: string[] = [];
  const running = new Set<Promise<void>>();
  const check = async (key: string) => {
    if (seenStates.has(key)) return;
    seenStates.add(key);
    try {
      const first = await axeViolations(page, { impacts: ['serious', 'critical'] });
      if (first.length === 0) return;
      // What a transition or an action of the journey caught halfway would show once: it counts only
      // when the same state shows it again.
      const again = await axeViolations(page, { impacts: ['serious', 'critical'] });
      const lasting = first.filter((v) => again.includes(v));
      if (lasting.length > 0) found.push(`${key}\n  ${lasting.join('\n  ')}`);
    } catch {
      // The page moved on or closed while it was checked: the state is checked when seen again.
      seenStates.delete(key);
    }
  };
  const start = (key: string) => {
    const run = check(key).finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  await page.exposeBinding('__a11yState', (_source, key: string) => {
    void start(key);
  });
  await page.addInitScript(stateWatcher);
  return {
    async settle() {
      await Promise.all([...running]);
      if (!page.isClosed()) {
        const key = await page
          .evaluate(
            () => (window as unknown as { __a11yFlush?: () => string | null }).__a11yFlush?.() ?? null,
          )
          .catch(() => null);
        if (key) await start(key);
      }
      return found.splice(0);
    },
  };
}
