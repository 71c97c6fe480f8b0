// The landing feature's public surface: pages and other features import only this file.
export { ClosingCta } from './components/closing-cta.tsx';
export { DemoSection } from './components/demo-section.tsx';
export { FaqAccordion } from './components/faq-accordion.tsx';
export { FeaturesSection } from './components/features-section.tsx';
export { HeroSection } from './components/hero-section.tsx';
export { SiteFooter } from './components/site-footer.tsx';
export { SkipLink } from './components/skip-link.tsx';
export { TestimonialCarousel } from './components/testimonial-carousel.tsx';
export { TopBar } from './components/top-bar.tsx';
export { usePrefersReducedMotion } from './lib/use-prefers-reduced-motion.ts';
