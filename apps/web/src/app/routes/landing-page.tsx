import { useEffect } from 'react';
import {
  ClosingCta,
  DemoSection,
  FaqAccordion,
  FeaturesSection,
  HeroSection,
  SiteFooter,
  SkipLink,
  TestimonialCarousel,
  TopBar,
} from '../../features/landing/index.ts';
import { PricingSection } from '../../features/pricing/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * The browser lays out and paints a section only once it comes near the screen; the first paint
 * of this long page is then the hero alone (a much shorter main-thread task on a slow phone).
 */
const paintWhenNear = '[content-visibility:auto] [contain-intrinsic-size:auto_1000px]';

/** `/` (spec §2 Public). */
export default function LandingPage() {
  usePageTitle(useT()('landing.pageTitle'));
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
