import type { BannerItem } from '@shelfwise/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/i18n.ts';
import { AD_ROTATION_MS } from '../lib/content.ts';
import { useRotation } from '../lib/use-rotation.ts';
import { PlanBadge } from './plan-badge.tsx';
import { RotationControls } from './rotation-controls.tsx';

const ctaClasses =
  'inline-flex h-9 shrink-0 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700';

/**
 * '#' does not navigate (spec §4): it is shown, but is not a link. Only a path of this site or an
 * https address becomes one (the server accepts nothing else; the settings preview shows drafts).
 */
function CallToAction({ item }: { item: BannerItem }) {
  const isSitePath = item.link.startsWith('/') && !item.link.startsWith('//');
  if (!isSitePath && !item.link.startsWith('https://')) {
    return <span className={`${ctaClasses} cursor-default opacity-90 hover:bg-brand-600`}>{item.cta}</span>;
  }
  if (isSitePath) {
    return (
      <Link to={item.link} className={ctaClasses}>
        {item.cta}
      </Link>
    );
  }
  return (
    <a href={item.link} target="_blank" rel="noopener noreferrer sponsored" className={ctaClasses}>
      {item.cta}
    </a>
  );
}

/**
 * The sponsored banner of spec §1/§4 for free users (and basic users, with the BASIC badge): four
 * items, one every 8 s, each with image, title, subtitle, call to action, sponsor and link. The
 * items come from the app settings; `showIndex` brings one to the front (the settings preview).
 */
export function AdBanner({
  isBasic,
  items,
  showIndex,
}: {
  isBasic: boolean;
  items: BannerItem[];
  showIndex?: number;
}) {
  const t = useT();
  const rotation = useRotation(items.length, AD_ROTATION_MS);
  const { go } = rotation;
  useEffect(() => {
    if (showIndex !== undefined) go(showIndex);
  }, [showIndex, go]);
  const item = items[rotation.index] ?? items[0];
  if (!item) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner.sponsored')}
      data-testid="ad-banner"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-5 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
      {...rotation.handlers}
    >
      <img
        key={`${rotation.index}:${item.image}`}
        src={item.image}
        alt=""
        width={128}
        height={96}
        loading="lazy"
        decoding="async"
        className="hidden h-24 w-32 shrink-0 rounded-xl object-cover sm:block"
      />
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={t('banner.position', { index: rotation.index + 1, count: items.length })}
        aria-live={rotation.isRunning ? 'off' : 'polite'}
        className="min-h-[88px] min-w-0 flex-1 sm:min-h-0"
      >
        <div className="flex items-start justify-between gap-2">
          <p className="text-xs font-medium text-slate-600 dark:text-slate-300">
            {t('banner.sponsoredBy')} <span data-testid="ad-sponsor">{item.sponsor}</span>
          </p>
          {isBasic ? <PlanBadge label="BASIC" /> : null}
        </div>
        <h2
          className="mt-0.5 text-base font-bold text-slate-900 sm:text-lg dark:text-white"
          data-testid="ad-title"
        >
          {item.title}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{item.subtitle}</p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-2 sm:flex-col sm:items-end sm:justify-center sm:gap-3">
        <CallToAction item={item} />
        <RotationControls
          label={t('banner.sponsoredItem')}
          count={items.length}
          index={rotation.index}
          onPick={rotation.go}
          paused={rotation.pausedByUser || rotation.reducedMotion}
          onTogglePause={rotation.togglePause}
        />
      </div>
    </section>
  );
}
