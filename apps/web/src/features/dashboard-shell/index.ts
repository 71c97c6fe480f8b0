// The dashboard-shell feature's public surface: pages and other features import only this file.
export { Sidebar } from './components/sidebar.tsx';
export { TopBar } from './components/top-bar.tsx';
export { pageNameKey } from './lib/nav-items.ts';
export { toShellUser } from './lib/shell-user.ts';
export { useMediaQuery } from './lib/use-media-query.ts';
