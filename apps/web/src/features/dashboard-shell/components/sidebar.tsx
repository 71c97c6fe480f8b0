import { APP_VERSION } from '@shelfwise/contract';
import { LogOut, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { adminNav, isNavItemActive, mainNav, type NavItem } from '../lib/nav-items.ts';

export interface SidebarProps {
  id: string;
  /** Desktop: icons only. */
  collapsed: boolean;
  isDesktop: boolean;
  /** Mobile: slid in over the page. */
  mobileOpen: boolean;
  onCloseMobile: () => void;
  isAdmin: boolean;
  planName: string;
  onLogout: () => void;
  /** How many things wait behind a link (by its path), shown as a count on it; 0 shows nothing. */
  badges?: Partial<Record<string, number>>;
  /** What a link's count is called for screen readers ('3 requests waiting'); '(3 waiting)' without. */
  badgeNames?: Partial<Record<string, (count: number) => string>>;
}

/**
 * The dashboard sidebar (spec §2): every link with its current state, the Admin Panel for admins,
 * plan name, version and Logout. Fixed on desktop (collapsible); a slide-in drawer on phones.
 */
export function Sidebar({
  id,
  collapsed,
  isDesktop,
  mobileOpen,
  onCloseMobile,
  isAdmin,
  planName,
  onLogout,
  badges = {},
  badgeNames = {},
}: SidebarProps) {
  const t = useT();
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  const isCompact = isDesktop && collapsed;
  const hidden = !isDesktop && !mobileOpen;

  // Opening the drawer moves focus into it so keyboard users land on the links.
  useEffect(() => {
    if (!isDesktop && mobileOpen) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [isDesktop, mobileOpen]);

  // The current page's link stays in sight: on a short window the links scroll inside the sidebar,
  // and the admin links, last in the list, would otherwise sit below its fold (800 px high).
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hidden || !pathname) return;
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    // The nav is the link's offset parent (it is positioned), so offsetTop is within its scroll.
    const top = current.offsetTop;
    const bottom = top + current.offsetHeight;
    if (top < nav.scrollTop) nav.scrollTop = top;
    else if (bottom > nav.scrollTop + nav.clientHeight) nav.scrollTop = bottom - nav.clientHeight;
  }, [pathname, hidden]);

  const closeRef = useRef(onCloseMobile);
  closeRef.current = onCloseMobile;
  useEffect(() => {
    if (isDesktop || !mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isDesktop, mobileOpen]);

  const renderLink = (item: NavItem) => {
    const active = isNavItemActive(item, pathname);
    const Icon = item.icon;
    const waiting = badges[item.to] ?? 0;
    const badgeText = waiting > 99 ? '99+' : String(waiting);
    const badgeName = badgeNames[item.to];
    return (
      <li key={item.to}>
        <Link
          to={item.to}
          aria-current={active ? 'page' : undefined}
          title={
            isCompact
              ? waiting > 0
                ? badgeName
                  ? `${t(item.label)}: ${badgeName(waiting)}`
                  : t('shell.waiting', { label: t(item.label), count: badgeText })
                : t(item.label)
              : undefined
          }
          onClick={() => !isDesktop && onCloseMobile()}
          className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
            isCompact ? 'justify-center' : ''
          } ${
            active
              ? 'bg-brand-600 text-white shadow-sm'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
          }`}
        >
          <span className="relative shrink-0">
            <Icon aria-hidden="true" className="h-5 w-5" />
            {waiting > 0 && isCompact ? (
              <span
                aria-hidden="true"
                className="absolute -top-1.5 -right-1.5 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white dark:ring-slate-900"
              />
            ) : null}
          </span>
          <span className={isCompact ? 'sr-only' : 'truncate'}>{t(item.label)}</span>
          {waiting > 0 ? (
            <>
              {isCompact ? null : (
                <span
                  aria-hidden="true"
                  className={`ml-auto min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${
                    active ? 'bg-white text-brand-700' : 'bg-brand-600 text-white'
                  }`}
                >
                  {badgeText}
                </span>
              )}
              <span className="sr-only">
                {badgeName ? ` (${badgeName(waiting)})` : t('shell.waitingShort', { count: badgeText })}
              </span>
            </>
          ) : null}
        </Link>
      </li>
    );
  };

  return (
    <>
      {!isDesktop && mobileOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/50 backdrop-blur-sm"
          onClick={onCloseMobile}
        />
      ) : null}
      <aside
        id={id}
        ref={panelRef}
        aria-label={t('shell.sidebar')}
        inert={hidden}
        className={`fixed inset-y-0 left-0 z-40 flex flex-col border-r border-slate-200 bg-white duration-300 dark:border-slate-800 dark:bg-slate-900 ${
          isCompact ? 'w-20' : 'w-64'
        } ${
          // Visibility waits for the slide-out to finish, but switches on at once so focus can move in.
          hidden
            ? 'invisible -translate-x-full transition-[transform,width,visibility]'
            : 'visible translate-x-0 transition-[transform,width]'
        }`}
      >
        <div
          className={`flex h-16 shrink-0 items-center border-b border-slate-200 px-4 dark:border-slate-800 ${isCompact ? 'justify-center' : 'justify-between'}`}
        >
          <BrandMark to="/dashboard" compact={isCompact} />
          {!isDesktop ? (
            <button
              type="button"
              onClick={onCloseMobile}
              aria-label={t('common.closeMenu')}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          ) : null}
        </div>
        <nav
          ref={navRef}
          aria-label={t('shell.dashboardNav')}
          className="relative flex-1 overflow-y-auto px-3 py-4"
        >
          <ul className="space-y-1">{mainNav.map(renderLink)}</ul>
          {isAdmin ? (
            <div className="mt-6">
              <h2
                className={`mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400 ${isCompact ? 'sr-only' : ''}`}
              >
                {t('shell.adminPanel')}
              </h2>
              {isCompact ? (
                <div
                  aria-hidden="true"
                  className="mx-3 mb-2 border-slate-200 dark:border-slate-700 border-t"
                />
              ) : null}
              <ul className="space-y-1">{adminNav.map(renderLink)}</ul>
            </div>
          ) : null}
        </nav>
        <div className="shrink-0 space-y-3 border-t border-slate-200 p-3 dark:border-slate-800">
          {isCompact ? null : (
            <div className="rounded-lg bg-brand-50 px-3 py-2 dark:bg-slate-800">
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('shell.currentPlan')}</p>
              <p className="text-sm font-semibold text-brand-700 dark:text-indigo-300">{planName}</p>
            </div>
          )}
          <button
            type="button"
            onClick={onLogout}
            title={isCompact ? t('shell.logout') : undefined}
            className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50 ${isCompact ? 'justify-center' : ''}`}
          >
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className={isCompact ? 'sr-only' : ''}>{t('shell.logout')}</span>
          </button>
          <p className={`text-xs text-slate-500 dark:text-slate-400 ${isCompact ? 'text-center' : 'px-3'}`}>
            {t('shell.version', { version: APP_VERSION })}
          </p>
        </div>
      </aside>
    </>
  );
}
