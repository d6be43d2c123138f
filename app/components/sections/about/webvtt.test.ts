import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aboutPage } from "../../../content/about";
import { durationLabel } from "./CeoVideo";
import { toWebVtt, vttTimestamp } from "./webvtt";

describe("CEO video captions", () => {
  it("formats WebVTT timestamps", () => {
    expect(vttTimestamp(0)).toBe("00:00:00.000");
    expect(vttTimestamp(2.4)).toBe("00:00:02.400");
    expect(vttTimestamp(3725.5)).toBe("01:02:05.500");
  });

  it("builds numbered cues", () => {
    expect(toWebVtt([{ start: 0, end: 1.5, text: "Hello" }])).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nHello\n",
    );
    expect(() => toWebVtt([{ start: 2, end: 1, text: "Backwards" }])).toThrow();
  });

  it("public/media/ceo-message.vtt matches the caption lines in app/content (run scripts/make-ceo-video.ts)", () => {
    const file = readFileSync(path.resolve("public/media/ceo-message.vtt"), "utf8");
    expect(file).toBe(toWebVtt(aboutPage.ceoVideo.captions));
  });

  it("captions are in order, do not overlap and fit the ≤ 10 s video", () => {
    const cues = aboutPage.ceoVideo.captions;
    cues.forEach((cue, index) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end);
    });
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(10);
    expect(durationLabel(cues)).toBe("0:10");
  });

  it("the self-made video files stay small (≤ 400 KB each)", () => {
    for (const file of ["ceo-message.webm", "ceo-message.mp4"]) {
      expect(readFileSync(path.resolve("public/media", file)).byteLength).toBeLessThanOrEqual(400 * 1024);
    }
  });
});
