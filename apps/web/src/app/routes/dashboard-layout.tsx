import { useEffect, useId, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { UnsavedChangesGuard } from '../../components/ui/unsaved-changes-guard.tsx';
import { SiteNotice } from '../../features/app-settings/index.ts';
import { SessionProvider, useSession } from '../../features/auth/index.ts';
import { ScanBooksButton } from '../../features/books/index.ts';
import {
  pageNameKey,
  Sidebar,
  TopBar,
  toShellUser,
  useMediaQuery,
} from '../../features/dashboard-shell/index.ts';
import { useFriendsNoticeCount } from '../../features/friends/index.ts';
import { usePendingLoanRequestCount } from '../../features/loans/index.ts';
import { useReminderLeadDays } from '../../features/reminders/index.ts';
import { PaymentReturnHandler, PlanChoiceNotice } from '../../features/subscription/index.ts';
import { DueSoonLead } from '../../lib/due-soon.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../lib/use-page-title.ts';

/** `/dashboard/*`: waits for the signed-in user (spec §4 Session), then the shell around the page. */
export default function DashboardLayout() {
  return (
    <SessionProvider>
      <DashboardShell />
    </SessionProvider>
  );
}

function DashboardShell() {
  const { user, signOut } = useSession();
  const t = useT();
  // Loans due within it read 'Due soon' on every screen that shows them.
  const leadDays = useReminderLeadDays();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const sidebarId = useId();
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // Friend requests and recommendations waiting: the count on the Friends link.
  const friendsWaiting = useFriendsNoticeCount();
  // Borrowers' requests from their page (issue 29): the count on the Loans link.
  const requestsWaiting = usePendingLoanRequestCount();
  usePageTitle(pageTitle(t(pageNameKey(pathname))));

  // A page change closes the phone drawer; so does growing to desktop width.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setMobileOpen(false), [pathname, isDesktop]);

  useEffect(() => {
    if (!mobileOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [mobileOpen]);

  if (pathname.startsWith('/dashboard/admin') && user.role !== 'admin')
    return <Navigate to="/dashboard" replace />;

  const closeMobile = () => {
    setMobileOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(sidebarId)}"]`)?.focus();
  };

  const logout = async () => {
    setLoggingOut(true);
    await signOut();
  };

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <PaymentReturnHandler currentPlan={user.plan} />
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t('shell.loadingPage')}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
        />
      ) : null}
      <Sidebar
        id={sidebarId}
        collapsed={collapsed}
        isDesktop={isDesktop}
        mobileOpen={mobileOpen}
        onCloseMobile={closeMobile}
        isAdmin={user.role === 'admin'}
        planName={toShellUser(user).planName}
        onLogout={() => setConfirmingLogout(true)}
        badges={{ '/dashboard/friends': friendsWaiting, '/dashboard/loans': requestsWaiting }}
        badgeNames={{ '/dashboard/loans': (count) => t('shell.requestsWaiting', { count }) }}
      />
      <div
        className={`transition-[padding] duration-300 ${isDesktop ? (collapsed ? 'pl-20' : 'pl-64') : ''}`}
      >
        <TopBar
          user={toShellUser(user)}
          sidebarId={sidebarId}
          isDesktop={isDesktop}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          mobileOpen={mobileOpen}
          onOpenMobile={() => setMobileOpen(true)}
          onLogout={() => setConfirmingLogout(true)}
          actions={isDesktop ? null : <ScanBooksButton plan={user.plan} compact />}
        />
        <main id="dashboard-main" tabIndex={-1} className="mx-auto w-full max-w-7xl p-4 outline-none sm:p-6">
          <SiteNotice />
          {pathname === '/dashboard' || pathname === '/dashboard/collection' ? (
            <PlanChoiceNotice user={user} />
          ) : null}
          <DueSoonLead value={leadDays}>
            <Outlet />
          </DueSoonLead>
        </main>
      </div>
      <UnsavedChangesGuard />
      <ConfirmDialog
        open={confirmingLogout}
        title={t('shell.confirmLogout')}
        message={t('shell.confirmLogoutText')}
        confirmText={t('shell.logout')}
        busyText={t('shell.loggingOut')}
        cancelText={t('common.cancel')}
        busy={loggingOut}
        onCancel={() => setConfirmingLogout(false)}
        onConfirm={logout}
      />
    </div>
  );
}
