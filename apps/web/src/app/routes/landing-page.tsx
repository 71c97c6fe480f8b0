import { useEffect } from 'react';
import { ClosingCta } from '../../features/landing/components/closing-cta.tsx';
import { DemoSection } from '../../features/landing/components/demo-section.tsx';
import { FaqAccordion } from '../../features/landing/components/faq-accordion.tsx';
import { FeaturesSection } from '../../features/landing/components/features-section.tsx';
import { HeroSection } from '../../features/landing/components/hero-section.tsx';
import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { SkipLink } from '../../features/landing/components/skip-link.tsx';
import { TestimonialCarousel } from '../../features/landing/components/testimonial-carousel.tsx';
import { TopBar } from '../../features/landing/components/top-bar.tsx';
import { PricingSection } from '../../features/pricing/components/pricing-section.tsx';

/**
 * The browser lays out and paints a section only once it comes near the screen; the first paint
 * of this long page is then the hero alone (a much shorter main-thread task on a slow phone).
 */
const paintWhenNear = '[content-visibility:auto] [contain-intrinsic-size:auto_1000px]';

/** `/` (spec §2 Public). */
export default function LandingPage() {
  // The page is drawn by script, after the browser's own jump to `/#faq` and the like has been
  // tried; do the jump once the sections exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <SkipLink />
      <TopBar />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection />
        <div className={paintWhenNear}>
          <FeaturesSection />
        </div>
        <div className={paintWhenNear}>
          <DemoSection />
        </div>
        <div className={paintWhenNear}>
          <PricingSection />
        </div>
        <div className={paintWhenNear}>
          <TestimonialCarousel />
        </div>
        <div className={paintWhenNear}>
          <FaqAccordion />
        </div>
        <div className={`pt-20 ${paintWhenNear}`}>
          <ClosingCta />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
