/**
 * The default answerer. For each message:
 *  1. rules first: prompt-injection attempts, out-of-scope requests and small talk get their
 *     fixed replies (intents.ts);
 *  2. the question is understood (understanding/question.ts): entities, the intents the
 *     matcher ranks, follow-up cues;
 *  3. the intent is chosen, with the dialogue state for follow-ups ("and for mobile?" keeps
 *     the last intent with a new entity; "who wrote it?" keeps the last entity), and its answer
 *     builder (topics.ts) writes the reply from the structured content;
 *  4. otherwise passage retrieval answers (retrieval.ts), within the page of the entity being
 *     discussed first, then over the whole site; a "do you do X?" about something the site
 *     never mentions gets an honest "not something we offer"; "I couldn't find an answer" is
 *     the last resort.
 * The state of the conversation is rebuilt from the visitor's own earlier messages (dialogue.ts).
 */
import { chatAnswerCopy } from "../../app/content/chat-answers.ts";
import { answer as makeAnswer, paragraphs, type Reply, type ReplyKind } from "./builders/compose.ts";
import type { BuildContext, Knowledge } from "./builders/context.ts";
import { notFound, notOffered, outOfScope } from "./builders/declines.ts";
import { bestOnPages } from "./builders/scoped.ts";
import type { AnswerInput, HistoryItem } from "./conversation.ts";
import { type DialogueState, EMPTY_STATE, MAX_REPLAYED_TURNS } from "./dialogue.ts";
import { detectIntent } from "./intents.ts";
import type { Passage } from "./passages.ts";
import type { PassageAnswerer } from "./retrieval.ts";
import { TOPICS } from "./topics.ts";
import type { Entity, EntityType } from "./understanding/catalogue.ts";
import type { IntentMatcher } from "./understanding/intent-matcher.ts";
import { type Question, understand } from "./understanding/question.ts";

export type ChatReply = {
  reply: string;
  kind: ReplyKind;
  /** The intent answered (an id of topics.ts, or a rule's name such as "injection"). */
  topic: string;
  /** The visitor wants to start something: the widget may offer to pass the conversation on. */
  offerHandoff: boolean;
  /** Pages the reply was built from. */
  sources: string[];
  /** Passages a model may rephrase; set only for answers composed from passages. */
  context?: Passage[];
  /** The conversation as the server knows it: the visitor's messages and its own replies. */
  conversation: HistoryItem[];
};

export type Answerer = {
  knowledge: Knowledge;
  answer(input: AnswerInput): ChatReply;
};

/** The entity kind each intent defaults to when a message only names an entity ("what about flutter?"). */
const DEFAULT_TOPIC: Record<EntityType, string> = {
  service: "service.detail",
  technology: "tech.detail",
  techGroup: "tech.group",
  project: "project.detail",
  projectCategory: "portfolio.category",
  caseStudy: "caseStudy.detail",
  post: "post.summary",
  techTalk: "techTalk.detail",
  job: "job.detail",
  department: "jobs.department",
  person: "people.person",
  privacy: "privacy.question",
};

/** A matched intent is trusted when its best example covers this much of the question. */
const STRONG_COVERAGE = 0.6;
const MIN_COVERAGE = 0.34;

const SMALL_TALK: Record<string, string> = {
  greeting: chatAnswerCopy.greeting,
  "how-are-you": chatAnswerCopy.howAreYou,
  thanks: chatAnswerCopy.thanks,
  goodbye: chatAnswerCopy.goodbye,
  identity: chatAnswerCopy.identity,
};

/** "Do you do X?", "can you build X?", "do you use X?": asks whether we offer something. */
const OFFER_QUESTION =
  /^(?:do|does|can|could|would|will)\s+(?:you|u|ya|your (?:team|company))(?:\s+guys)?\s+(?:also\s+)?(?:do|offer|provide|make|build|develop|create|sell|use|work with|support|fix|repair|run|manage|handle|write|design|host|program|code in|know)\b\s*(.*)$/;

type Turn = { reply: Reply; state: DialogueState; sources: string[]; context?: Passage[] };

export type AnswererParts = {
  knowledge: Knowledge;
  matcher: IntentMatcher;
  retrieval: PassageAnswerer;
};

