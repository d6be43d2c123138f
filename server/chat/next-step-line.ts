/**
 * The stock invitation many replies end with ("To get a proposal for your project, fill in our
 * Get a quote form, contact us, or book a 30-minute AI strategy meeting.") is no fact of the
 * conversation: its "30-minute" does not answer "how long would something like that take?"
 * asked after the reply it closed (ADR 433).
 */
import { NEXT_STEP } from "./builders/pricing.ts";

/** Whether a line or sentence of a reply is (part of) the stock next-step invitation. */
export const isNextStepLine = (unit: string): boolean => {
  const text = unit.replace(/^\s*-\s*/, "").trim();
  return text.length > 0 && NEXT_STEP.includes(text);
};
