import {
  BarChart3,
  Bell,
  BookOpen,
  CreditCard,
  FileText,
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

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths on which the link also shows as current. */
  alsoActiveOn?: string[];
}

/** Sidebar links of spec §2 Dashboard shell, in order, with Friends (recommendations) after Borrowers. */
export const mainNav: NavItem[] = [
  { to: '/dashboard/collection', label: 'Collection', icon: BookOpen, alsoActiveOn: ['/dashboard'] },
  { to: '/dashboard/loans', label: 'Loans', icon: Handshake },
  { to: '/dashboard/borrowers', label: 'Borrowers', icon: Users },
  { to: '/dashboard/friends', label: 'Friends', icon: HeartHandshake },
  { to: '/dashboard/history', label: 'History', icon: History },
  { to: '/dashboard/reminders', label: 'Reminders', icon: Bell },
  { to: '/dashboard/statistics', label: 'Statistics', icon: BarChart3 },
  { to: '/dashboard/subscription', label: 'Subscription', icon: CreditCard },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings },
];

/** Admin Panel links (role admin only). */
export const adminNav: NavItem[] = [
  { to: '/dashboard/admin/overview', label: 'Overview', icon: LayoutDashboard },
  { to: '/dashboard/admin/users', label: 'User Management', icon: UserRoundCog },
  { to: '/dashboard/admin/settings', label: 'App Settings', icon: SlidersHorizontal },
  { to: '/dashboard/admin/logs', label: 'Audit Logs', icon: FileText },
];

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** Whether `item` is the current page: its path or anything under it, or one of `alsoActiveOn` exactly. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const here = trim(pathname);
  return here === item.to || here.startsWith(`${item.to}/`) || (item.alsoActiveOn ?? []).includes(here);
}
