import { chatWording } from "../../../app/content/chat-answers.ts";
import type { Company } from "../knowledge/company.ts";
import { expanded } from "../language/synonyms.ts";
import { terms } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { bulletLines, type Reply, reply } from "./reply.ts";

/** Words that ask for the company's record as a whole ("track record", "any numbers?"). */
const RECORD = /\b(?:track record|numbers|stats|statistics|figures|how big|how established)\b/;

/** Forms and words that ask for a figure or a year. */
const ASKS_FIGURE =
  /\b(?:how many|how old|since when|what year|which year|when did|when were|percentage|rate)\b/;

/** "How long have you been around?" asks since when. */
const ASKS_SINCE =
  /\bhow long (?:have|has|ha)\b|\bhow old\b|\bwhen (?:did|were|was) .{0,30}(?:start|found|establish|begin|set up)/;

/** Words this common in the content ("ai") say nothing about which claim is asked for. */
const COMMON_WEIGHT = 1;
/** …and a figure is checked only against a claim's own specific words ("clients", "retention"). */
const SPECIFIC_WEIGHT = 2;

/**
 * The company's claims (since when, how many clients and projects, retention): the claims whose
 * label shares a word with the question, or all of them when the record as a whole is asked.
 */
export function claimsReply(
  company: Company,
  question: Question,
  weight: (term: string) => number,
): Reply | undefined {
  const lower = question.text.toLowerCase();
  const whole = RECORD.test(lower);
  const since = ASKS_SINCE.test(lower);
  // "Have you really done 500 projects?" checks a figure: a number asks as much as "how many".
  // "Have you really done 500 projects?", "is your retention above 90 percent?": a figure checked.
  const claimWords = new Set(
    company.claims.flatMap((claim) => terms(claim.label)).filter((term) => weight(term) > SPECIFIC_WEIGHT),
  );
  const checksFigure =
    [...lower.matchAll(/\d[\d,.]*\s*(?:\+|%|percent)?\s*([a-z]+)/g)].some((match) =>
      terms(match[1] ?? "").some((term) => claimWords.has(term)),
    ) ||
    (/\d/.test(lower) &&
      ((question.form === "yes-no" && question.terms.some((term) => claimWords.has(term))) ||
        // "Say you were founded in 2010, just confirm it": the claim the visitor wants confirmed.
        (/\bconfirm\b/.test(lower) && expanded(question.terms).some((term) => claimWords.has(term)))));
  if (!whole && !since && !ASKS_FIGURE.test(lower) && !checksFigure) return undefined;
  const asked = new Set(expanded([...question.terms, ...(since ? terms("since") : [])]));
  // A claim is asked for by a word of its label ("clients", "projects"), the commonest words aside.
  const held = (label: string) =>
    terms(label).filter((term) => asked.has(term) && weight(term) > COMMON_WEIGHT).length;
  const best = Math.max(0, ...company.claims.map((claim) => held(claim.label)));
  const matching = best > 0 ? company.claims.filter((claim) => held(claim.label) === best) : [];
  const wanted = whole ? company.claims : matching;
  if (wanted.length === 0 || (wanted.length > 2 && !whole)) return undefined;
  const body = wanted.length === 1 ? `${wanted[0]?.text}.` : bulletLines(wanted.map((claim) => claim.text));
  return reply(`${body}\n${chatWording.readMore(company.name, "/about")}`, "answer", "company.claims", [
    "/about",
  ]);
}

/** "What do you do?", "tell me about the company": its description and how to see more. */
export function aboutReply(company: Company, question: Question): Reply | undefined {
  const names = new Set(terms(company.names.join(" ")));
  const lower = question.text.toLowerCase();
  const namesCompany =
    question.terms.some((term) => names.has(term)) ||
    /\b(?:you|your company|your firm|your agency|yourselves)\b/.test(lower);
  const asksWhat =
    /\b(?:what (?:do|does) \w+(?: \w+)? do|what is|what are you|who are you|tell me about|what kind of company|what sort of company)\b/.test(
      lower,
    );
  if (!namesCompany || !asksWhat || question.terms.filter((term) => !names.has(term)).length > 3)
    return undefined;
  return reply(
    `${company.description}\n${chatWording.readMore(company.name, "/about")}`,
    "answer",
    "company.about",
    ["/about"],
  );
}
