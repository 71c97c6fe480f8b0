import type { PlanId } from '@shelfwise/contract';
import { AdBanner } from './ad-banner.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/** The library page's banner (spec §2): the welcome banner for premium, the sponsored one otherwise. */
export function LibraryBanner({ plan, name }: { plan: PlanId; name: string }) {
  if (plan === 'premium') return <WelcomeBanner name={name} />;
  return <AdBanner isBasic={plan === 'basic'} />;
}
