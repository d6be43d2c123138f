// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VideoModal } from "./VideoModal";

const media = {
  webm: "/media/v.webm",
  mp4: "/media/v.mp4",
  captions: "/media/v.vtt",
  poster: { src: "/images/v.svg", width: 640, height: 360, alt: "" },
};

/** A page with a classic 15 px scrollbar: the viewport is 15 px wider than the root's content box. */
function withScrollbar() {
  vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(window.innerWidth - 15);
}

describe("VideoModal", () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute("style");
  });

  it("issue 15: built on the shared Modal, it locks the page's scrolling with the scrollbar's width compensated, and gives both back on close", () => {
    withScrollbar();
    const view = render(<VideoModal open onClose={() => {}} title="A message from our CEO" media={media} />);
    const root = document.documentElement;
    expect(root.style.overflow).toBe("hidden");
    expect(root.style.paddingRight).toBe("15px");

    view.rerender(
      <VideoModal open={false} onClose={() => {}} title="A message from our CEO" media={media} />,
    );
    expect(root.style.overflow).toBe("");
    expect(root.style.paddingRight).toBe("");
  });

  it('SPEC §4 "CEO video": opening starts the video, closing pauses it', () => {
    const view = render(<VideoModal open onClose={() => {}} title="A message from our CEO" media={media} />);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    view.rerender(
      <VideoModal open={false} onClose={() => {}} title="A message from our CEO" media={media} />,
    );
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });
});
