/**
 * What the site's own analytics (issue 14, ADR 901) count, written once for the beacon,
 * the server and the Insights screen. Plain constants, no zod: the beacon must stay tiny.
 */

/** A page view, and the "left within BOUNCE_MS" signal of a visit's first view. */
export const VIEW_KINDS = ["view", "bounce"] as const;
/** Each lead form's funnel, in order. */
export const FORM_EVENT_KINDS = ["form_viewed", "form_started", "form_submitted", "form_failed"] as const;
/** The support chat's steps. */
export const CHAT_EVENT_KINDS = ["chat_opened", "chat_question", "chat_lead"] as const;

export const EVENT_KINDS = [...VIEW_KINDS, ...FORM_EVENT_KINDS, ...CHAT_EVENT_KINDS] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export type FormEventKind = (typeof FORM_EVENT_KINDS)[number];
export type ChatEventKind = (typeof CHAT_EVENT_KINDS)[number];

/** The forms whose funnels are counted: the names of their shared schemas (app/forms/validation.ts). */
export const INSIGHTS_FORMS = [
  "quote",
  "homeContact",
  "pageContact",
  "application",
  "consultation",
  "chatLead",
] as const;
export type InsightsForm = (typeof INSIGHTS_FORMS)[number];

export const FORM_LABELS: Record<InsightsForm, string> = {
  quote: "Quote request",
  homeContact: "Contact (home page)",
  pageContact: "Contact (contact page)",
  application: "Job application",
  consultation: "Consultation",
  chatLead: "Chat lead form",
};

export const FORM_STEP_LABELS: Record<FormEventKind, string> = {
  form_viewed: "Viewed",
  form_started: "Started",
  form_submitted: "Submitted",
  form_failed: "Failed",
};

export const CHAT_STEP_LABELS: Record<ChatEventKind, string> = {
  chat_opened: "Chat opened",
  chat_question: "First question asked",
  chat_lead: "Lead captured",
};

/** A visit's first view counts as a bounce when the visitor leaves within this time. */
export const BOUNCE_MS = 10_000;

/** Where the beacon posts. */
export const INSIGHTS_ENDPOINT = "/api/insights";

/** The largest beacon body the server reads. */
export const INSIGHTS_MAX_BODY_BYTES = 2048;

/** What the browser sends: one event per beacon. */
export type BeaconEvent = {
  kind: EventKind;
  /** The page's path and query (the query is read for utm_* only). */
  url: string;
  /** The referring site's host name, on a page load's first view only. */
  referrer?: string;
  /** True for a client-side navigation (not a visit's first view). */
  nav?: boolean;
  form?: InsightsForm;
  /** A touch screen (only sent when true): iPadOS calls itself a Mac, and this tells them apart. */
  touch?: boolean;
};
