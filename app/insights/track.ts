import type { BeaconEvent, ChatEventKind, FormEventKind, InsightsForm } from "./events";

/**
 * The site's parts report funnel steps here (issue 14): a lead form's viewed / started /
 * submitted / failed, the chat's opened / first question / lead captured. Tiny on
 * purpose, so any component may call it: steps wait in a short queue until the beacon
 * (./beacon, loaded after the page is interactive) connects and sends them.
 */

type Sink = (event: BeaconEvent) => void;

const MAX_QUEUED = 50;
const queue: BeaconEvent[] = [];
let sink: Sink | undefined;

export function track(kind: FormEventKind, form: InsightsForm): void;
export function track(kind: ChatEventKind): void;
export function track(kind: FormEventKind | ChatEventKind, form?: InsightsForm): void {
  if (typeof window === "undefined") return;
  const event: BeaconEvent = form
    ? { kind, url: window.location.pathname, form }
    : { kind, url: window.location.pathname };
  if (sink) sink(event);
  else if (queue.length < MAX_QUEUED) queue.push(event);
}

/** The chat-leads hook: call when the chat has captured a visitor's contact details. */
export function trackChatLeadCaptured(): void {
  track("chat_lead");
}

/** The beacon takes over sending; what was queued goes first. */
export function connectTracker(send: Sink): void {
  sink = send;
  for (const event of queue.splice(0)) send(event);
}
