import { type RefObject, useEffect, useRef } from "react";
import { Modal } from "../../ui/Modal";
import type { VideoMedia } from "./CeoVideo";

/**
 * The About page's modal video player (SPEC §4 "CEO video": "The modal (mobile) opens on
 * click and closes by the close button or the backdrop, which also pauses the video").
 *
 * The shared Modal (native <dialog>: inert page, Escape, backdrop click, scroll lock) in
 * its media look. Opening starts the video, closing pauses it and returns focus to
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
  const videoRef = useRef<HTMLVideoElement>(null);

  // Runs after the Modal's own effect, so the dialog is already showing when playback starts.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (open) {
      video.play().catch(() => {
        // Autoplay refused: say nothing, the player's controls are right there.
      });
    } else {
      video.pause();
    }
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      look="media"
      closeLabel="Close video"
      returnFocusRef={returnFocusRef}
    >
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
    </Modal>
  );
}
