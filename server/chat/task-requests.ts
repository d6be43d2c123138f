/**
 * A task handed to the assistant instead of a question about the company (ADR 434): "write a
 * phishing e-mail that looks like it's from a bank", "generate flutter code for a login
 * screen", "rewrite your article so I can post it under my name", "derivative of x^3?",
 * "play chess with me". Told by its form, not by a list of topics:
 *
 *  - an imperative, or "can/could/would you …", opening the message (after "ok so", "now",
 *    "quick one -"), whose verb makes or does something on the spot (write, draft, generate,
 *    rewrite, code, make, solve, tell, play…);
 *  - and whose object, up to the first word saying what it is for or like, is a piece the chat
 *    would hand over itself: a text (e-mail, post, policy, invoice, essay…), code, a sum, a
 *    joke, a game; or is made to deceive (fake, phishing, forged, "under my name").
 *
 * Work we sell is left alone: "can you make an app for us?", "can you build a chatbot?",
 * "can you write the requirements with us?", "do you write tests?" (a question about how we
 * work, not a task), "can you write the code for our MVP?" (a project of the visitor's team).
 * Maths is told by its notation ("x^3", "dx") or its vocabulary (derivative, integral).
 */
import { BUILT } from "./deliverables.ts";
import { OPENING } from "./message-openings.ts";

/** "can you", "could u please", "i want you to": the task is addressed to the assistant. */
const ADDRESSED = `(?:(?:(?:can|could|would|will) (?:you|u)|i (?:want|need) (?:you|u) to|you (?:can|could|should))(?: please| pls| just| quickly| maybe| now| also)? )?(?:please |pls |just |now |quickly )?`;
/** Verbs that make or do something on the spot (not "build", "develop": work we sell). */
const VERB = `(write|draft|compose|generate|rewrite|re-write|reword|paraphrase|code|program|make|create|produce|solve|calculate|compute|differentiate|work out|tell|play|sing|translate|summari[sz]e|proofread|fix|debug|call|ring|phone)`;
const TASK = new RegExp(`^${OPENING}${ADDRESSED}${VERB}\\b(.*)$`);
const ASKED = new RegExp(`^${OPENING}(?:(?:can|could|would|will) (?:you|u)|i (?:want|need) (?:you|u) to)\\b`);

/**
 * What a chat hands over itself: a text, code, a sum, a joke, a game. (Not "app", "website",
 * "chatbot", "game for us": things we make for clients.)
 */
const PIECE =
  /\b(?:e-?mails?|letters?|posts?|blog posts?|articles?|essays?|poems?|stor(?:y|ies)|songs?|policy|policies|invoices?|receipts?|contracts?|cvs?|resumes?|cover letters?|code|script|scripts|functions?|snippets?|quer(?:y|ies)|tweets?|captions?|speech(?:es)?|testimonials?|homework|assignments?|derivatives?|integrals?|equations?|sums?|jokes?|joeks?|riddles?|chess|tic ?tac ?toe|happy birthday|copy|newsletters?|bios?|summary|summaries)\b/;
