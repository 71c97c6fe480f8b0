import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { SkipLink } from '../../features/landing/components/skip-link.tsx';
import { TopBar } from '../../features/landing/components/top-bar.tsx';
import { TermsOfService } from '../../features/legal/components/terms-of-service.tsx';
import { usePageTitle } from '../../features/legal/use-page-title.ts';

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
