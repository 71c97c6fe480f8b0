// The imports feature's public surface: pages and other features import only this file.
export { ImportScreen } from './components/import-screen.tsx';
export { ImportLink, JsonExportButton } from './components/json-export-button.tsx';
