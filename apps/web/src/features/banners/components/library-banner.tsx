import type { PlanId } from '@shelfwise/contract';
import { useAppSettings } from '../../app-settings/index.ts';
import { AdBanner } from './ad-banner.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/**
 * The library page's banner (spec §2): the welcome banner for premium, the sponsored one otherwise,
 * with the items an admin set in App Settings.
 */
export function LibraryBanner({ plan, name }: { plan: PlanId; name: string }) {
  const { bannerItems } = useAppSettings();
  if (plan === 'premium') return <WelcomeBanner name={name} />;
  return <AdBanner isBasic={plan === 'basic'} items={bannerItems} />;
}
