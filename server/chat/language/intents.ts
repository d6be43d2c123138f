import { normalise } from "./text.ts";

/**
 * What a message does besides asking about the content: small talk, an attempt to change the
 * assistant, a wish to start a project or to reach a person, a question about how to reach us.
 * General English forms only.
 */

export type Intent =
  | "injection"
  | "task"
  | "deal"
  | "greeting"
  | "thanks"
  | "goodbye"
  | "how-are-you"
  | "identity"
  | "human"
  | "booking"
  | "quote"
  | "project"
  | "phone"
  | "email"
  | "address"
  | "hours"
  | "contact"
  | "social";

const ONLY = (body: string) => new RegExp(`^(?:${body})[\\s!.?,]*$`);

const RULES: [Intent, RegExp][] = [
  [
    "injection",
    /\b(?:ignore|disregard|forget) (?:all |any |your |the )?(?:previous |prior |above |earlier )?(?:instructions|rules|prompts?)\b|\bsystem prompt\b|\brepeat after me\b|\byou(?: are|'re| re) now\b|\bpretend (?:to be|you are|you'?re)\b|\bact as\b|\bjailbreak\b|\bdeveloper mode\b|\breveal your (?:instructions|prompt)\b|^\s*(?:system|assistant|developer|admin)\s*:|\binternal (?:notes|documents|data|records)\b/,
  ],
  [
    "task",
    /^(?:(?:can|could|would) you |please |now |ok,? |great,? |nice,? |cool,? )*(?:write|debug|fix|code|program|generate|translate|solve|calculate|compose|draft|rewrite|proofread|summari[sz]e|tell me a joke|give me (?:the )?(?:private|personal|home)|do my|make up|invent|turn (?:that|this|it) into|make (?:that|this|it) (?:into|a|an)|repeat|reveal|paste|recommend (?:me )?(?:a|an|some)|play)\b|\b(?:my homework|my essay|my assignment|a poem|a joke|a recipe)\b|\bhow (?:do|can|should) i (?:file|cook|fix my|install|learn to)\b|\bwhich is better\b.{0,40}\bor\b|\b(?:personal|private|home) (?:mobile|phone|number|address|e-?mail)|\bnames and (?:e-?mails|numbers|addresses)\b/,
  ],
  [
    "deal",
    /\bdiscounts?\b|\b\d+ ?(?:%|percent|per cent) off\b|\bprice[- ]match|\bpromise (?:me|us)\b|\b(?:confirm|guarantee)\b.{0,40}\bin writing\b|\b(?:confirm|authori[sz]e|approve)\b.{0,40}\b(?:fee|price|discount|deal|off|free|cost)\b|\bfixed (?:fee|price)\b.{0,30}\b(?:confirm|agree|promise|guarantee)|\b(?:beat|match|undercut)\b.{0,30}\b(?:quote|price|offer)\b|\b(?:knock|take) (?:\w+ )?off\b|\b(?:will|would) be free\b|\beverything (?:for )?free\b|\bfor free\b.{0,40}\b(?:apply|account)\b/,
  ],
  [
    "greeting",
    ONLY("(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings|yo|howdy)(?: there)?"),
  ],
  [
    "thanks",
    ONLY(
      "(?:thanks|thank you|thx|cheers|ty|great,? thanks|ok,? thanks|perfect,? thanks)(?: a lot| so much)?",
    ),
  ],
  ["goodbye", ONLY("(?:bye|goodbye|see you|see ya|that'?s all|no,? that'?s all|have a (?:good|nice) day)")],
  ["how-are-you", /^how are (?:you|u)\b|^how'?s it going\b/],
  [
    "identity",
    /\bare you (?:a |an )?(?:bot|robot|human|real|ai|person)\b|\bwho am i (?:talking|chatting|speaking) (?:to|with)\b|\bwho are you\b|\bwhat are you\b/,
  ],
  [
    "human",
    /\b(?:talk|speak|chat) (?:to|with) (?:a |an |some|real |actual |live |proper )*(?:human|person|someone|somebody|agent|representative|people|team member)\b|\b(?:real|actual|live) (?:human|person)\b|\bhuman agent\b/,
  ],
  [
    "booking",
    /\b(?:book|schedule|arrange|set up)\b.{0,30}\b(?:call|meeting|consultation|demo|chat|appointment)\b|\b(?:get|have|hop|jump) (?:on )?(?:a|an) (?:free |quick |short |intro |introductory )?(?:call|consultation|meeting|demo)\b/,
  ],
  [
    "quote",
    /\b(?:get|give|need|want|request|send|ask for|like|after|prepare|put together|price) (?:me |us )?(?:a |an |your |that |the |this )?(?:(?:formal|written|proper|rough|ballpark) )?(?:quote|quotation|estimate|proposal)\b|^(?:quote|estimate)\b|\bquotation\b|\b(?:get|have) a price\b|\bprice (?:it|this|that|one) (?:up|for)\b|\bquote (?:me|us)\b/,
  ],
  [
    "project",
    /\b(?:hire|engage) (?:you|your team)\b|\bwho (?:do|should|can|would|could) (?:i|we) (?:talk|speak|chat|go|reach out|get in touch|contact|call|e-?mail)\b|\b(?:someone|somebody|anyone|one of your \w+)\b.{0,25}\b(?:call|ring|phone|contact|e-?mail|get in touch with|reach out to|get back to) (?:me|us)\b|\bcall (?:me|us) back\b|\bput (?:me|us) in touch\b|\b(?:can|could|shall) (?:we|i) (?:talk|speak|meet|have a (?:chat|word))\b|\bwhat(?:'s| is| are)? (?:the |my |our )?(?:next|very first) steps?\b|\bhow (?:do|can|should|would) (?:i|we) (?:get started|start|begin|kick (?:it |this |things )?off|proceed|sign up|engage you)\b|\blet'?s (?:do (?:it|this)|get started|start|talk|go|begin)\b|\bi'?m sold\b|\bsign (?:me|us) up\b|\b(?:send|share) (?:you )?(?:our|my|the) (?:brief|spec|specification|requirements|rfp)\b|\bwhere (?:do|can|should) (?:i|we) send\b(?!.{0,20}\b(?:resumes?|cvs?|applications?|job)\b)|\bpartner(?:ship)? with (?:you|your)\b|\b(?:like|love|want) to (?:discuss|talk|chat|speak)\b.{0,40}\b(?:with (?:you|your|one of)|about (?:a|an|our|my) (?:new )?(?:project|idea|app|product|platform|partnership))\b|\b(?:start|kick off|begin|discuss) (?:a|my|our|the) (?:new )?project\b|\bwork (?:with|together)\b.{0,20}\b(?:you|us)\b|\bi (?:want|need|would like) (?:you|your team) to build\b|\bcan you build (?:me|us)\b/,
  ],
  [
    "phone",
    /\b(?:your|ur|the) (?:phone|telephone)\b(?! (?:apps?|applications?|games?|screens?))|\b(?:your|ur|the|a) contact (?:number|details|phone)\b|\ba (?:phone|telephone) number\b|\b(?:call|ring|phone) (?:you|u)\b|\bnumber to (?:call|dial|ring)\b|\bphone number\b|^phone\b|\bwhat(?:'s| is)? (?:the |your |that )?(?:phone |telephone )?number\b|\b(?:line|number) (?:i|we) can (?:call|phone|ring)\b|\b(?:call|ring|phone) (?:them|the office|your office|the team)\b|\bcan (?:i|we) (?:call|phone|ring)\b/,
  ],
  ["email", /\b(?:your|ur|an?) e-?mail(?: address)?\b|\be-?mail (?:address|you|u)\b|^e-?mail\b/],
  [
    "address",
    /\b(?:your|ur) (?:main |head |registered )?(?:address|office|offices|location|headquarters|hq|premises)\b|\bwhere (?:are|r) (?:you|u)\b|\bwhere(?:'s| is) (?:your|ur|the) (?:office|hq|headquarters|company)\b|\b(?:are you|you're|you are) (?:based|located)\b|\bhead office\b|\boffices? in\b|\bdrop by\b|\bpop (?:in|by|into)\b|\bvisit (?:you|your office|the office|your offices)\b|\bwhat(?:'s| is) the (?:full |street |postal )?address\b|^(?!.*\b(?:jobs?|roles?|positions?|vacanc(?:y|ies)|staff|employees|engineers?|developers?|team members?)\b).*(?:\bwhich (?:city|country|town)\b|\bwhat (?:city|country)\b)|\bwhere (?:is|are) (?:it|you guys|the company)(?: based| located)?\b/,
  ],
  [
    "hours",
    // "Any UX jobs open at the moment?" and staff's working hours are about jobs, not when we are open.
    /^(?!.*\b(?:jobs?|roles?|positions?|vacanc(?:y|ies)|staff|employees|working hours|work hours)\b)(?:.*)(?:\b(?:opening|hours|weekends?)\b|\b(?:are|r) (?:you|u) (?:open|closed)\b|\b(?:open|closed?) (?:on|today|tomorrow|now|at|until|till|during|over)\b|\b(?:when|what time) do (?:you|u|ya|you guys) (?:open|close|finish|start)\b|\bclosing time\b|\b(?:until|till) what time\b|\b(?:at|after|before|by) \d{1,2}(?::\d{2})? ?(?:am|pm)\b)/,
  ],
  [
    "contact",
    /\bhow (?:can|do|should) (?:i|we) (?:contact|reach)\b|\bget in touch\b|\bcontact (?:you|u|details|info|information)\b|\breach (?:you|u|out)\b|^contact\b|\b(?:where(?:'s| is)?|is there|have you got|do you have|use|link|or)\b.{0,20}\bcontact (?:form|page)\b/,
  ],
  [
    "social",
    /\b(?:social media|socials|social networks?|follow (?:you|u|your))\b(?! (?:marketing|ads|advertising|campaigns?|management|strategy|posts?))|\b(?:page|account|profile|channel)s? (?:i|we) (?:could|can) follow\b/,
  ],
];

/** Requests for what the chat must never hand out: its set-up, secrets, other people's records. */
const WANTS_WHAT_IS_NOT_PUBLIC =
  /\b(?:api keys?|passwords?|credentials|configuration|hidden (?:instructions|text|prompt)|(?:repeat|print|show) everything above|stored (?:customer )?data|(?:all|your|stored) (?:customer|client) data|lead list)\b|\b(?:e-?mails?|names|phone numbers|numbers|details|cvs|chats?|conversations?|records?) of (?:everyone|every|all|other|the people|the applicants)\b|\bsomeone else'?s?\b.{0,25}\b(?:chat|conversation|data|details|records?)\b|\b(?:list|export|show|give|send|paste|read)\b.{0,25}\b(?:the |all |your |today'?s |this week'?s )?(?:leads|applicants|candidates|quote requests|enquiries|inquiries|submissions|customers|clients)\b.{0,60}\b(?:collected|received|came in|today|this week|so far|here|names|e-?mails?|e-?mail addresses|details|list|cvs)\b|\b(?:how much|what) does (?:your|the) \w+ (?:earn|make|get paid)\b|\bsalar(?:y|ies) of\b|\b(?:every|each|all|other|the other) (?:(?!my\b|our\b)\w+ )?(?:leads?|visitors?|customers?|clients?|users?|applicants?|candidates?)(?:'s?)? (?:e-?mails?|e-?mail address(?:es)?|phones?|phone numbers?|numbers?|details|names|data|cvs?)\b|\b(?:visitor|person|user|customer|guy|someone) (?:before|ahead of) me\b|\b(?:export|dump|extract)\b.{0,40}\b(?:database|db|crm|inbox)\b/;

/**
 * Advice no company's assistant should give (investments, votes, health, the visitor's own legal
 * position) and facts about other companies: declined, whatever else the question names.
 */
const ADVICE_OR_OTHERS =
  /\bshould i (?:buy|sell|invest|vote)\b|\b(?:buy|sell) (?:\w+ )?(?:shares|stocks?|crypto|bitcoin|coins?)\b|\bwhich (?:crypto|coin)s?\b|\bwhich (?:\w+ )?stocks? (?:should|to buy|will go|is going|are going)\b|\b(?:stock|share|bitcoin|crypto) price\b|\bprice of bitcoin\b|\bvote for\b|\belection\b|\bdiagnos\w*|\bsymptoms?\b|\b(?:headaches?|migraines?|chest pain|blood pressure|rash|fever|short of breath|heart (?:attack|failure)|painkillers?|my (?:doctor|gp|medication|pills))\b|\bwhat should i take for\b|\bis it legal (?:for (?:me|us|my|our)|to)\b|\bcan my (?:employer|landlord|boss) (?:legally )?(?:refuse|fire|sack|dismiss|evict|stop|force|make me)\b|\bstocks?\b.{0,30}\b(?:go up|rise|soar|invest in)\b|\b(?:give|need|want|get) (?:me |us )?(?:some )?(?:medical|legal|tax|financial) advice\b|\b(?:medical|legal|tax|financial) advice (?:on|about)\b|\bcan i sue\b|\bwhat (?:dose|medication)\b|\b(?:10x|to the moon)\b|\bare we (?:legally )?(?:gdpr )?compliant\b|\b(?!(?:your|our|my|its|their)\b)[a-z]+'s (?:revenue|phone number|office|share price|api prices?|pricing)\b|\bhow much does (?!it\b|this\b|that\b|a\b|an\b|the\b|your\b)[a-z]+ charge\b/;

/** A clause that sets the assistant a task of its own (not "can you fix that?", which asks about our work). */
const COMMAND =
  /^(?:(?:ok|okay|now|just|please|also|then|great|cool|nice)\s+)*(?:write|compose|draft|translate|rewrite|proofread|turn (?:that|this|it) into|make (?:that|this|it) into|paste|play|tell me a joke|give me (?:a|an|some) (?:recipe|poem|joke|story|song))\b/;

/** A clause asking the assistant to give away its set-up: an injection, so the rest of the question is still answered. */
const REVEAL = /^(?:(?:ok|okay|now|just|please|also|then|and)\s+)*(?:repeat|reveal)\b/;

/** A command may open any clause: "Forget you're a bot. Write me…", "ok now ignore that and…". */
const clausesOf = (lower: string): string[] =>
  lower.split(
    /(?<=[.!?;:])\s+|\s*,\s*|\s+(?:and|then|but|so)\s+(?=(?:now |also |just |please )*[a-z]+ (?:me|us|it|that|this|a|an|the|my|your)\b)/,
  );

/** The first intent a message shows, in the order above (an injection outranks everything). */
export function intentOf(message: string): Intent | undefined {
  const lower = normalise(message).trim();
  const whole = RULES.find(([, pattern]) => pattern.test(lower))?.[0];
  if (whole === "injection") return whole;
  if (WANTS_WHAT_IS_NOT_PUBLIC.test(lower) || ADVICE_OR_OTHERS.test(lower)) return "task";
  const later = clausesOf(lower).slice(1);
  if (later.some((clause) => REVEAL.test(clause))) return "injection";
  if (whole !== "task" && later.some((clause) => COMMAND.test(clause))) return "task";
  return whole;
}

/** Weekdays named in a message, as positions in `dayNames`; "weekend" names the last two. */
export function weekdaysNamed(message: string, dayNames: readonly string[]): number[] {
  const lower = normalise(message);
  const days = dayNames.flatMap((name, day) =>
    new RegExp(`\\b${name.toLowerCase().slice(0, 3)}(?:${name.toLowerCase().slice(3)})?s?\\b`).test(lower)
      ? [day]
      : [],
  );
  if (/\bweekends?\b/.test(lower)) days.push(dayNames.length - 2, dayNames.length - 1);
  return [...new Set(days)];
}

/**
 * The visitor speaks of a need of their own ("we need an MVP in three months", "our support team
 * drowns in e-mail"): a prospect, to whom an answer about our work also shows the way in.
 */
const SPEAKS_OF_OWN_NEED =
  /\b(?:we|i)(?:'re| are|'m| am|'d| would)? (?:really )?(?:need|want|like|looking|look|plan|planning|thinking|hoping|trying|considering|evaluating|exploring)\b|\bour (?:\w+ ){0,3}(?:team|company|business|firm|startup|staff|customers|clients|shops?|stores?|inspectors|agents)\b.{0,40}\b(?:drown|struggl|need|want|spend|waste|keep|can't|cannot|run(?:ning)? out)|\bmy (?:boss|manager|cto|ceo|cofounder|co-founder|client) (?:asked|wants|needs)\b|\bi have (?:a|an) (?:\w+ )?idea\b|\bcan (?:you|u) help (?:us|me)?\b/;

export const speaksOfOwnNeed = (message: string): boolean => SPEAKS_OF_OWN_NEED.test(normalise(message));
