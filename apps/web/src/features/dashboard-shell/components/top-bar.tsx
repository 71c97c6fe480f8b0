import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import type { ShellUser } from '../lib/shell-user.ts';
import { UserMenu } from './user-menu.tsx';

export interface TopBarProps {
  user: ShellUser;
  sidebarId: string;
  isDesktop: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onOpenMobile: () => void;
  onLogout: () => void;
  /** Buttons the page's layout puts before the theme toggle (the phone's Scan). */
  actions?: ReactNode;
}

/** The dashboard top bar (spec §2): menu toggles, theme toggle, who is signed in and the user menu. */
export function TopBar({
  user,
  sidebarId,
  isDesktop,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onOpenMobile,
  onLogout,
  actions,
}: TopBarProps) {
  const t = useT();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
      {isDesktop ? (
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-controls={sidebarId}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      ) : (
        <button
          type="button"
          onClick={onOpenMobile}
          aria-controls={sidebarId}
          aria-expanded={mobileOpen}
          aria-label={t('common.openMenu')}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Menu aria-hidden="true" className="h-5 w-5" />
        </button>
      )}
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        {actions}
        <ThemeToggle />
        <div className="min-w-0 text-right" data-testid="user-summary">
          <p className="max-w-[9rem] truncate text-sm font-semibold text-slate-900 sm:max-w-[16rem] dark:text-white">
            {user.name}
          </p>
          <p className="flex items-center justify-end gap-1.5 text-xs text-slate-600 dark:text-slate-300">
            <span className="font-medium text-brand-700 dark:text-indigo-300">{user.rank}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span className="hidden sm:inline">{user.booksLabel}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span className="hidden sm:inline">{user.planName}</span>
          </p>
        </div>
        <UserMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
