import type { MeResponse } from '@shelfwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { meQueryKey } from '../features/auth/index.ts';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

const ThemedToaster = lazy(() => import('./themed-toaster.tsx'));

/** Pages before sign-in show no toasts: the toaster (and its library) loads once the reader leaves them. */
const signInPages = /^\/(auth|verify-email|forgot-password|reset-password(\/.*)?)\/?$/;

function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(() => !signInPages.test(router.state.location.pathname));
  useEffect(() => {
    if (wanted) return;
    return router.subscribe((state) => {
      if (!signInPages.test(state.location.pathname)) setWanted(true);
    });
  }, [wanted]);
  return wanted;
}

/**
 * The sign-in page (which runs without the app) hands over here, with the address already at `to`:
 * the account it signed in is cached, so the app does not ask for it again, and the router shows
 * `to` with its navigation state before the app's first frame.
 */
export async function takeOverFromSignIn(
  to: string,
  { state, me }: { state?: unknown; me: MeResponse | null },
) {
  if (me) queryClient.setQueryData(meQueryKey, me);
  await router.navigate(to, { state, replace: true });
}

export function AppProviders() {
  const toaster = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toaster ? (
        <Suspense fallback={null}>
          <ThemedToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
