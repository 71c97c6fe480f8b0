// First: zod must be told before any schema is created, in whichever chunk (see the file).
import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { EnterApp } from './app/sign-in/sign-in-page.tsx';
import { includeAppMessages, startI18n, t } from './lib/i18n/i18n.ts';
import './styles.css';

/**
 * The public pages (spec §2 Public) render on their own, without the router, TanStack Query or
 * toasts: a first visit downloads React and the page, nothing else. Every other path loads the
 * whole app (providers.tsx). The public pages are also routes of the app (router.tsx) so that
 * in-app navigation to them works; their links are plain anchors, fine in both settings.
 */
const publicPages: Record<string, () => Promise<{ default: React.ComponentType }>> = {
  '/': () => import('./app/routes/landing-page.tsx'),
  '/privacy-policy': () => import('./app/routes/privacy-policy-page.tsx'),
  '/terms-of-service': () => import('./app/routes/terms-of-service-page.tsx'),
};

/**
 * The sign-in page renders on its own too (sign-in-page.tsx): the app (router, query cache, toasts)
 * loads once the reader leaves it, signed in or by a link, and takes the page over (`enterApp`).
 */
const signInPage = '/auth';

/** Pages before sign-in: their messages are all in the public part of the catalogues. */
const signInPages = /^\/(auth|verify-email|forgot-password|reset-password(\/.*)?)$/;

/**
 * The chunk of the first page is fetched together with the app's providers instead of after the
 * router asks for it: one round trip fewer before a cold /verify-email or /dashboard can paint.
 */
const firstPageChunks: Array<[RegExp, () => Promise<unknown>]> = [
  [/^\/verify-email$/, () => import('./app/routes/verify-email-page.tsx')],
  [/^\/forgot-password$/, () => import('./app/routes/forgot-password-page.tsx')],
  [/^\/reset-password\//, () => import('./app/routes/reset-password-page.tsx')],
  [
    /^\/dashboard(\/collection)?$/,
    () =>
      Promise.all([import('./app/routes/dashboard-layout.tsx'), import('./app/routes/collection-page.tsx')]),
  ],
];

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const loadPublicPage = publicPages[path];
  // The language is chosen and its catalogue loaded before the first render, so a reader never
  // sees English first; it loads beside the page's own code. Public pages load only their part.
  // The sign-in pages need only the public part too; the app's part loads on the way in (router.tsx).
  if (!loadPublicPage && !signInPages.test(path)) includeAppMessages();
  const language = startI18n();
  if (loadPublicPage) {
    const [{ default: Page }] = await Promise.all([loadPublicPage(), language]);
    // As a transition React renders in small slices instead of one long task, so a slow phone
    // stays responsive (Lighthouse's Total Blocking Time) while the long landing page is built.
    startTransition(() => {
      root.render(
        <StrictMode>
          <Page />
        </StrictMode>,
      );
    });
    return;
  }
  if (path === signInPage) {
    const [{ default: SignInPage }] = await Promise.all([import('./app/sign-in/sign-in-page.tsx'), language]);
    const enterApp: EnterApp = async (to, { state, replace, me }) => {
      const from = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // The router reads the address when it is created: it starts where the reader is going.
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      let app: typeof import('./app/providers.tsx');
      try {
        app = await import('./app/providers.tsx');
      } catch {
        window.history.replaceState(null, '', from);
        throw new Error(t('common.failed.generic'));
      }
      await app.takeOverFromSignIn(to, { state, me });
      root.render(
        <StrictMode>
          <app.AppProviders />
        </StrictMode>,
      );
    };
    root.render(
      <StrictMode>
        <SignInPage enterApp={enterApp} />
      </StrictMode>,
    );
    return;
  }
  for (const [pattern, load] of firstPageChunks) {
    if (pattern.test(path)) void load().catch(() => {}); // the router reports a failed load itself
  }
  const [{ AppProviders }] = await Promise.all([import('./app/providers.tsx'), language]);
  root.render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
}

void start();
