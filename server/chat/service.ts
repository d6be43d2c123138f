import { MAX_MESSAGE_CHARS } from "../../app/chat/limits.ts";
import { QUOTE_FORM_HREF } from "../../app/content/chat.ts";
import { contactInfo } from "../../app/content/index.ts";
import { publicPaths } from "../../app/prerender-paths.ts";
import { siteConfig } from "../../app/site.config.ts";
import type { ChatModelConfig } from "../config.ts";
import type { Answerer, AnswerInput, HistoryItem } from "./answerer.ts";
import type { Intent } from "./intents.ts";
import { askModel, type ModelFailure } from "./model-provider.ts";

/**
 * The assistant as the API uses it: the retrieval answerer, and where a model is configured,
 * the model's answer from the same passages, with the retrieval answer as the fallback.
 */

export type ChatAnswer = {
  reply: string;
  intent: Intent;
  /** rules: a fixed reply; retrieval: composed from passages; model: written by the model. */
  source: "rules" | "retrieval" | "model";
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
  ]);
}

/** A reply must fit in a history item the widget sends back (MAX_MESSAGE_CHARS). */
export function capReply(reply: string, max = MAX_MESSAGE_CHARS): string {
  if (reply.length <= max) return reply;
  const cut = reply.slice(0, max - 1);
  const boundary = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(". "));
  return `${boundary > max / 2 ? cut.slice(0, boundary + 1).trimEnd() : cut}…`;
}

/**
 * The conversation as the server itself would have had it: the visitor's messages from the
 * client's history, each followed by the server's own answer to it. Reply text the client sends
 * is never used, so it cannot put words in the assistant's mouth (issue 10 §3).
 */
export function serverHistory(answerer: Answerer, history: readonly HistoryItem[]): HistoryItem[] {
  const trusted: HistoryItem[] = [];
  for (const item of history) {
    if (item.sender !== "user") continue;
    const reply = answerer.answer({ message: item.text, history: trusted }).reply;
    trusted.push({ text: item.text, sender: "user" }, { text: reply, sender: "ai" });
  }
  return trusted;
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
      const retrieval = answerer.answer(input);
      const base: ChatAnswer = {
        reply: capReply(retrieval.reply),
        intent: retrieval.intent,
        source: retrieval.passages.length > 0 ? "retrieval" : "rules",
        sources: retrieval.passages.map((passage) => passage.url),
      };
      if (!model || !retrieval.context || retrieval.context.length === 0) return base;
      const result = await askModel(
        model,
        {
          message: input.message,
          history: serverHistory(answerer, input.history),
          passages: retrieval.context,
        },
        { allowedLinks, fetchImpl: options.fetchImpl },
      );
      if (!result.ok) return { ...base, modelFailure: result.reason };
      return {
        ...base,
        reply: capReply(result.reply),
        source: "model",
        sources: retrieval.context.map((passage) => passage.url),
      };
    },
  };
}
