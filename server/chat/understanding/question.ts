/**
 * One visitor message as the answerer understands it: its words (plain and spell-corrected
 * towards the site's vocabulary), the search terms, the entities it names, the intents the
 * matcher ranks for it, and the cues that it leans on the conversation ("and how long…?",
 * "what about the other one?", "who wrote it?").
 */
import { plainText, stripGreeting } from "../intents.ts";
import type { SearchIndex } from "../search-index.ts";
import { terms } from "../text.ts";
import type { EntityRecogniser, Mention } from "./entity-recogniser.ts";
import type { IntentMatcher, IntentScore } from "./intent-matcher.ts";

export type Question = {
  /** As typed. */
  raw: string;
  /** Lower case, plain punctuation, greeting removed. */
  text: string;
  /** `text` with unknown words corrected to the site's words. */
  corrected: string;
  /** Search terms of `corrected` (stop words dropped, synonyms expanded, stems). */
  terms: string[];
  mentions: Mention[];
  intents: IntentScore[];
  /** A yes/no question ("do you…", "is it…", "can I…"). */
  yesNo: boolean;
  /** Starts like a follow-up: "and…", "what about…", "how about…", "also…". */
  continuation: boolean;
  /** Refers to something earlier: it, that, this, they, he, she, there, those. */
  pronoun: boolean;
  /** "the other one", "the other co-founder". */
  other: boolean;
  /** Says it starts a new topic ("separate question", "unrelated, but…"). */
  newTopic: boolean;
};

const YES_NO =
  /^(do|does|did|is|are|was|were|can|could|will|would|have|has|should|may|shall|any|u do|you do)\b/;
const CONTINUATION = /^(and|also|plus|what about|how about|and what about|ok and|okay and|so|then|but)\b/;
/** "separate question", "unrelated, but…", "by the way": a new topic, whatever follows. */
const NEW_TOPIC =
  /\b(separate question|different question|another question|new question|unrelated|by the way|btw|change of topic|changing the subject|on another note|different topic|something else)\b/;
const PRONOUN = /\b(it|its|that|this|those|these|they|them|their|he|him|his|she|her|there|one|ones)\b/;
const OTHER = /\b(the other|other one|another one|the second one|the other ones)\b/;

export type UnderstandingTools = { index: SearchIndex; entities: EntityRecogniser; matcher: IntentMatcher };

export function understand(raw: string, tools: UnderstandingTools): Question {
  const text = stripGreeting(plainText(raw));
  const corrected = tools.index.correct(text);
  const mentions = tools.entities.recognise(text);
  const newTopic = NEW_TOPIC.test(text);
  return {
    raw,
    text,
    corrected,
    terms: terms(corrected),
    mentions,
    intents: tools.matcher.classify(text, mentions),
    yesNo: YES_NO.test(text),
    continuation: !newTopic && CONTINUATION.test(text),
    pronoun: !newTopic && PRONOUN.test(text),
    other: !newTopic && OTHER.test(text),
    newTopic,
  };
}
