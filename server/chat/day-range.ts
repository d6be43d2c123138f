/**
 * "Can I ring you on a Saturday?" answered with the opening hours "Mon-Sat 9:00 AM-6:00 PM":
 * the day asked is inside the range the reply states, so the answer is a yes (outside it, a
 * no), said first.
 */
import type { Reply } from "./builders/compose.ts";

const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
/** A weekday the question names ("saturday", "sat", "saturdays"). */
const ASKED_DAY =
  /\b(mon|tue|wed|thu|fri|sat|sun)(?:day|days|s|urday|urdays|nesday|nesdays|rsday|rsdays|sday|sdays|iday|idays)?\b/;
/** A range of weekdays a reply states ("Mon-Sat", "Monday to Friday"). */
const DAY_RANGE =
  /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:-|–|to|through)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i;

/** The reply with "Yes." or "No." first when it states a range of weekdays and the question asks about one. */
export const withDayInRange = (reply: Reply, questionText: string): Reply | undefined => {
  if (reply.kind !== "answer" || /^(?:Yes|No)\b/.test(reply.text)) return undefined;
  const asked = ASKED_DAY.exec(questionText)?.[1];
  const range = DAY_RANGE.exec(reply.text);
  if (!asked || !range?.[1] || !range[2]) return undefined;
  const at = (day: string) => DAYS.indexOf(day.toLowerCase() as (typeof DAYS)[number]);
  const [from, to, day] = [at(range[1]), at(range[2]), at(asked)];
  if (from < 0 || to < 0 || day < 0 || from > to) return undefined;
  return { ...reply, text: `${day >= from && day <= to ? "Yes" : "No"}. ${reply.text}` };
};
