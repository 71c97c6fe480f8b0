import { SiteFooter, SkipLink, TopBar } from '../../features/landing/index.ts';
import { TermsOfService, usePageTitle } from '../../features/legal/index.ts';

/** `/terms-of-service` (spec §2 Public). */
export default function TermsOfServicePage() {
  usePageTitle('Terms of Service | Shelfwise');
  return (
    <>
      <SkipLink />
      <TopBar anchorBase="/" />
      <main id="main" tabIndex={-1} className="outline-none">
        <TermsOfService />
      </main>
      <SiteFooter anchorBase="/" />
    </>
  );
}
