import { SiteFooter, SkipLink, TopBar } from '../../features/landing/index.ts';
import { PrivacyPolicy } from '../../features/legal/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** `/privacy-policy` (spec §2 Public). */
export default function PrivacyPolicyPage() {
  usePageTitle(useT()('legal.privacyTitle'));
  return (
    <>
      <SkipLink />
      <TopBar anchorBase="/" />
      <main id="main" tabIndex={-1} className="outline-none">
        <PrivacyPolicy />
      </main>
      <SiteFooter anchorBase="/" />
    </>
  );
}
