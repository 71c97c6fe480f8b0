// The app-settings feature's light surface: what the sign-in page may import while it runs without
// the app (main.tsx, app/sign-in); nothing here reaches the query cache.
export { getAppSettings } from './api/app-settings-request.ts';
