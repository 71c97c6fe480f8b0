import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BACKGROUND_ROTATION_MS, CLOCK_TICK_MS, welcomeBackgrounds } from '../lib/content.ts';
import { clockText, greetingFor, isDaytime } from '../lib/greeting.ts';
import { useNow, useRotation } from '../lib/use-rotation.ts';
import { PlanBadge } from './plan-badge.tsx';
import { RotationControls } from './rotation-controls.tsx';

/**
 * The premium welcome banner of spec §1/§4: PRO and AD-FREE badges, a greeting by the reader's own
 * clock, a clock ticking every second, and nine backgrounds, one every 5 s. The spec's fixed weather
 * placeholder (72°F, Sunny) is not shown: Shelfwise does not know the reader's weather, and a made-up
 * forecast is worse than none. Only the
 * current background (and the one fading out) is in the page, each loaded lazily.
 */
export function WelcomeBanner({ name }: { name: string }) {
  const t = useT();
  const now = useNow(CLOCK_TICK_MS);
  const rotation = useRotation(welcomeBackgrounds.length, BACKGROUND_ROTATION_MS);
  const [previous, setPrevious] = useState<number | null>(null);
  const [current, setCurrent] = useState(rotation.index);

  useEffect(() => {
    setCurrent((shown) => {
      if (shown !== rotation.index) setPrevious(shown);
      return rotation.index;
    });
  }, [rotation.index]);

  const daytime = isDaytime(now);
  const firstName = name.trim().split(/\s+/)[0] || 'Reader';

  return (
    <section
      aria-label={t('banner.welcome')}
      data-testid="welcome-banner"
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-r from-indigo-900 to-violet-800 text-white shadow-sm"
      {...rotation.handlers}
    >
      {previous !== null ? (
        <img
          key={`bg-${previous}`}
          src={welcomeBackgrounds[previous]}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : null}
      <img
        key={`bg-${current}`}
        src={welcomeBackgrounds[current]}
        alt=""
        loading="lazy"
        decoding="async"
        data-testid="welcome-background"
        data-index={current}
        onLoad={(event) => event.currentTarget.classList.replace('opacity-0', 'opacity-100')}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-0 transition-opacity duration-700"
      />
      {/* The text stays readable on every background: a dark veil on the side it sits on. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/80 via-slate-950/55 to-slate-950/10"
      />
      <div className="flex min-h-[148px] flex-col justify-between gap-3 p-5 sm:min-h-[132px] sm:flex-row sm:items-center sm:p-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <PlanBadge label="PRO" />
            <PlanBadge label="AD-FREE" />
          </div>
          <h2
            className="mt-2 flex items-center gap-2 text-xl font-bold sm:text-2xl"
            data-testid="welcome-greeting"
          >
            {daytime ? (
              <Sun aria-hidden="true" className="h-6 w-6 text-amber-300" />
            ) : (
              <Moon aria-hidden="true" className="h-6 w-6 text-indigo-200" />
            )}
            {greetingFor(now, firstName)}
          </h2>
          <p className="text-sm text-white/90">{t('banner.welcomeBack')}</p>
        </div>
        <div className="flex items-end justify-between gap-4 sm:flex-col sm:items-end">
          <p className="sm:text-right">
            <time
              dateTime={now.toISOString()}
              className="block font-mono text-2xl font-semibold tabular-nums sm:text-3xl"
              data-testid="welcome-clock"
            >
              {clockText(now)}
            </time>
          </p>
          <RotationControls
            label={t('banner.background')}
            index={rotation.index}
            paused={rotation.pausedByUser || rotation.reducedMotion}
            onTogglePause={rotation.togglePause}
            tone="onImage"
          />
        </div>
      </div>
    </section>
  );
}
