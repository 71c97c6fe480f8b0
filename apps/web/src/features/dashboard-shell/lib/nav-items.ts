import {
  BarChart3,
  Bell,
  BookOpen,
  CreditCard,
  FileText,
  Gift,
  Handshake,
  HeartHandshake,
  History,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  SlidersHorizontal,
  UserRoundCog,
  Users,
} from 'lucide-react';
import type { MessageKey } from '../../../lib/i18n/i18n.ts';

export interface NavItem {
  to: string;
  /** The catalogue key of its text. */
  label: MessageKey;
  icon: LucideIcon;
  /** Other paths on which the link also shows as current. */
  alsoActiveOn?: string[];
}

/** Sidebar links of spec §2 Dashboard shell, in order, with Friends (recommendations) after Borrowers. */
export const mainNav: NavItem[] = [
  { to: '/dashboard/collection', label: 'nav.collection', icon: BookOpen, alsoActiveOn: ['/dashboard'] },
  { to: '/dashboard/wishlist', label: 'nav.wishlist', icon: Gift },
  { to: '/dashboard/loans', label: 'nav.loans', icon: Handshake },
  { to: '/dashboard/borrowers', label: 'nav.borrowers', icon: Users },
  { to: '/dashboard/friends', label: 'nav.friends', icon: HeartHandshake },
  { to: '/dashboard/history', label: 'nav.history', icon: History },
  { to: '/dashboard/reminders', label: 'nav.reminders', icon: Bell },
  { to: '/dashboard/statistics', label: 'nav.statistics', icon: BarChart3 },
  { to: '/dashboard/subscription', label: 'nav.subscription', icon: CreditCard },
  { to: '/dashboard/settings', label: 'nav.settings', icon: Settings },
];

/** Admin Panel links (role admin only). */
export const adminNav: NavItem[] = [
  { to: '/dashboard/admin/overview', label: 'nav.adminOverview', icon: LayoutDashboard },
  { to: '/dashboard/admin/users', label: 'nav.adminUsers', icon: UserRoundCog },
  { to: '/dashboard/admin/settings', label: 'nav.adminSettings', icon: SlidersHorizontal },
  { to: '/dashboard/admin/logs', label: 'nav.adminLogs', icon: FileText },
];

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** Whether `item` is the current page: its path or anything under it, or one of `alsoActiveOn` exactly. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const here = trim(pathname);
  return here === item.to || here.startsWith(`${item.to}/`) || (item.alsoActiveOn ?? []).includes(here);
}

/** Pages that are not a sidebar link, named for the tab after the link they belong to. */
const otherPages: Array<[RegExp, MessageKey]> = [
  [/^\/dashboard\/library\//, 'shell.bookPage'],
  [/^\/dashboard\/import$/, 'import.title'],
];

/** The catalogue key of the page's name at `pathname` (the tab title): its sidebar link, else its own. */
export function pageNameKey(pathname: string): MessageKey {
  const item = [...mainNav, ...adminNav].find((i) => isNavItemActive(i, pathname));
  if (item) return item.label;
  const here = trim(pathname);
  return otherPages.find(([pattern]) => pattern.test(here))?.[1] ?? 'nav.collection';
}
