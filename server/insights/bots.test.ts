import { describe, expect, it } from "vitest";
import { isBotUserAgent, isPrefetch } from "./bots.ts";
import { deviceClass } from "./device.ts";

/** Issue 14: "not for prefetches, not for known bots and crawlers"; "device class (mobile/tablet/desktop from the user agent)". */

const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("bot filtering", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    [
      "GPTBot",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    ],
    [
      "headless Chrome",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    ],
    ["curl", "curl/8.5.0"],
    ["an uptime monitor", "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)"],
    ["no user agent", undefined],
    ["an empty user agent", "  "],
  ])("does not count %s", (_name, userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it.each([
    ["Chrome on Windows", CHROME_DESKTOP],
    ["Safari on iPhone", IPHONE],
    ["Chrome on Android", ANDROID_PHONE],
  ])("counts %s", (_name, userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });

  it("recognises speculative loads by Sec-Purpose or Purpose", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });
});

describe("device class", () => {
  it.each([
    [CHROME_DESKTOP, "desktop"],
    [IPHONE, "mobile"],
    [ANDROID_PHONE, "mobile"],
    [ANDROID_TABLET, "tablet"],
    [IPAD, "tablet"],
  ])("%s → %s", (userAgent, expected) => {
    expect(deviceClass(userAgent)).toBe(expected);
  });

  // iPadOS 13+ sends a Mac's user agent; only the touch screen the beacon reports tells them apart.
  it("counts a 'Mac' with a touch screen as a tablet, and a Mac without one as a desktop", () => {
    expect(deviceClass(SAFARI_MAC, true)).toBe("tablet");
    expect(deviceClass(SAFARI_MAC, false)).toBe("desktop");
    expect(deviceClass(SAFARI_MAC)).toBe("desktop");
    // A touch-screen Windows laptop stays a desktop.
    expect(deviceClass(CHROME_DESKTOP, true)).toBe("desktop");
  });
});
