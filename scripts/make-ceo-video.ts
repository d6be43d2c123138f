/**
 * Makes the About page's short CEO video (docs/decisions/203-ceo-video-made-in-house.md):
 * renders a 10-second motion graphic frame by frame in the installed Chromium, from the
 * poster's artwork and the caption lines in app/content/about.ts, and encodes it with
 * ffmpeg to WebM (VP9) and MP4 (H.264), plus the WebVTT captions file.
 *
 *   node_modules/.bin/node scripts/make-ceo-video.ts    (needs ffmpeg: apt-get install -y ffmpeg)
 *
 * Output: public/media/ceo-message.{webm,mp4,vtt}. The result is committed; the build
 * does not run this script.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { toWebVtt } from "../app/components/sections/about/webvtt.ts";
import { aboutPage } from "../app/content/about.ts";
import { siteConfig } from "../app/site.config.ts";

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 25;
const SECONDS = 10;
const MAX_BYTES = 400 * 1024;

const root = path.resolve(import.meta.dirname, "..");
const mediaDir = path.join(root, "public/media");
const posterSvg = readFileSync(path.join(root, "public/images/about/ceo-video-poster.svg"), "utf8");
const fontUrl = pathToFileURL(
  path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).href;

/** The poster's artwork is the video's background layer, so the poster is the first frame. */
const background = posterSvg;
const nodes = [
  ...posterSvg.matchAll(/<circle cx="(\d+)" cy="(\d+)" r="([\d.]+)" fill="(#[0-9A-Fa-f]{6})"\/>/g),
].map((match) => ({ x: Number(match[1]), y: Number(match[2]), r: Number(match[3]), fill: match[4] }));

