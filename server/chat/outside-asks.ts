/**
 * Two kinds of message that a weak intent used to answer on an incidental word (ADR 428):
 *
 *  - a request addressed to the assistant to do a task of the visitor's own or to advise them
 *    on their own life ("can you write my CV?", "which crypto should I buy?", "what should I
 *    name my puppy?"): told by its form (a task verb aimed at "me"/"my"/"right here", or a
 *    question about what the visitor should do or whether their thing is good), and, for
 *    advice, by a word the site's content never uses ("crypto", "diet", "VAT");
 *  - a "do you offer / have you done / are you certified…" about something the content never
 *    mentions, or support "24/7" where the site states opening hours: an honest no.
 *
 * A visitor describing a business need in unusual words ("my mum's bakery needs online
 * orders") is neither: it addresses no task to the assistant and asks no advice form.
 */
import type { Reply } from "./builders/compose.ts";
import {
  declineAction,
  notApplicationStatus,
  notMentioned,
  notOwnRecord,
  notRoundTheClock,
  outOfScope,
} from "./builders/declines.ts";
import { aboutApplication, asksOwnRecord } from "./own-records.ts";
import type { SearchIndex } from "./search-index.ts";
import { taskRequest } from "./task-requests.ts";
import { STOP_WORDS, terms, tokenize } from "./text.ts";

/** Verbs of a task done for the visitor on the spot (not "build", "develop": work we sell). */
const TASK =
  /(?:^|\b(?:can|could|would|will) (?:you|u)(?: please| pls| just| maybe)? |\b(?:please|pls|just|now) |^(?:(?:ok|okay|thanks|thank you|cool|great|so|and|now|also|then)[ ,]+)+)(write|draft|compose|code|program|clone|name|translate|summari[sz]e|calculate|plan|pick|choose)\b(.*)$/;
/** The task is the visitor's own or done here and now. */
const FOR_ME = /\b(?:me|my|mine|for me|myself)\b/;
const HERE_AND_NOW =
  /\b(?:right here|here and now|in this chat|in the chat|right now|complete code|full code)\b/;
