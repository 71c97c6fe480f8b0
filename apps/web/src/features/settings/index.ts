// The settings feature's public surface: pages and other features import only this file.
export { useSettings } from './api/get-settings.ts';
export { AccessTokenSettings } from './components/access-token-settings.tsx';
export { AccountSettings } from './components/account-settings.tsx';
export { AppearanceSettings } from './components/appearance-settings.tsx';
export { CalendarSettings } from './components/calendar-settings.tsx';
export { DangerZone } from './components/danger-zone.tsx';
export { LendingSettings } from './components/lending-settings.tsx';
export { NotificationSettings } from './components/notification-settings.tsx';
export { PaymentSettings } from './components/payment-settings.tsx';
export { WebhookSettings } from './components/webhook-settings.tsx';
