import { useEffect, useState } from "react";
import type { Claim, HomePage } from "../../../content/schema";
import { QuoteButton } from "../../../forms/quote/QuoteButton";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../../hooks/useMediaQuery";
import { siteConfig } from "../../../site.config";
import { Icon } from "../../ui/Icon";
import { StatBlock } from "../../ui/StatBlock";
import {
  advanceTypewriter,
  delayOf,
  initialTypewriterState,
  joinWords,
  SUBTITLE_DELAY_MS,
  typedText,
} from "./typewriter";

/**
 * Home section 1 (SPEC §2 Home): the h1 with the rotating words, the subtitle, Get Quote,
 * Schedule AI Strategy Meeting and the company claims.
 *
 * The h1 is the page's LCP element and complete in the prerendered HTML. Screen readers get
 * one static sentence naming all three words; the typing line is aria-hidden and sits in a
 * box as wide and tall as the longest word, so typing never moves anything (CLS 0). Under
 * prefers-reduced-motion the first word stays and no timer runs.
 */
export function HomeHero({
  hero,
  claims,
  backdropSvg,
}: {
  hero: HomePage["hero"];
  claims: Claim[];
  /** The decorative backdrop as inline SVG markup (prepared at build time by the loader). */
  backdropSvg: string;
}) {
  const words = hero.rotatingWords;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [state, setState] = useState(() => initialTypewriterState(words));
  const [ready, setReady] = useState(false);

  // One timer chain: each step schedules the next from inside its own timer, so the cadence is
  // exact (50 ms per letter, 2000 ms hold) and does not wait for React to re-render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reducedMotion only triggers a re-check.
  useEffect(() => {
    setReady(true);
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) {
      setState(initialTypewriterState(words));
      return;
    }
    let current = initialTypewriterState(words);
    setState(current);
    let typingTimer: ReturnType<typeof setTimeout>;
    const step = () => {
      current = advanceTypewriter(current, words);
      setState(current);
      typingTimer = setTimeout(step, delayOf(current));
    };
    typingTimer = setTimeout(step, delayOf(current));
    return () => {
      clearTimeout(typingTimer);
    };
  }, [words, reducedMotion]);

  const shown = typedText(state, words);

  return (
    <section
      aria-labelledby="home-hero-title"
      data-ready={ready ? "true" : undefined}
      className="relative isolate overflow-hidden bg-navy-900 text-white"
    >
      <div
        className="pointer-events-none absolute inset-0 -z-10 opacity-70 [&>svg]:h-full [&>svg]:w-full"
        // Our own SVG file, inlined at build time; see inline-svg.ts.
        dangerouslySetInnerHTML={{ __html: backdropSvg }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(139_92_246/0.35),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(34_211_238/0.22),transparent)]"
      />
      <div className="container-page pt-16 pb-14 md:pt-24 md:pb-20">
        <p className="eyebrow !text-accent-cyan">{siteConfig.tagline}</p>
        <h1
          id="home-hero-title"
          className="mt-4 max-w-5xl text-[clamp(2.25rem,6.2vw,4.25rem)] leading-[1.08] font-extrabold text-white"
        >
          {/* The headline's text comes first and is the page's LCP; screen readers then hear all three
              words at once, while the typing line is hidden from them. */}
          {hero.headline} <span className="sr-only">{joinWords(words)}</span>
          <span aria-hidden="true" className="block">
            <span className="inline-grid">
              {words.map((word) => (
                <span key={word} className="invisible border-r-[0.08em] pr-[0.06em] [grid-area:1/1]">
                  {word}
                </span>
              ))}
              {/* The caret is the typed text's own right border: the box only grows, nothing moves (CLS 0). */}
              <span className="[grid-area:1/1]">
                <span
                  data-testid="hero-typed-word"
                  className="text-gradient border-r-[0.08em] border-accent-cyan pr-[0.06em] motion-reduce:border-transparent"
                >
                  {shown}
                </span>
              </span>
            </span>
          </span>
        </h1>
        {/* A CSS fade that starts with the first frame, not with the scripts (they load after the first
            paint, ADR 701). Before its delay it is painted at 1% opacity rather than 0: invisible, but part
            of the first paint, so the page's largest contentful paint is not postponed by the delay. */}
        <p
          className="animate-subtitle-in mt-6 max-w-2xl text-lg text-white/85 md:text-xl"
          style={{ animationDelay: `${SUBTITLE_DELAY_MS}ms` }}
        >
          {hero.subtitle}
        </p>
        <div className="mt-9 flex flex-wrap gap-3">
          <QuoteButton className="btn btn-primary px-6">{hero.quoteButtonLabel}</QuoteButton>
          <a
            className="btn btn-ghost-dark px-6"
            href={siteConfig.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name={hero.scheduleLinkIcon} size={20} />
            {hero.scheduleLinkLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <StatBlock claims={claims} tone="dark" className="mt-14 border-t border-white/15 pt-10" />
      </div>
    </section>
  );
}
