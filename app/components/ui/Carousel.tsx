import { type PointerEvent, type ReactNode, useId, useRef } from "react";
import { Icon } from "./Icon";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS, useCarousel } from "./useCarousel";

/** Horizontal distance (px) a touch has to travel to count as a swipe. */
const SWIPE_MIN_PX = 40;

/**
 * One accessible carousel for the testimonials, the experts and the About slider
 * (WAI-ARIA APG carousel pattern, docs/decisions/201-own-carousel-and-tabs.md):
 * - a region with aria-roledescription="carousel" and a label; slides are groups with
 *   aria-roledescription="slide" labelled "n of N"; slides not on show are inert;
 * - a visible rotation control first in reading order (WCAG 2.2.2), auto-advance every
 *   5 s that pauses on hover and keyboard focus, none under reduced motion;
 * - previous/next arrows and one dot per slide, all aria-disabled during the 300 ms
 *   transition (aria-disabled rather than disabled, so keyboard focus stays put);
 * - aria-live "off" while rotating, "polite" otherwise; swipe on touch screens.
 *
 * Slides are stacked in one grid cell and cross-fade, so the carousel is as tall as its
 * tallest slide from the first paint (no layout shift) and every slide's text is in the
 * prerendered HTML.
 */
export function Carousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
  transitionMs = CAROUSEL_TRANSITION_MS,
  arrows = "always",
  tone = "light",
  className = "",
  viewportClassName = "",
}: {
  /** Accessible name of the carousel, e.g. "Client testimonials". */
  label: string;
  slides: ReactNode[];
  intervalMs?: number;
  transitionMs?: number;
  /** "wide": arrows hidden at 1100 px and below (SPEC §4, expert slider). */
  arrows?: "always" | "wide";
  tone?: "light" | "dark";
  className?: string;
  /** Sizing of the slide area, e.g. a fixed height. */
  viewportClassName?: string;
}) {
  const count = slides.length;
  const carousel = useCarousel({ count, intervalMs, transitionMs });
  const slidesId = useId();
  const swipeStart = useRef<number | null>(null);
  const dark = tone === "dark";

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_MIN_PX) carousel.next();
    else if (distance >= SWIPE_MIN_PX) carousel.prev();
  };

  const arrowVisibility = arrows === "wide" ? "hidden wide:inline-flex" : "inline-flex";
  const controlTone = dark
    ? "border-white/25 text-white hover:border-accent-cyan"
    : "border-line bg-white text-ink hover:border-accent-violet";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={carousel.ready ? "true" : undefined}
      className={`relative ${className}`}
      {...carousel.rootHandlers}
    >
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${controlTone}`}
          aria-controls={slidesId}
          onClick={carousel.togglePlaying}
        >
          {carousel.playing ? <PauseGlyph /> : <PlayGlyph />}
          <span>{carousel.playing ? "Stop automatic slide show" : "Start automatic slide show"}</span>
        </button>
      </div>

      <div
        id={slidesId}
        aria-live={carousel.rotating ? "off" : "polite"}
        className={`grid touch-pan-y ${viewportClassName}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, index) => {
          const current = index === carousel.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels each slide as a group.
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              key={index}
              inert={!current}
              className={`[grid-area:1/1] min-w-0 transition-[opacity,visibility,translate] ease-out ${
                current ? "visible translate-x-0 opacity-100" : "invisible translate-x-2 opacity-0"
              }`}
              style={{ transitionDuration: `${transitionMs}ms` }}
            >
              {slide}
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={`${arrowVisibility} size-11 shrink-0 items-center justify-center rounded-full border transition-opacity aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${controlTone}`}
          aria-controls={slidesId}
          aria-label="Previous slide"
          aria-disabled={carousel.locked || undefined}
          onClick={carousel.prev}
        >
          <Icon name="chevron-left" size={20} />
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of slide pickers, not a form fieldset. */}
        <div role="group" aria-label="Choose a slide" className="flex items-center">
          {slides.map((_, index) => {
            const current = index === carousel.index;
            return (
              <button
                type="button"
                key={index}
                className="group inline-flex size-11 items-center justify-center aria-disabled:cursor-not-allowed"
                aria-controls={slidesId}
                aria-label={`Slide ${index + 1} of ${count}`}
                aria-current={current || undefined}
                aria-disabled={carousel.locked || undefined}
                onClick={() => carousel.goTo(index)}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all duration-300 ${
                    current
                      ? "w-7 bg-gradient-to-r from-accent-teal to-accent-ink"
                      : `w-2.5 ${dark ? "bg-white/40 group-hover:bg-white/70" : "bg-muted/40 group-hover:bg-muted"}`
                  }`}
                />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className={`${arrowVisibility} size-11 shrink-0 items-center justify-center rounded-full border transition-opacity aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${controlTone}`}
          aria-controls={slidesId}
          aria-label="Next slide"
          aria-disabled={carousel.locked || undefined}
          onClick={carousel.next}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}
