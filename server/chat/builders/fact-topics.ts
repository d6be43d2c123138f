/**
 * A question visitors ask again and again about one fact of the site, recognised by its words
 * and answered from the content that states it (technology-topics.ts, portfolio-topics.ts,
 * company-topics.ts).
 */
import { answer, type Reply } from "./compose.ts";

export type FactTopic = {
  /** The reply's topic: "tech.choosing", "portfolio.how-we-work"… */
  name: string;
  /** The visitor's words for it, on lower-case text. */
  asked: RegExp;
  /** The answer, from the content. */
  reply: () => string;
};

/** The first of `topics` whose words `text` uses. */
export function factTopicIn(topics: readonly FactTopic[], text: string): FactTopic | undefined {
  const lower = text.toLowerCase();
  return topics.find((topic) => topic.asked.test(lower));
}

export function factTopicReply(topic: FactTopic): Reply {
  return answer(topic.name, topic.reply());
}
