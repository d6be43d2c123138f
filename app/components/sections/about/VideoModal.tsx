import { type MouseEvent, type RefObject, useEffect, useId, useRef } from "react";
import type { VideoMedia } from "./CeoVideo";

/**
 * The About page's modal video player (SPEC §4 "CEO video": "The modal (mobile) opens on
 * click and closes by the close button or the backdrop, which also pauses the video").
 *
 * A native <dialog> opened with showModal(): the browser makes the rest of the page inert,
 * traps focus and closes it on Escape. A click on the backdrop (the dialog element itself,
 * outside its content) closes it too. Closing pauses the video and returns focus to
 * `returnFocusRef`. If the browser refuses to start playback, nothing is shown: the
 * visitor can press play in the player's own controls.
 */
export function VideoModal({
  open,
  onClose,
  title,
  media,
  returnFocusRef,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  media: VideoMedia;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      videoRef.current?.play().catch(() => {
        // Autoplay refused: say nothing, the player's controls are right there.
      });
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The page behind does not scroll while the player is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const handleClose = () => {
    videoRef.current?.pause();
    onClose();
    returnFocusRef?.current?.focus();
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // Only the backdrop (or the dialog's own padding) has the dialog itself as target.
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a native modal dialog; this handles backdrop clicks.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={onDialogClick}
      className="m-auto w-[min(calc(100vw-1.5rem),64rem)] max-w-none overflow-visible bg-transparent p-0 text-white backdrop:bg-navy-950/85 backdrop:backdrop-blur-sm"
    >
      <div className="rounded-2xl bg-navy-900 p-3 shadow-2xl md:p-4">
        <div className="flex items-center justify-between gap-4 pb-3 pl-1">
          <h2 id={titleId} className="text-base text-white md:text-lg">
            {title}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/25 text-white hover:border-accent-cyan"
            aria-label="Close video"
            onClick={() => dialogRef.current?.close()}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <video
          ref={videoRef}
          className="aspect-video w-full rounded-xl bg-navy-950"
          poster={media.poster.src}
          width={media.poster.width}
          height={media.poster.height}
          controls
          muted
          playsInline
          preload="none"
        >
          <source src={media.webm} type="video/webm" />
          <source src={media.mp4} type="video/mp4" />
          <track kind="captions" src={media.captions} srcLang="en" label="English" />
        </video>
      </div>
    </dialog>
  );
}
