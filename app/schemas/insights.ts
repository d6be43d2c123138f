import { z } from "zod";
import { EVENT_KINDS, FORM_EVENT_KINDS, INSIGHTS_FORMS } from "../insights/events.ts";
import { INSIGHTS_MAX_RANGE_DAYS } from "./insights-report.ts";

/**
 * The beacon's body as the server accepts it (issue 14: "validates everything … nothing
 * stored"). Strict: an unknown key is a malformed beacon. A form event names its form;
 * no other event may.
 */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const beaconEventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS),
    url: z
      .string()
      .max(1000)
      .regex(/^\/(?!\/)/, "url must be a path on this site"),
    referrer: z.string().regex(HOST_NAME, "referrer must be a host name").optional(),
    nav: z.boolean().optional(),
    form: z.enum(INSIGHTS_FORMS).optional(),
    touch: z.boolean().optional(),
  })
  .strict()
  .refine(
    (event) => (event.form !== undefined) === (FORM_EVENT_KINDS as readonly string[]).includes(event.kind),
    { error: "form is required for form events and only for them", path: ["form"] },
  );

export type ParsedBeaconEvent = z.infer<typeof beaconEventSchema>;

const isoDay = z.iso.date("Use a date as YYYY-MM-DD.");

export const insightsRangeSchema = z
  .object({
    days: z.coerce.number().int().min(1).max(INSIGHTS_MAX_RANGE_DAYS).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((range) => (range.from === undefined) === (range.to === undefined), {
    error: "Give both from and to, or neither.",
    path: ["from"],
  })
  .refine((range) => range.from === undefined || range.to === undefined || range.from <= range.to, {
    error: "from must not be after to.",
    path: ["from"],
  });
