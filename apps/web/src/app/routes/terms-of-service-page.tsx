import { SiteFooter, SkipLink, TopBar } from '../../features/landing/index.ts';
import { TermsOfService } from '../../features/legal/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

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
