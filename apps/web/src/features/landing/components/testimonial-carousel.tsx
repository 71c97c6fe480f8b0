import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { testimonials } from '../lib/testimonials.ts';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion.ts';

export const AUTO_ADVANCE_MS = 5000;

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/**
 * Spec §2: six testimonials, one step every 5 s, any one chosen by its dot. It stands still while
 * the pointer or keyboard focus is on it, when the reader pauses it, and always for readers who ask
 * for reduced motion (WCAG 2.2.2).
 */
export function TestimonialCarousel() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = testimonials.length;
  const running = !reducedMotion && !hovered && !focused && !pausedByUser;

  // Keyed on `index` too, so choosing a slide gives it a full 5 s before the next step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on every step
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">
            {t('landing.testimonials.eyebrow')}
          </p>
          <h2 id="testimonials-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.testimonials.title')}
          </h2>
        </div>
        <section
          aria-roledescription="carousel"
          aria-label={t('landing.testimonials.region')}
          data-testid="testimonial-carousel"
          className="mt-12"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div
              aria-live={running ? 'off' : 'polite'}
              className="flex transition-transform duration-500 ease-out"
              style={{ transform: `translateX(-${index * 100}%)` }}
            >
              {testimonials.map((item, i) => (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
                <div
                  key={item.name}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('landing.testimonials.position', { index: i + 1, count })}
                  aria-hidden={i !== index}
                  data-active={i === index ? 'true' : 'false'}
                  className="w-full shrink-0 p-8 sm:p-12"
                >
                  <figure>
                    <Quote aria-hidden="true" className="h-8 w-8 text-brand-600 dark:text-brand-100" />
                    <blockquote className="mt-4 text-lg leading-relaxed text-pretty sm:text-xl">
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                      >
                        {initials(item.name)}
                      </span>
                      <span>
                        <span className="block font-semibold">{item.name}</span>
                        <span className="block text-sm text-slate-600 dark:text-slate-300">{item.role}</span>
                      </span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>

          <div className="mt-6 flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('landing.testimonials.previous')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <div className="flex items-center">
              {testimonials.map((item, i) => (
                <button
                  key={item.name}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('landing.testimonials.show', { index: i + 1, count })}
                  aria-current={i === index ? 'true' : undefined}
                  className="group inline-flex h-10 w-7 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      i === index
                        ? 'w-6 bg-brand-600 dark:bg-brand-100'
                        : 'w-2.5 bg-slate-400 group-hover:bg-slate-500 dark:bg-slate-500'
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t('landing.testimonials.next')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setPausedByUser((p) => !p)}
                aria-label={pausedByUser ? t('landing.testimonials.play') : t('landing.testimonials.pause')}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                {pausedByUser ? (
                  <Play aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Pause aria-hidden="true" className="h-4 w-4" />
                )}
              </button>
            )}
          </div>
        </section>
      </div>
    </section>
  );
}
