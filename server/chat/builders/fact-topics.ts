/**
 * A question visitors ask again and again about one fact of the site, recognised by its words
 * and answered from the content that states it (technology-topics.ts, portfolio-topics.ts,
 * company-topics.ts, terms-topics.ts, contact-topics.ts, service-topics.ts).
 */
import { answer, type Reply } from "./compose.ts";

export type FactTopic = {
  /** The reply's topic: "tech.choosing", "portfolio.how-we-work"… */
  name: string;
  /** The visitor's words for it, on lower-case text. */
  asked: RegExp;
  /** The answer, from the content; `asked`, the visitor's message (lower case). */
  reply: (asked: string) => string;
  /** A short follow-up to a question of this topic that asks the same of something else ("…and the models?"). */
  followsOn?: RegExp;
  /** Not this topic when the message or the one before it says this ("can the company GPT run in our own cloud?"). */
  unless?: RegExp;
};

/** The first of `topics` whose words `text` uses. */
export function factTopicIn(topics: readonly FactTopic[], text: string): FactTopic | undefined {
  const lower = text.toLowerCase();
  return topics.find((topic) => topic.asked.test(lower));
}

/** The topic of the last question `lastAsked` that a short follow-up `text` asks again. */
export function factTopicFollowing(
  topics: readonly FactTopic[],
  text: string,
  lastAsked: string,
): FactTopic | undefined {
  const lower = text.toLowerCase();
  if (lower.split(/\s+/).length > 10) return undefined;
  const topic = factTopicIn(topics, lastAsked);
  return topic?.followsOn?.test(lower) ? topic : undefined;
}

export function factTopicReply(topic: FactTopic, asked = ""): Reply {
  return answer(topic.name, topic.reply(asked.toLowerCase()));
}
