import { lazy, Suspense, useRef, useState } from "react";
import type { AboutPage, Image } from "../../../content/schema";
import { SectionHeader } from "../../ui/SectionHeader";

/** The modal player is only for phones, and only once asked for: its code is not among the page's first scripts (issue 31). */
const VideoModal = lazy(() => import("./VideoModal").then((module) => ({ default: module.VideoModal })));

/** The self-made CEO video (scripts/make-ceo-video.ts), served from public/media. */
export type VideoMedia = { webm: string; mp4: string; captions: string; poster: Image };

export const ceoVideoFiles = {
  webm: "/media/ceo-message.webm",
  mp4: "/media/ceo-message.mp4",
  captions: "/media/ceo-message.vtt",
} as const;

/** "0:10" for a 10-second video: its length is where its last caption ends. */
export function durationLabel(captions: readonly { end: number }[]): string {
  const seconds = Math.round(Math.max(0, ...captions.map((cue) => cue.end)));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** SPEC §9: "Video modal breakpoint: 768 px" — at or below it the video opens in the modal. */
export const VIDEO_MODAL_QUERY = "(max-width: 768px)";

/**
 * The About page's CEO video (SPEC §4 "CEO video"): a play/pause toggle, back to paused
 * (and the start) when it ends; at 768 px and below a click on the video or the toggle
 * opens the modal player instead. A failed play() shows nothing. Captions can be switched
 * on, and the full transcript is on the page.
 */
export function CeoVideo({
  video,
  posterSvg,
}: {
  video: AboutPage["ceoVideo"];
  /** The poster artwork as inline SVG (build time): no request, and never the page's LCP image. */
  posterSvg: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  /** Until the first play (and again after the end) the poster artwork covers the video. */
  const [started, setStarted] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  /** Mounted at the first opening, then kept, so it closes with its own transition. */
  const [modalWanted, setModalWanted] = useState(false);
  const media: VideoMedia = { ...ceoVideoFiles, poster: video.poster };

  const opensModal = () => window.matchMedia(VIDEO_MODAL_QUERY).matches;

  const toggle = () => {
    if (opensModal()) {
      setModalWanted(true);
      setModalOpen(true);
      return;
    }
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch(() => {
        // Playback refused (autoplay policy, no codec): nothing to tell the visitor.
      });
    } else {
      element.pause();
    }
  };

  const onEnded = () => {
    const element = videoRef.current;
    if (element) element.currentTime = 0;
    setPlaying(false);
    setStarted(false);
  };

  const toggleCaptions = () => {
    const next = !captionsOn;
    setCaptionsOn(next);
    const track = videoRef.current?.textTracks[0];
    if (track) track.mode = next ? "showing" : "hidden";
  };

  return (
    <section aria-labelledby="about-video-title" className="section">
      <div className="container-page grid gap-x-12 gap-y-8 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div className="lg:col-start-2 lg:self-end">
          <SectionHeader id="about-video-title" eyebrow="Our story" title={video.title} />
        </div>
        <figure className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="relative overflow-hidden rounded-3xl bg-navy-900 shadow-[var(--shadow-card)]">
            <video
              ref={videoRef}
              className="block aspect-video w-full cursor-pointer"
              width={video.poster.width}
              height={video.poster.height}
              muted
              playsInline
              preload="none"
              aria-label={video.title}
              onClick={toggle}
              onPlay={() => {
                setPlaying(true);
                setStarted(true);
              }}
              onPause={() => setPlaying(false)}
              onEnded={onEnded}
            >
              <source src={media.webm} type="video/webm" />
              <source src={media.mp4} type="video/mp4" />
              <track kind="captions" src={media.captions} srcLang="en" label="English" />
            </video>
            {started ? null : (
              <div
                className="pointer-events-none absolute inset-0 [&>svg]:h-full [&>svg]:w-full"
                // Our own SVG file, inlined at build time (see inline-svg.ts).
                dangerouslySetInnerHTML={{ __html: posterSvg }}
              />
            )}
            {playing ? null : (
              <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex flex-col">
                <span className="flex flex-1 items-center justify-center">
                  <span className="inline-flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-accent-cyan to-accent-violet text-navy-900 shadow-lg md:size-20">
                    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
                    </svg>
                  </span>
                </span>
                <span className="flex items-end justify-between gap-4 bg-gradient-to-t from-navy-950/80 to-transparent px-5 pt-10 pb-4 text-white">
                  <span className="text-lg font-semibold md:text-xl">{video.title}</span>
                  <span className="text-sm text-white/80">{durationLabel(video.captions)}</span>
                </span>
              </span>
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              ref={toggleRef}
              type="button"
              className="btn btn-primary"
              aria-label={playing ? "Pause video" : "Play video"}
              onClick={toggle}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d={playing ? "M4 3h3v10H4zM9 3h3v10H9z" : "M4 2.5v11l9-5.5z"} fill="currentColor" />
              </svg>
              {playing ? "Pause" : "Play"}
            </button>
            <button
              type="button"
              className="btn btn-outline max-md:hidden"
              aria-pressed={captionsOn}
              onClick={toggleCaptions}
            >
              Captions
            </button>
          </div>
          <figcaption className="mt-3 text-[0.9375rem] text-muted">{video.caption}</figcaption>
        </figure>
        <blockquote className="space-y-4 lg:col-start-2 lg:self-start border-l-4 border-accent-violet/60 pl-5">
          {video.transcript.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
      </div>
      {modalWanted && (
        <Suspense fallback={null}>
          <VideoModal
            open={modalOpen}
            onClose={() => setModalOpen(false)}
            title={video.title}
            media={media}
            returnFocusRef={toggleRef}
          />
        </Suspense>
      )}
    </section>
  );
}
