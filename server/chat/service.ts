import { QUOTE_FORM_HREF } from "../../app/content/chat.ts";
import { contactInfo, techTalks } from "../../app/content/index.ts";
import { publicPaths } from "../../app/prerender-paths.ts";
import { siteConfig } from "../../app/site.config.ts";
import type { ChatModelConfig } from "../config.ts";
import type { Answerer } from "./answerer.ts";
import { capReply, type Reply, type ReplyKind } from "./answers/reply.ts";
import type { AnswerInput } from "./conversation.ts";
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

/** fixed: a fixed reply; content: read from the content's fields; retrieval: a passage; model: reworded by the model. */
function sourceOf(built: Reply): ChatAnswer["source"] {
  if (built.kind !== "answer")
    return built.kind === "lead" || built.kind === "not-offered" ? "content" : "rules";
  return built.topic.startsWith("passage") || built.topic.startsWith("follow-up") ? "retrieval" : "content";
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
      const context = built.topic.startsWith("passage") ? built.passages : undefined;
      if (!model || !context || context.length === 0) return base;
      const result = await askModel(
        model,
        // The conversation as the server knows it: never reply text the client sent (issue 10 §3).
        // Only the visitor's own turns: reply text a client sends proves nothing (issue 10 §3).
        {
          message: input.message,
          history: input.history.filter((turn) => turn.sender === "user"),
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