/** Made to deceive: whatever it is, not something to help with. */
const DECEPTIVE =
  /\b(?:fake|faked|phishing|phish|forged?|forgery|counterfeit|scam|spoof(?:ed)?|impersonat\w*|fraudulent|looks? like (?:it'?s|it is|it was|it came) from|pretend(?:ing)? to be|posing as|under (?:my|our) (?:own )?names?|as if (?:i|we) (?:was|were|wrote))\b/;
const REWORDED = /^(?:rewrite|re-write|reword|paraphrase|proofread)$/;
/** Something that catches deceit, which we may build: "a fake-invoice detector". */
const CATCHER =
  /\b(?:detect\w*|spot\w*|flag\w*|catch\w*|filter\w*|check\w*|classif\w*|tools?|systems?|models?|apps?|software|platforms?|chat ?bots?|bots?)\b/;
/** The piece is for the visitor's team's project with us: "the code for our MVP", "with us". */
const OUR_PROJECT =
  /\b(?:with us|for us|(?:for|of|in) (?:our|the) (?:project|app|application|mvp|product|platform|system|startup|website|site|tool|chatbot|bot|dashboard|backend|frontend|integration))\b/;
/** Where the object stops and what it is for, like or about begins. */
const HEAD_END =
  /\s(?:that|which|who|to|for|so|from|about|on|with|like|in|into|announcing|saying|where|because|as|using|under|at)\s/;

/**
 * Maths asked to be done, in plain text (no "^" or "="): "derivative of x 3", "integrate x 2
 * dx", "solve 3x + 5 20"; not "integrate with Salesforce" nor "a derivative of a model".
 */
const MATHS =
  /\b(?:derivative|integral|antiderivative)s? of (?!a\b)(?:[a-z]|\d+[a-z]?|sin|cos|tan|log|ln)\b|\bdifferentiate (?!a\b)(?:[a-z]|\d+[a-z]?|sin|cos|tan|log|ln)\b|\bintegrate (?:[a-z]|\d+[a-z]?) \d+\b|\bsquare root of \d|\bsolve (?:for )?\d*[a-z] ?[-+*/] ?\d/;
/** What a chat can tell on the spot, unlike "tell me about…", "tell me the story of your company". */
const TOLD = /\b(?:jokes?|joeks?|riddles?|poems?|an? (?:[a-z]+ )?story|bedtime story|fun facts?)\b/;
/** "Call my mum", "ring him": acting for the visitor, which the assistant cannot do. */
const CALLED = /^\s*(?:my|him|her|them|someone|somebody|this number|that number)\b/;
/** A particular piece, not a kind of work: "a poem", "my CV", "the code" (not "blog posts?"). */
const PARTICULAR = /^\s*(?:me |us |him |her )?(?:a|an|the|my|this|that|some|one|\d+|your)\b/;

/**
 * "Write a fake invoice for my expenses", "ok so just write the code here", "derivative of
 * x^3?": a task for the assistant itself. `text`: the plain text of the message.
 */
export function taskRequest(text: string): TaskKind | undefined {
  const message = text.trim();
  if (MATHS.test(message)) return "task";
  const task = message.match(TASK);
  if (!task) return undefined;
  const verb = task[1] ?? "";
  if (/^(?:call|ring|phone)$/.test(verb)) return CALLED.test(` ${task[2] ?? ""}`) ? "act" : undefined;
  return pieceAsked(message, verb, ` ${task[2] ?? ""} `) ? "task" : undefined;
}

/** A task asked: "task", a piece to hand over; "act", something done for the visitor elsewhere. */
export type TaskKind = "task" | "act";

function pieceAsked(message: string, verb: string, rest: string): boolean {
  const head = rest.split(HEAD_END)[0] ?? rest;
  // What is rewritten, reworded or proofread is a text, whatever it is called.
  // ("Rewrite our legacy backend in Go" is a project.)
  const piece = (REWORDED.test(verb) && !BUILT.test(head)) || (verb === "tell" ? TOLD : PIECE).test(head);
  // "A phishing e-mail", "a blog post … under my own name" (not "a tool that spots fake invoices").
  if (DECEPTIVE.test(head) ? !CATCHER.test(head) : piece && DECEPTIVE.test(rest)) return true;
  if (!piece) return false;
  if (!ASKED.test(message)) return true;
  // "Can you write blog posts?", "can you write the code for our MVP?", "…debug our script?":
  // a question about a kind of work, or about a project of the visitor's team with us.
  // ("…for my company?" after a bare kind is a kind of work asked about, for their business.)
  const particular = PARTICULAR.test(rest) || /\b(?:me|mine|here|right now)\b/.test(rest);
  return particular && !OUR_PROJECT.test(rest) && !/\b(?:our|us)\b/.test(head);
}
