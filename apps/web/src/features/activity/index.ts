// The activity feature's public surface: pages and other features import only this file.
export { HistoryScreen } from './components/history-screen.tsx';
export { activityTypeName, describeActivity } from './lib/describe-activity.ts';
