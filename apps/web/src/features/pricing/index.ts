// The pricing feature's public surface: pages and other features import only this file.
export { PricingSection } from './components/pricing-section.tsx';
