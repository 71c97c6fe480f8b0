import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { SkipLink } from '../../features/landing/components/skip-link.tsx';
import { TopBar } from '../../features/landing/components/top-bar.tsx';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy.tsx';
import { usePageTitle } from '../../features/legal/use-page-title.ts';

/** `/privacy-policy` (spec §2 Public). */
export default function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy | Shelfwise');
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