export function createAnswerer({ knowledge, matcher, retrieval }: AnswererParts): Answerer {
  const tools = { index: knowledge.index, entities: knowledge.entities, matcher };

  /** The entities a topic is about: named in the message, "the other one", or carried over. */
  const resolveEntities = (topic: string, question: Question, state: DialogueState): Entity[] => {
    const types = TOPICS[topic]?.about ?? [];
    if (types.length === 0) return [];
    const named = question.mentions
      .flatMap((mention) => mention.entities)
      .filter((entity) => types.includes(entity.type));
    const previous = state.about.filter((entity) => types.includes(entity.type));
    if (question.other) {
      const pool =
        named.length > 0
          ? named
          : knowledge.entities.entities.filter((entity) => entity.type === (previous[0]?.type ?? types[0]));
      const others = pool.filter((entity) => !previous.some((earlier) => earlier.id === entity.id));
      if (others.length >= 1 && others.length <= 2) return others.slice(0, 1);
    }
    if (named.length > 0) {
      // One name for several entities ("the co-founder"): the one not just discussed, if any.
      const unique = [...new Map(named.map((entity) => [entity.id, entity])).values()];
      return unique;
    }
    return previous;
  };

  const build = (topic: string, question: Question, state: DialogueState): Reply | undefined => {
    const definition = TOPICS[topic];
    if (!definition) return undefined;
    const entities = resolveEntities(topic, question, state);
    if (definition.needsEntity && entities.length === 0) return undefined;
    const context: BuildContext = { topic, question, entities, knowledge };
    return definition.build(context);
  };

  /** Intents to try, best first, with the conversation taken into account. */
  const candidates = (question: Question, state: DialogueState): string[] => {
    const ranked = question.intents.filter((intent) => intent.coverage >= MIN_COVERAGE);
    const order: string[] = [];
    const push = (topic: string | undefined) => {
      if (topic && TOPICS[topic] && !order.includes(topic)) order.push(topic);
    };
    const top = ranked[0];
    const namedTypes = new Set(
      question.mentions.flatMap((mention) => mention.entities.map((entity) => entity.type)),
    );
    const leansOnState =
      state.topic !== undefined &&
      (question.continuation || question.pronoun || question.other || question.text.split(" ").length <= 4);
    const stateTopicFits =
      state.topic !== undefined && (TOPICS[state.topic]?.about ?? []).some((type) => namedTypes.has(type));
    // "and for mobile?", "what about flutter?": the last intent, with the entity just named.
    if (leansOnState && stateTopicFits && (!top || top.coverage < STRONG_COVERAGE)) push(state.topic);
    if (top && top.coverage >= STRONG_COVERAGE) push(top.intent);
    for (const intent of ranked.slice(0, 4)) {
      const about = TOPICS[intent.intent]?.about ?? [];
      // An intent about some kind of entity the message does not name and the state lacks is weak.
      if (about.length > 0 && TOPICS[intent.intent]?.needsEntity) {
        const available =
          about.some((type) => namedTypes.has(type)) ||
          state.about.some((entity) => about.includes(entity.type));
        if (!available) continue;
      }
      push(intent.intent);
    }
    // A message naming an entity but no clear intent: that entity's main answer.
    for (const mention of question.mentions)
      for (const entity of mention.entities) push(DEFAULT_TOPIC[entity.type]);
    return order;
  };

  /** Retrieval within the page of what is being discussed ("can it read handwritten answers?"). */
  const scopedFollowUp = (question: Question, state: DialogueState): Reply | undefined => {
    if (state.about.length === 0 || question.mentions.length > 0) return undefined;
    const context: BuildContext = { topic: "follow-up", question, entities: [...state.about], knowledge };
    const best = bestOnPages(context, state.about.slice(0, 1), 0.5);
    if (!best) return undefined;
    return makeAnswer(
      "follow-up",
      paragraphs(
        best.body,
        `More on the ${`[${best.passage.pageTitle}](${best.passage.url.split("#")[0]})`} page.`,
      ),
      [...state.about],
      { passages: [best.passage] },
    );
  };

  const respond = (message: string, state: DialogueState, history: readonly HistoryItem[]): Turn => {
    const fixed = (reply: Reply, keep = true): Turn => ({
      reply,
      state: keep ? state : EMPTY_STATE,
      sources: [],
    });
    const rule = detectIntent(message);
    if (rule === "injection")
      return fixed({ text: chatAnswerCopy.injection, kind: "decline", topic: "injection", about: [] }, false);
    if (rule === "out-of-scope") return fixed(outOfScope(), false);
    const smallTalk = SMALL_TALK[rule];
    if (smallTalk) return fixed({ text: smallTalk, kind: "small-talk", topic: rule, about: [] });

    const question = understand(message, tools);
    for (const topic of candidates(question, state)) {
      const reply = build(topic, question, state);
      if (!reply) continue;
      const about = reply.about.length > 0 ? reply.about : resolveEntities(topic, question, state);
      return {
        reply,
        state: { topic, about },
        sources: reply.passages?.map((passage) => passage.url) ?? [],
        context: reply.passages,
      };
    }

    const scoped = scopedFollowUp(question, state);
    if (scoped)
      return {
        reply: scoped,
        state,
        sources: scoped.passages?.map((passage) => passage.url) ?? [],
        context: scoped.passages,
      };

    const retrieved = retrieval.answer({ message, history });
    if (retrieved.passages.length > 0 || !retrieved.reply.startsWith(chatAnswerCopy.notFound.slice(0, 20))) {
      const kind: ReplyKind = retrieved.passages.length > 0 ? "answer" : "answer";
      return {
        reply: { text: retrieved.reply, kind, topic: `retrieval.${retrieved.intent}`, about: [] },
        state: { about: [] },
        sources: retrieved.passages.map((passage) => passage.url),
        context: retrieved.context,
      };
    }
    const offer = question.text.match(OFFER_QUESTION);
    if (offer)
      return fixed(
        notOffered(
          "not-offered",
          offer[1]?.replace(/\b(for (us|me)|too|please|pls)\b/g, "").trim() || undefined,
        ),
        false,
      );
    return fixed(notFound(), false);
  };

  return {
    knowledge,
    answer({ message, history }) {
      // The state comes from replaying the visitor's own earlier messages, never from reply text.
      const visitorTurns = history.filter((item) => item.sender === "user").slice(-MAX_REPLAYED_TURNS);
      let state: DialogueState = EMPTY_STATE;
      const conversation: HistoryItem[] = [];
      for (const turn of visitorTurns) {
        const earlier = respond(turn.text, state, conversation);
        state = earlier.state;
        conversation.push({ text: turn.text, sender: "user" }, { text: earlier.reply.text, sender: "ai" });
      }
      const turn = respond(message, state, conversation);
      return {
        reply: turn.reply.text,
        kind: turn.reply.kind,
        topic: turn.reply.topic,
        offerHandoff: turn.reply.offerHandoff === true || turn.reply.kind === "lead",
        sources: turn.sources,
        context: turn.context,
        conversation,
      };
    },
  };
}
