/**
 * Issue 30: the live queue tells the team a visitor is waiting: a short tone (which can be
 * turned off; the choice is kept in this browser) and, if the team member allows it, a
 * browser notification while the tab is in the background.
 */
const SOUND_KEY = "meridian:live:sound";

export function soundEnabled(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setSoundEnabled(on: boolean) {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // Storage blocked: the choice lasts until the page is reloaded.
  }
}

let audio: AudioContext | undefined;

/** Two short tones, made in the browser (no sound file to download). */
export function playChime() {
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, now + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + offset);
      oscillator.stop(now + offset + 0.17);
    }
  } catch {
    // No audio in this browser (or not allowed before a click): the tab title still counts.
  }
}

export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

export function notify(title: string, body: string) {
  if (!notificationsSupported() || Notification.permission !== "granted" || !document.hidden) return;
  try {
    new Notification(title, { body, tag: "meridian-live" });
  } catch {
    // Some browsers allow notifications only from a service worker: the sound and title remain.
  }
}
