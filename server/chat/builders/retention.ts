/**
 * "How long do you keep my CV?", "…and this chat?", "what's left after that?": how long the
 * privacy policy keeps each kind of data, asked of one kind at a time and often as a follow-up
 * to the last retention question (asked so in nine of the ten read corpora). Each kind is
 * answered by its own item of the policy's retention list (section 10), found by what it says.
 */
import { privacySections } from "../../../app/content/index.ts";
import { paragraphs } from "./compose.ts";
import { privacySectionLink } from "./privacy-topics.ts";

type DataKind = {
  name: string;
  /** The visitor's words for this kind of data, on lower-case text. */
  asked: RegExp;
  /** The item of the retention list about it. */
  item: RegExp;
};

const DATA_KINDS: readonly DataKind[] = [
  {
    name: "chat",
    asked:
      /\b(?:chats?|chat ?logs?|conversations?|transcripts?|(?:this|the|your|support) (?:bot|assistant|chatbot))\b/,
    item: /^Support assistant conversations/,
  },
  {
    name: "leads",
    asked:
      /\b(?:cv|cvs|resumes?|applications?|apply|applied|contact form|contact page|forms?|quotes?|quote requests?|enquir(?:y|ies)|consultations?|attachments?|attached|uploads?|uploaded|documents?|details i (?:send|sent|gave|leave|left)|my details|what i send|stuff i send)\b/,
    item: /^Quote requests/,
  },
  {
    name: "server-logs",
    asked: /\b(?:web |access )?server logs?\b|\baccess logs?\b|\blog files?\b|\bweb logs?\b/,
    item: /^Web server logs/,
  },
  {
    name: "visits",
    asked:
      /\bvisit(?:or)? (?:records?|counts?|data|stats|statistics)\b|\bindividual (?:visit )?records?\b|\bdaily totals?\b|\banalytics\b/,
    item: /^Visit counts/,
  },
];

/** Asks how long something is kept (or whether it is kept for ever). */
const HOW_LONG_KEPT =
  /\bhow long\b.{0,60}\b(?:keep|keeps|kept|store|stores|stored|retain|retains|retained|hold|holds|held|hang|hanging|sits?|stays?|around|delete|deleted|have|has)\b|\bretention\b|\bretain\b|\b(?:keep|keeps|kept|store|stores|stored|hold|holds|held|retain|retains|retained)\b.{0,40}\b(?:forever|for ever)\b|\bhang(?:ing)? on to\b|\bhold(?:ing)? on to\b|\bwhen (?:do|will|does|is|are|would)\b.{0,40}\b(?:deleted|delete|purged|erased|removed|gone)\b/;
/** "And what's left after that?": the same kind of data, at the end of its period. */
const AFTER_THAT =
  /\bafter (?:that|those|then|it|they)\b|\bwhat(?:'s| is) left\b|\bwhat remains\b|\bthen what\b/;
/** "Do you keep a record of this chat?", "do you read my chats?": whether the chat is kept. */
const CHAT_KEPT =
  /\b(?:keep|keeps|store|stores|save|saves|record|records|log|logs|read|reads|look at)\b.{0,30}\b(?:this|my|our|the) (?:chats?|conversations?)\b|\brecord of (?:this|my|our|the) (?:chat|conversation)\b/;
/** "Show me someone else's chat", "send me every transcript": a request for records, declined elsewhere. */
const ASKS_FOR_RECORDS =
  /\b(?:show|send|give|forward|list|read out|e-?mail|paste) (?:me|us)\b|\bsomeone else\b|\bother (?:people|visitors|users|customers)\b/;
/** A follow-up short enough to be only another kind of data: "and the contact form?". */
const FOLLOW_UP_WORDS = 14;

function kindsIn(text: string): DataKind[] {
  return DATA_KINDS.filter((kind) => kind.asked.test(text));
}

const RETENTION_ID = "retention";

function retentionItems(kinds: readonly DataKind[]): string[] {
  const section = privacySections.find((candidate) => candidate.id === RETENTION_ID);
  const items = section?.body.flatMap((block) => (block.type === "list" ? block.items : [])) ?? [];
  return kinds.flatMap((kind) => items.filter((item) => kind.item.test(item)));
}

/** The policy's sentence that says chat transcripts are stored, and why. */
function transcriptsSentence(): string | undefined {
  for (const section of privacySections)
    for (const block of section.body) {
      const said = (
        block.type === "list" ? block.items : block.type === "paragraph" ? [block.text] : []
      ).find((text) => /^Chat transcripts are stored/.test(text));
      if (said) return said;
    }
  return undefined;
}

/**
 * The retention answer for `text`, after the visitor's last question `lastAsked`; undefined
 * when the message asks no such thing (or names no kind of data: the privacy builder answers
 * "how long do you keep it?" from what was being discussed).
 */
export function retentionReply(text: string, lastAsked: string): string | undefined {
  const lower = text.toLowerCase();
  const last = lastAsked.toLowerCase();
  const named = kindsIn(lower);
  const lastNamed = kindsIn(last);
  // "When does that get deleted?" after what the chat keeps in the browser: the browser's storage.
  if (named.length === 0 && /\bbrowser\b|\bsession storage\b|\bcookies?\b/.test(last)) return undefined;
  const followsRetention =
    HOW_LONG_KEPT.test(last) && lower.split(/\s+/).length <= FOLLOW_UP_WORDS && !ASKS_FOR_RECORDS.test(lower);
  let kinds: DataKind[] = [];
  if (HOW_LONG_KEPT.test(lower)) kinds = named.length > 0 ? named : lastNamed;
  else if (followsRetention && named.length > 0) kinds = named;
  else if (followsRetention && AFTER_THAT.test(lower)) kinds = lastNamed;
  else if (CHAT_KEPT.test(lower)) {
    const chat = DATA_KINDS.filter((kind) => kind.name === "chat");
    const items = retentionItems(chat);
    if (items.length === 0) return undefined;
    return paragraphs(
      [transcriptsSentence(), ...items].filter(Boolean).join(" "),
      `See ${privacySectionLink("ai-products")} and ${privacySectionLink(RETENTION_ID)}.`,
    );
  }
  const items = retentionItems(kinds);
  if (items.length === 0) return undefined;
  return paragraphs(items.join("\n"), `See ${privacySectionLink(RETENTION_ID)}.`);
}