const { captions } = aboutPage.ceoVideo;
const [titleCue, ...lineCues] = captions;
if (!titleCue) throw new Error("aboutPage.ceoVideo.captions is empty");

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** "150+ clients, 500+ projects, 95% client retention." → stat tiles; other lines stay text. */
function cueMarkup(text: string): string {
  const parts = text.replace(/\.$/, "").split(", ");
  if (parts.length > 1 && parts.every((part) => /^\d/.test(part))) {
    const tiles = parts
      .map((part) => {
        const [value, ...label] = part.split(" ");
        return `<div class="stat"><b>${escapeHtml(value ?? "")}</b><span>${escapeHtml(label.join(" "))}</span></div>`;
      })
      .join("");
    return `<div class="stats">${tiles}</div>`;
  }
  return `<p class="line">${escapeHtml(text)}</p>`;
}

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url("${fontUrl}") format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; background: #0b1220; }
body { font-family: Inter, sans-serif; color: #fff; position: relative; }
#scene { position: absolute; inset: 0; transform-origin: 60% 45%; }
#bg, #glow { position: absolute; inset: 0; width: 100%; height: 100%; }
.cue { text-shadow: 0 2px 18px rgb(11 18 32 / 0.8); }
.cue { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; padding: 0 110px; opacity: 0; }
.title { font-size: 39px; font-weight: 700; letter-spacing: -0.01em; }
.name { margin-top: 14px; font-size: 24px; color: #cbd5e1; }
.line { font-size: 46px; line-height: 1.18; font-weight: 700; letter-spacing: -0.02em; text-wrap: balance; }
.stats { display: flex; gap: 28px; }
.stat { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 22px 26px; border-radius: 18px; background: rgb(11 18 32 / 0.82); border: 1px solid rgb(255 255 255 / 0.16); min-width: 210px; }
.stat b { text-shadow: none; font-size: 58px; font-weight: 800; letter-spacing: -0.03em; background: linear-gradient(90deg, #22d3ee, #a78bfa); -webkit-background-clip: text; background-clip: text; color: transparent; }
.stat span { font-size: 20px; color: #cbd5e1; }
#bar { position: absolute; left: 0; bottom: 0; height: 4px; background: linear-gradient(90deg, #22d3ee, #8b5cf6); }
#brand { position: absolute; left: 36px; bottom: 26px; font-size: 17px; font-weight: 600; color: rgb(255 255 255 / 0.8); letter-spacing: 0.02em; }
</style></head><body>
<div id="scene"><img id="bg" src="data:image/svg+xml;base64,${Buffer.from(background).toString("base64")}" alt="">
<svg id="glow" viewBox="0 0 640 360"></svg></div>
<div class="cue" id="cue0"><p class="title">${escapeHtml("A message from our CEO")}</p><p class="name">${escapeHtml("Amara Okonkwo, CEO")}</p></div>
${lineCues.map((cue, index) => `<div class="cue" id="cue${index + 1}">${cueMarkup(cue.text)}</div>`).join("\n")}
<div id="brand">${escapeHtml(siteConfig.brandName)}</div>
<div id="bar"></div>
<script>
const cues = ${JSON.stringify(captions)};
const nodes = ${JSON.stringify(nodes)};
const total = ${SECONDS};
const glow = document.getElementById("glow");
glow.innerHTML = nodes.map((n, i) => '<circle id="n' + i + '" cx="' + n.x + '" cy="' + n.y + '" fill="' + n.fill + '" />').join("");
const ease = (x) => 1 - Math.pow(1 - Math.min(Math.max(x, 0), 1), 3);
window.render = (t) => {
  document.getElementById("scene").style.transform = "scale(" + (1 + 0.06 * (t / total)) + ")";
  nodes.forEach((n, i) => {
    const phase = (t * 0.9 + i * 0.37) % 2;
    const pulse = phase < 1 ? phase : 0;
    const c = document.getElementById("n" + i);
    c.setAttribute("r", String(n.r + pulse * 9));
    c.setAttribute("opacity", String(0.45 * (1 - pulse) * ease((t - 0.2) / 0.8)));
  });
  cues.forEach((cue, i) => {
    const el = document.getElementById("cue" + i);
    const fadeIn = ease((t - cue.start - (i === 0 ? 0.2 : 0)) / 0.45);
    const last = i === cues.length - 1;
    const fadeOut = last ? 1 : 1 - ease((t - (cue.end - 0.35)) / 0.35);
    const visible = t >= cue.start && (last || t < cue.end);
    el.style.opacity = visible ? String(Math.max(0, Math.min(fadeIn, fadeOut))) : "0";
    el.style.transform = "translateY(" + (1 - fadeIn) * 16 + "px)";
  });
  document.getElementById("bar").style.width = (100 * t / total) + "%";
};
</script></body></html>`;

async function renderFrames(dir: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    const htmlFile = path.join(dir, "scene.html");
    writeFileSync(htmlFile, html);
    await page.goto(pathToFileURL(htmlFile).href);
    await page.evaluate(() => document.fonts.ready);
    const frames = FPS * SECONDS;
    for (let frame = 0; frame < frames; frame += 1) {
      await page.evaluate(
        (t) => (window as unknown as { render: (t: number) => void }).render(t),
        frame / FPS,
      );
      await page.screenshot({ path: path.join(dir, `frame-${String(frame).padStart(4, "0")}.png`) });
    }
  } finally {
    await browser.close();
  }
}

function encode(dir: string) {
  const input = [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    path.join(dir, "frame-%04d.png"),
  ];
  const webm = path.join(mediaDir, "ceo-message.webm");
  const mp4 = path.join(mediaDir, "ceo-message.mp4");
  execFileSync("ffmpeg", [
    ...input,
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-pix_fmt", "yuv420p", "-row-mt", "1"],
    ...["-deadline", "good", "-cpu-used", "1", "-an", webm],
  ]);
  execFileSync("ffmpeg", [
    ...input,
    ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "30", "-tune", "animation", "-pix_fmt", "yuv420p"],
    ...["-movflags", "+faststart", "-an", mp4],
  ]);
  for (const file of [webm, mp4]) {
    const bytes = statSync(file).size;
    console.log(`${path.relative(root, file)}: ${(bytes / 1024).toFixed(0)} KB`);
    if (bytes > MAX_BYTES) throw new Error(`${file} is larger than ${MAX_BYTES / 1024} KB`);
  }
}

mkdirSync(mediaDir, { recursive: true });
writeFileSync(path.join(mediaDir, "ceo-message.vtt"), toWebVtt(captions));
const work = mkdtempSync(path.join(tmpdir(), "ceo-video-"));
try {
  await renderFrames(work);
  encode(work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
