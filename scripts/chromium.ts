/**
 * The one way this project starts a browser (tests, screenshots, Lighthouse): Debian's Chromium
 * (scripts/setup-machine.sh installs it; nothing downloads a browser), with the flags this
 * machine kind needs. Without the background-networking flags Chromium keeps trying hosts the
 * closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
