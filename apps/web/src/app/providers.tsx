// Before any form validates with the contract's schemas (see the file); the public pages parse none.
import '../lib/zod-config.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
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
