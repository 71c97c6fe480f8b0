// The admin feature's public surface: the four Admin Panel pages compose these screens.
export { AuditLogScreen } from './components/audit-log-screen.tsx';
export { OverviewScreen } from './components/overview-screen.tsx';
export { SettingsScreen } from './components/settings-screen.tsx';
export { UsersScreen } from './components/users-screen.tsx';
