// The legal feature's public surface: pages and other features import only this file.
export { PrivacyPolicy } from './components/privacy-policy.tsx';
export { TermsOfService } from './components/terms-of-service.tsx';
