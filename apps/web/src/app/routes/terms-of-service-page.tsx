import { SiteFooter, SkipLink, TopBar } from '../../features/landing/index.ts';
import { TermsOfService, usePageTitle } from '../../features/legal/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** `/terms-of-service` (spec §2 Public). */
export default function TermsOfServicePage() {
  usePageTitle(useT()('legal.termsTitle'));
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
