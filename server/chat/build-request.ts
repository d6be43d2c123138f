/**
 * A visitor asking us to build something: "could you make us an app?", "can you build me an
 * online store", "we need a booking website for our salon", "build us a crm". Whatever else the
 * words are near (a website is also what a Progressive Web App is; "make" is also what staff
 * earn), the answer is the service that builds it and the way to a quote. AI pieces (a chatbot,
 * a model, an assistant) are left to the need table, which tells a company GPT from a support
 * agent by the rest of the words.
 */
import { DELIVERABLE } from "./deliverables.ts";
import { OPENING } from "./message-openings.ts";

/** "can you make", "could u guys build", "would you be able to develop", "can you help us build". */
const ASKED_OF_US = new RegExp(
  `^${OPENING}(?:can|could|would|will) (?:you|u|ya|meridian)(?: guys| folks| all)?(?: be able to| help (?:us|me)(?: to)?)? (?:make|build|create|develop|design|redesign|code|program|put together|set up|do)\\b`,
);
/** "we need a …", "i'm looking for someone to build …", "i want an app like …". */
const WANTED =
  /\b(?:we|i|my (?:company|business|team|client)|our (?:company|business|team))(?: really| urgently)? (?:needs?|wants?|would like|'d like|d like|are looking for|'re looking for|re looking for|am looking for|'m looking for|m looking for)\b/;
/** "build us a crm", "make me an app": an order at the start of the message. */
const ORDERED = /^(?:pls |please )?(?:make|build|create|develop|design)\b/;

/** What a visitor asks for on the way to a project, rather than the project itself. */
const NOT_THE_THING =
  /\b(?:quote|quotation|proposal|estimate|price|call|meeting|chat|word|look|partner|team|developer|engineer)\b/;

/** The words after the ask, where the thing to build is named. */
function afterAsk(text: string): string | undefined {
  for (const pattern of [ASKED_OF_US, WANTED, ORDERED]) {
    const match = pattern.exec(text);
    if (match) return text.slice(match.index + match[0].length);
  }
  return undefined;
}

export function asksToBuild(text: string): boolean {
  const rest = afterAsk(text.toLowerCase());
  // One thing follows the ask ("us a…", "someone to build an…"); "I want to know if your app…"
  // asks something else.
  if (rest === undefined || !ONE_THING.test(rest)) return false;
  // The thing names itself within the next few words: "an app", "us a new booking website";
  // "a quote for a fintech app" asks for the quote, not the app.
  const near = (rest.split(/[,.;:?!]/)[0] ?? "").split(/\s+/).filter(Boolean).slice(0, 8).join(" ");
  const named = DELIVERABLE.exec(near);
  return named !== null && !NOT_THE_THING.test(near.slice(0, named.index));
}

/** "(for) us a…", "me an…", "our…", "someone to build a…": one thing, for the visitor. */
const ONE_THING =
  /^\s*(?:(?:someone|somebody) to (?:build|make|create|develop|design) |to (?:build|make|create|develop|design|get|have) )?(?:(?:for )?(?:me|us) )?(?:a|an|the|our|my|one|something|new)\b/;
