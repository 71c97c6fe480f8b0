import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../landing/index.ts';

/**
 * An index that steps every `intervalMs` through `count` items, standing still while the pointer or
 * keyboard focus is on the element, when the reader pauses it, and always for reduced motion
 * (WCAG 2.2.2). Spread `handlers` on the rotating element.
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const isRunning = count > 1 && !reducedMotion && !hovered && !focused && !pausedByUser;

  // Keyed on `index`, so an item chosen by hand gets its full time before the next step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on every step
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isRunning, index, count, intervalMs]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return {
    index,
    go,
    isRunning,
    reducedMotion,
    pausedByUser,
    togglePause: () => setPausedByUser((p) => !p),
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur,
    },
  };
}

/** The current time, refreshed every `tickMs`. */
export function useNow(tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
