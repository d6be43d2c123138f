import { QUOTE_FORM_HREF } from "../../app/content/chat.ts";
import { contactInfo, techTalks } from "../../app/content/index.ts";
import { publicPaths } from "../../app/prerender-paths.ts";
import { siteConfig } from "../../app/site.config.ts";
import type { ChatModelConfig } from "../config.ts";
import type { Answerer } from "./answerer.ts";
import { capReply, type Reply, type ReplyKind } from "./answers/reply.ts";
import type { AnswerInput, HistoryItem } from "./conversation.ts";
import type { Passage } from "./knowledge/build.ts";
import { askModel, type ModelFailure } from "./model-provider.ts";

/**
 * The assistant as the API uses it: the default answerer, and where a model is configured, the
 * model's rewording of answers composed from passages, with the built answer as the fallback.
 */

export type ChatAnswer = {
  reply: string;
  /** The intent answered (an id of topics.ts, or a rule's name). */
  intent: string;
  kind: ReplyKind;
  /** The visitor wants to start something: the widget may offer to pass the conversation to the team. */
  offerHandoff: boolean;
  /**
   * rules: a fixed reply; content: built from the structured content; retrieval: composed from
   * passages; model: written by the model from those passages.
   */
  source: "rules" | "content" | "retrieval" | "model";
  /** Why the model's answer was not used, when one was asked for. */
  modelFailure?: ModelFailure;
  /** Pages the answer was built from. */
  sources: string[];
};

export type ChatService = {
  answer(input: AnswerInput): Promise<ChatAnswer>;
  readonly modelEnabled: boolean;
};

/** Where links in a model's reply may point: our pages, our contact details, our scheduling page. */
export function allowedLinkTargets(): Set<string> {
  return new Set([
    ...publicPaths(),
    QUOTE_FORM_HREF,
    siteConfig.schedulingUrl,
    siteConfig.dataRequestUrl,
    contactInfo.emailHref,
    contactInfo.phoneHref,
    ...siteConfig.social.map((profile) => profile.url),
    ...techTalks.map((talk) => talk.url),
  ]);
}

/** A statement in sentences, which a model may reword; a field's value (a date, a name, a list) is given as it is. */
const isProse = (passage: Passage) =>
  /[.!?]$/.test(passage.fact.text) && passage.fact.text.split(/\s+/).length >= 8;

/** rules: a fixed reply; content: read from structured fields; retrieval: composed from statements; model: reworded. */
function sourceOf(built: Reply): ChatAnswer["source"] {
  if (built.passages?.some(isProse)) return "retrieval";
  return built.kind === "answer" || built.kind === "lead" || built.kind === "not-offered"
    ? "content"
    : "rules";
}

/**
 * The conversation as the server would have held it: the visitor's earlier messages with the
 * answerer's own replies to them, rebuilt here, never reply text a client sent (issue 10 §3).
 */
function serverHistory(answerer: Answerer, history: readonly HistoryItem[]): HistoryItem[] {
  const rebuilt: HistoryItem[] = [];
  for (const turn of history) {
    if (turn.sender !== "user") continue;
    const reply = answerer.answer({ message: turn.text, history: [...rebuilt] });
    rebuilt.push(turn, { text: reply.text, sender: "ai" });
  }
  return rebuilt;
}

export function createChatService(
  answerer: Answerer,
  options: { model?: ChatModelConfig | undefined; fetchImpl?: typeof fetch } = {},
): ChatService {
  const allowedLinks = allowedLinkTargets();
  const { model } = options;
  return {
    modelEnabled: model !== undefined,
    async answer(input) {
      const built = answerer.answer(input);
      const base: ChatAnswer = {
        reply: capReply(built.text),
        intent: built.topic,
        kind: built.kind,
        offerHandoff: built.offerHandoff === true,
        source: sourceOf(built),
        sources: built.sources,
      };
      // Only answers composed from statements are reworded; fixed replies, lists and contact details never.
      const context = built.kind === "answer" && built.passages?.some(isProse) ? built.passages : undefined;
      if (!model || !context || context.length === 0) return base;
      const result = await askModel(
        model,
        // The conversation as the server knows it: never reply text the client sent (issue 10 §3).
        {
          message: input.message,
          history: serverHistory(answerer, input.history),
          passages: context,
        },
        { allowedLinks, fetchImpl: options.fetchImpl },
      );
      if (!result.ok) return { ...base, modelFailure: result.reason };
      return {
        ...base,
        reply: capReply(result.reply),
        source: "model",
        sources: context.map((passage) => passage.url),
      };
    },
  };
}
