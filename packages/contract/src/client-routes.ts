/**
 * Every path the web app answers (its router's), so the server can tell a page that exists (200,
 * index.html) from one that does not (404, still index.html so the app shows its 404 page).
 * `:name` matches one path segment. apps/web/src/app/router.test.ts keeps the two lists equal.
 */
export const CLIENT_ROUTES = [
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/auth',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password/:token',
  '/subscriptions',
  '/confirm-plan',
  '/checkout/sandbox',
  '/unsubscribe',
  '/borrower/:token',
  '/wishlist/:token',
  '/dashboard',
  '/dashboard/collection',
  '/dashboard/wishlist',
  '/dashboard/library/:id',
  '/dashboard/loans',
  '/dashboard/borrowers',
  '/dashboard/friends',
  '/dashboard/history',
  '/dashboard/import',
  '/dashboard/reminders',
  '/dashboard/statistics',
  '/dashboard/settings',
  '/dashboard/subscription',
  '/dashboard/admin',
  '/dashboard/admin/overview',
  '/dashboard/admin/users',
  '/dashboard/admin/settings',
  '/dashboard/admin/logs',
] as const;

const patterns = CLIENT_ROUTES.map((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`));

/** Whether the web app has a page at this path (query string excluded). */
export function isClientRoute(path: string): boolean {
  return patterns.some((p) => p.test(path));
}
