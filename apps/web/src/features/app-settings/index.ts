// The app-settings feature's public surface: the public app settings (read by the banner, the
// sign-up form and the dashboard) and the site notice.
export { appSettingsQueryKey, useAppSettings } from './api/get-app-settings.ts';
export { SiteNotice } from './components/site-notice.tsx';
