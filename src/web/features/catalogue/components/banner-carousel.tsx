import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/shared/catalogue/types';
import { cn } from '@/web/lib/cn';
import { useLanguage } from '../hooks/use-language';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { BANNER_BACKDROP, BannerSlide } from './banner-slide';

export const AUTO_ADVANCE_MS = 6000;
/** The hero's height, shared with its loading placeholder so nothing below moves when it arrives. */
export const HERO_MIN_HEIGHT = 'min-h-[30rem] sm:min-h-[34rem] lg:min-h-[42rem]';
const SWIPE_MIN_PX = 40;

const control =
  'inline-flex size-10 items-center justify-center rounded-full text-cream ring-1 ring-white/40 transition-colors hover:bg-white/10';

/**
 * The home hero: the banners in the visitor's language, with link and button. Previous/next and
 * dots, arrow keys and swipe; it advances on its own unless hovered, focused, paused, or the visitor
 * prefers reduced motion (WCAG 2.2.2). The first picture is the page's largest paint: eager, high priority.
 */
export function BannerCarousel({ banners, heading }: { banners: Banner[]; heading: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = banners.length;
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const running = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      className={`relative isolate overflow-hidden bg-charcoal text-cream ${HERO_MIN_HEIGHT}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
        go(index + (end < start ? 1 : -1));
      }}
    >
      <div aria-hidden="true" className={BANNER_BACKDROP} />
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 lg:pt-16 lg:pb-16">
        <h1 className="text-xs font-semibold uppercase tracking-[0.22em] text-gold sm:text-sm">{heading}</h1>
        <div className="mt-5 grid" aria-live={running ? 'off' : 'polite'}>
          {banners.map((banner, i) => {
            const active = i === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls
              <div
                key={banner.id}
                role="group"
                aria-roledescription={t('carousel.slideRole')}
                aria-label={t('carousel.slide', { n: i + 1, total: count })}
                inert={!active}
                className={cn(
                  'grid items-center gap-6 transition-opacity duration-500 [grid-area:1/1] motion-reduce:transition-none lg:grid-cols-[1.15fr_1fr]',
                  active ? 'opacity-100' : 'invisible opacity-0',
                )}
              >
                <BannerSlide banner={banner} language={language} eager={i === 0} />
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <div className="mt-6 flex items-center gap-2">
            <button
              type="button"
              className={control}
              aria-label={t('carousel.previous')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <div className="flex items-center">
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  className="group grid size-8 place-items-center rounded-full"
                  aria-label={t('carousel.goTo', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2 rounded-full transition-all motion-reduce:transition-none',
                      i === index ? 'w-6 bg-gold' : 'w-2 bg-cream/50 group-hover:bg-cream/80',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={control}
              aria-label={t('carousel.next')}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            {!reducedMotion && (
              <button
                type="button"
                className={cn(control, 'ml-2')}
                aria-label={paused ? t('carousel.play') : t('carousel.pause')}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? (
                  <Play aria-hidden="true" className="size-4" />
                ) : (
                  <Pause aria-hidden="true" className="size-4" />
                )}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
