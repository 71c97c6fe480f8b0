import { useCallback } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useNavigate } from 'react-router';
import { ensureAppMessages } from '../lib/i18n/i18n.ts';
import { type NavigateTo, NavigationProvider } from '../lib/navigation.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * Every path of spec §2. Each page is its own chunk (`lazy`), so the public pages never download
 * the dashboard's code.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A page of the signed-in app: its chunk and the app's part of the catalogues (a sign-in page started without it). */
const appPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Component }] = await Promise.all([load(), ensureAppMessages()]);
    return { Component };
  },
});

/** Components shared with the sign-in page, which starts without the router, navigate through this. */
function RouterNavigation() {
  const navigate = useNavigate();
  const navigateTo = useCallback<NavigateTo>((to, options) => navigate(to, options), [navigate]);
  return (
    <NavigationProvider navigate={navigateTo}>
      <Outlet />
    </NavigationProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RouterNavigation />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('./routes/landing-page.tsx')) },
      { path: '/privacy-policy', ...page(() => import('./routes/privacy-policy-page.tsx')) },
      { path: '/terms-of-service', ...page(() => import('./routes/terms-of-service-page.tsx')) },
      { path: '/auth', ...page(() => import('./routes/auth-page.tsx')) },
      { path: '/register', element: <Navigate to="/auth" replace /> },
      { path: '/verify-email', ...page(() => import('./routes/verify-email-page.tsx')) },
      { path: '/forgot-password', ...page(() => import('./routes/forgot-password-page.tsx')) },
      { path: '/reset-password/:token', ...page(() => import('./routes/reset-password-page.tsx')) },
      { path: '/subscriptions', ...appPage(() => import('./routes/subscriptions-page.tsx')) },
      { path: '/confirm-plan', ...appPage(() => import('./routes/confirm-plan-page.tsx')) },
      { path: '/checkout/sandbox', ...appPage(() => import('./routes/sandbox-checkout-page.tsx')) },
      { path: '/unsubscribe', ...appPage(() => import('./routes/unsubscribe-page.tsx')) },
      { path: '/borrower/:token', ...page(() => import('./routes/borrower-page.tsx')) },
      { path: '/wishlist/:token', ...page(() => import('./routes/shared-wishlist-page.tsx')) },
      {
        path: '/dashboard',
        ...appPage(() => import('./routes/dashboard-layout.tsx')),
        children: [
          { index: true, ...page(() => import('./routes/collection-page.tsx')) },
          { path: 'collection', ...page(() => import('./routes/collection-page.tsx')) },
          { path: 'wishlist', ...page(() => import('./routes/wishlist-page.tsx')) },
          { path: 'library/:id', ...page(() => import('./routes/book-page.tsx')) },
          { path: 'loans', ...page(() => import('./routes/loans-page.tsx')) },
          { path: 'borrowers', ...page(() => import('./routes/borrowers-page.tsx')) },
          { path: 'friends', ...page(() => import('./routes/friends-page.tsx')) },
          { path: 'history', ...page(() => import('./routes/history-page.tsx')) },
          { path: 'import', ...page(() => import('./routes/import-page.tsx')) },
          { path: 'reminders', ...page(() => import('./routes/reminders-page.tsx')) },
          { path: 'statistics', ...page(() => import('./routes/statistics-page.tsx')) },
          { path: 'settings', ...page(() => import('./routes/settings-page.tsx')) },
          { path: 'subscription', ...page(() => import('./routes/subscription-page.tsx')) },
          { path: 'admin', element: <Navigate to="/dashboard/admin/overview" replace /> },
          { path: 'admin/overview', ...page(() => import('./routes/admin-overview-page.tsx')) },
          { path: 'admin/users', ...page(() => import('./routes/admin-users-page.tsx')) },
          { path: 'admin/settings', ...page(() => import('./routes/admin-settings-page.tsx')) },
          { path: 'admin/logs', ...page(() => import('./routes/admin-logs-page.tsx')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
