/**
 * WebVTT for the CEO video's captions, built from the same content lines the video shows
 * (app/content/about.ts, aboutPage.ceoVideo.captions). scripts/make-ceo-video.ts writes
 * public/media/ceo-message.vtt with it; a unit test keeps the file in sync with the content.
 */
export type CaptionCue = { start: number; end: number; text: string };

/** 2.4 → "00:00:02.400" */
export function vttTimestamp(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const ms = totalMs % 1000;
  const totalSeconds = (totalMs - ms) / 1000;
  const s = totalSeconds % 60;
  const m = Math.floor(totalSeconds / 60) % 60;
  const h = Math.floor(totalSeconds / 3600);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

export function toWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map((cue, index) => {
    if (!(cue.end > cue.start)) throw new Error(`Caption ${index + 1} ends before it starts`);
    const text = cue.text.replace(/-->/g, "→").replace(/\n{2,}/g, "\n");
    return `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}