/** Things we make for clients, or the papers of a project with us: a task about one of these is a project, not a personal favour. */
const DELIVERABLE =
  /\b(?:projects?|briefs?|requirements|specs?|specifications?|proposals?|scope|apps?|applications?|websites?|sites?|platforms?|products?|systems?|models?|mvps?|tools?|software|chat ?bots?|assistants?|automations?|integrations?|business|company|shop|store|startup'?s? (?:app|site|product))\b/;

/** Asking what the visitor should do, or whether their own thing is good. */
const ADVICE: readonly RegExp[] = [
  /\b(?:which|what)(?: [a-z0-9']+){0,3} should (?:i|we) (?:get|pick|choose|call|watch|read)\b/,
  /\b(?:do|would) you think (?:my|our)\b.{0,60}\b(?:is|would be|will be|could be) (?:a )?(?:good|great|bad|viable|worth it|any good|a good idea|a winner)\b/,
  /\bis (?:my|our)(?: [a-z']+){0,4} (?:idea|plan) (?:good|any good|viable|worth it|a good idea)\b/,
  /\b(?:is|are|will)(?: the)? [a-z0-9]+ (?:going to|gonna|likely to|expected to) (?:rise|fall|increase|drop)\b/,
  // "Can you check if Tesco is GDPR compliant?": another company's standing.
  /\b(?:check|tell me|confirm|know|find out|say) (?:if|whether) (?!(?:you|your|meridian|the site|this site|this chat|it)\b)[a-z0-9'&]+(?: [a-z0-9'&]+){0,3} (?:is|are) (?:[a-z0-9]+ )?(?:compliant|legal|allowed|legit|breaking)\b/,
  /\b(?:what'?s|what is|whats) the (?:best|healthiest|fastest|quickest|easiest) [a-z]+(?: [a-z]+)? to (?:lose|gain|get rid|make money|sleep|quit)\b/,
  /\b(?:do|should|must) (?:we|i) (?:pay|charge|claim|owe)\b.{0,40}\b(?:or|apply|applies)\b/,
];

/**
 * Advice on the visitor's own money, food or pets: what to buy, sell, invest in, bet on, eat
 * or name, which we never sell or advise on, whatever the words.
 */
const OWN_LIFE =
  /\b(?:is|are|will)(?: the)? [a-z0-9]+ (?:going to|gonna|likely to|expected to) (?:go up|go down|crash|double|moon)\b|\b(?:a |good |nice |catchy |cute |cool |the )*(?:name|names|slogan|tagline) for (?:my|our)\b|\b(?:which|what)(?: [a-z0-9']+){0,3} should (?:i|we) (?:buy|invest in|sell|bet on|eat|wear|name)\b|\bwhat should (?:i|we) name\b/;

/** A word the site's passages never use, as typed nor as a typo of one of theirs. */
export const offSite = (index: SearchIndex, word: string): boolean => {
  const onSite = (candidate: string) => terms(candidate).some((term) => index.knows(term));
  if (onSite(word)) return false;
  const corrected = index.correctToken(word);
  // A correction that changes the first letter ("dogs" → "logs") is no typo of a site word.
  return corrected === word || corrected[0] !== word[0] || !onSite(corrected);
};

/** Every word of the site's passages, as written (once per index). */
const passageWords = new WeakMap<SearchIndex, ReadonlySet<string>>();
const wordsOf = (index: SearchIndex): ReadonlySet<string> => {
  let words = passageWords.get(index);
  if (!words) {
    words = new Set(
      index.passages.flatMap((passage) =>
        tokenize([passage.pageTitle, passage.section, passage.text, ...passage.items].join(" ")),
      ),
    );
    passageWords.set(index, words);
  }
  return words;
};

/**
 * Stricter, for saying "we don't offer it": no word of the site even begins like this one
 * ("evals" is in "evaluation", "mentorship" in "mentoring", "tracing" in "trace"), a short word
 * not even as a whole word.
 */
export const neverWritten = (index: SearchIndex, word: string): boolean => {
  if (!offSite(index, word)) return false;
  const words = wordsOf(index);
  if (word.length <= 4) return !words.has(word);
  const stem = word.slice(0, Math.max(4, word.length - 4));
  for (const written of words) if (written.startsWith(stem)) return false;
  return true;
};

const contentWords = (text: string): string[] =>
  tokenize(text).filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));

/**
 * "Can you write my CV for me?", "write me a full chatbot right here", "which crypto should I
 * buy this week?": a task or advice for the visitor, which the assistant does not give.
 * `text`: the plain text of the message.
 */
export function personalRequest(text: string, index: SearchIndex): boolean {
  const task = text.match(TASK);
  if (task) {
    const rest = task[2] ?? "";
    if (HERE_AND_NOW.test(rest)) return true;
    if (FOR_ME.test(rest) && !DELIVERABLE.test(rest)) return true;
  }
  if (OWN_LIFE.test(text)) return true;
  if (ADVICE.some((pattern) => pattern.test(text)))
    return contentWords(text).some((word) => offSite(index, word));
  return false;
}

/**
 * "Has my application been reviewed yet?", "did you get my CV?": the status of the visitor's own
 * application, which the assistant cannot see.
 */
const OWN_APPLICATION =
  /\b(?:my|our) (?:job )?(?:application|applications|cv|resume|submission)\b.{0,40}\b(?:status|been|reviewed|received|seen|looked at|read|progress|update|outcome|yet|shortlisted|rejected|successful)\b|\b(?:did|have|has) (?:you|u|anyone|someone)(?: guys)? (?:get|got|received|receive|seen|see|read|looked at|look at|review|reviewed) my (?:job )?(?:application|cv|resume)\b|\b(?:when|will) (?:will )?i (?:hear back|get (?:a )?(?:reply|response|answer|an answer))\b.{0,30}\b(?:application|applied|role|job|position)\b|\bstatus of my (?:application|cv|resume)\b/;

/** "Do you still have my CV?", "how long do you keep it?": a privacy question, answered as one. */
const RETENTION =
  /\b(?:keep|kept|store|stored|retain|retained|delete|deleted|erase|remove|hold|still have|how long)\b/;

export const asksOwnApplication = (text: string): boolean =>
  OWN_APPLICATION.test(text) && !RETENTION.test(text);

/** "Have you made any X?", "have you done X work before?": past work of a kind. */
const PAST_WORK =
  /\b(?:have|has) (?:you|u|meridian|your team|your company)(?: guys)?(?: ever)? (?:made|done|built|worked on|delivered|created|developed) (?:any |an? |some )?(.+?)(?: work| projects?| before| yet)*$/;
/** "Do you do X?", "do you offer X?": a kind of work asked for. */
const OFFER =
  /\b(?:do|does|can|could) (?:you|u|meridian|your team|your company)(?: guys)?(?: also)? (?:do|offer|provide|sell|run|carry out|perform|design|manufacture|make|supply)\b (.+)$/;
/** "Are you ISO 27001 certified?": a credential asked for. */
const CREDENTIAL =
  /\b(?:are|is) (?:you|u|meridian|your company|your team|your firm|the company|the studio)(?: guys)? (.{1,40}?) (certified|accredited|registered|approved|audited)\b/;
const CREDENTIAL_NOUN: Record<string, string> = {
  certified: "certification",
  accredited: "accreditation",
  registered: "registration",
  approved: "approval",
  audited: "audit",
};
/** Support around the clock, where the site states opening hours. */
const ROUND_THE_CLOCK =
  /\b(?:24 ?\/ ?7|24 7|round the clock|around the clock|all night)\b|(?<!\b(?:within|in|under|than|next|first) )\b24(?: |-)?hours?(?: a day)?(?: support| phone| line| helpdesk| service| cover)\b/;
/** "Can you provide staff for our helpdesk?": people lent to work in the visitor's team. */
const STAFFING =
  /\b(?:provide|supply|lend|rent|hire out|outsource|give)(?: us| me)? (?:(?:human|extra|temporary|temp|some|more|additional|your) )*(?:staff|agents|workers|operators|temps|people|employees|receptionists)\b(?! (?:to|who) (?:build|develop|design|help (?:us )?build))/;

/** Words that frame an offer question and name nothing ("work", "services", "our"). */
const FRAME = new Set(
  terms(
    "work projects project services service stuff things kind kinds type types any some our your company business like such also thing",
  ),
);

export type OutsideAsk = { kind: "unlisted"; thing: string } | { kind: "round-the-clock" };

/**
 * A "do you…" about something the company does not offer: a credential, a kind of past work or
 * of service whose first naming word the site never uses, or support around the clock.
 * `text`: the plain text of the message (with "24/7" kept).
 */
export function outsideAsk(text: string, index: SearchIndex): OutsideAsk | undefined {
  if (ROUND_THE_CLOCK.test(text) && /\b(?:you|u|your|there)\b/.test(text)) return { kind: "round-the-clock" };
  if (STAFFING.test(text) && /\b(?:you|u|your)\b/.test(text))
    return { kind: "unlisted", thing: "staffing, that is people to work in your team or call centre" };
  const credential = text.match(CREDENTIAL);
  if (credential) {
    const qualifier = (credential[1] ?? "").trim();
    const unknown = qualifier.split(" ").some((word) => neverWritten(index, word));
    if (unknown)
      return {
        kind: "unlisted",
        thing: `${qualifier} ${CREDENTIAL_NOUN[credential[2] ?? ""] ?? "certification"}`,
      };
  }
  const past = text.match(PAST_WORK);
  const asked = past ?? text.match(OFFER);
  if (!asked) return undefined;
  const subject = (asked[1] ?? "").replace(/[?.!]+$/, "").trim();
  // "Can you do me a discount?", "do my homework": a favour, not a kind of work.
  if (/^(?:me|my|us)\b/.test(subject)) return undefined;
  const naming = (part: string) =>
    contentWords(part).filter((word) => terms(word).every((term) => !FRAME.has(term)));
  // The thing itself, before what it is for or like: "penetration testing" (of our network).
  const phrase = subject.split(/\s+(?:of|for|like|such as|in|on|with|at|to)\s+/)[0] ?? subject;
  const own = naming(phrase);
  // Its first naming word is one no page even begins like ("penetration testing"), or, for
  // past work, its last ("self-driving car / autonomous vehicle"): a "do you do X for Y?"
  // often ends on a detail of the visitor's own that is no kind of work.
  const first = own[0];
  const last = own.at(-1);
  const unlisted =
    first !== undefined &&
    last !== undefined &&
    (neverWritten(index, first) || (past !== null && neverWritten(index, last)));
  if (!unlisted) return undefined;
  return { kind: "unlisted", thing: phrase };
}

/** The honest reply to a personal request or to an ask for something we don't offer, if any. */
export function outsideReply(text: string, index: SearchIndex): Reply | undefined {
  if (personalRequest(text, index)) return outOfScope("out-of-scope.personal");
  if (asksOwnApplication(text)) return notApplicationStatus();
  const asked = outsideAsk(text, index);
  if (!asked) return undefined;
  return asked.kind === "round-the-clock" ? notRoundTheClock() : notMentioned(asked.thing);
}

/**
 * A task handed to the assistant ("write a phishing e-mail…", task-requests.ts) or a look-up of
 * the visitor's own records ("read my quote request back to me", own-records.ts), checked before
 * any intent so that a word of ours in it ("e-mail", "privacy policy") does not answer it
 * (ADR 434). `text`, `lastVisitorText`: plain text of this message and of the visitor's last.
 */
export function taskOrRecordReply(text: string, lastVisitorText: string): Reply | undefined {
  const task = taskRequest(text);
  if (task === "act") return declineAction("decline.action");
  if (task === "task") return outOfScope("out-of-scope.task");
  if (!asksOwnRecord(text, lastVisitorText)) return undefined;
  return aboutApplication(text, lastVisitorText) ? notApplicationStatus() : notOwnRecord();
}
