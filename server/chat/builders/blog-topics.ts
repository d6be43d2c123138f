/**
 * What a blog post says on a subject visitors ask about again and again (in three to five of
 * the ten read corpora each): the EU AI Act and credit scoring, open banking and thin credit
 * files, fraud, criminals using AI, bias and the other risks, where to start, the AI boom
 * post's verdict, its checklist of questions and whether agents are practical. Answered by the
 * post's own sentences on it, found by what they say, with a link to the post; where passage
 * retrieval answered, it picked a paragraph that shared the question's words but not this.
 */

import { parseBlogContent } from "../../../app/content/blog-content.ts";
import { blogPosts } from "../../../app/content/index.ts";
import type { BlogPost } from "../../../app/content/schema.ts";
import { sentences } from "../text.ts";
import { postLink } from "./blog.ts";
import { paragraphs } from "./compose.ts";

const FINTECH = "ai-in-fintech-redefining-finance";
const BOOM = "ai-boom-real-innovation-or-just-hype";

/** The visitor's words for each post: "the fintech article", "your hype post". */
const POST_NAMES: Record<string, RegExp> = {
  [FINTECH]:
    /\b(?:fin ?tech|financ\w*|finanse|banking|bank)\b.{0,25}\b(?:post|article|blog|piece|read|one)\b|\b(?:post|article|blog|piece)\b.{0,25}\b(?:fin ?tech|financ\w*|bank\w*)\b|\bai in fintech\b/,
  [BOOM]:
    /\b(?:hype|boom|bubble|overhyped)\b.{0,25}\b(?:post|article|blog|piece|read|one)\b|\b(?:post|article|blog|piece)\b.{0,25}\b(?:hype|boom|bubble|overhyped)\b|\bai boom\b/,
};

type BlogTopic = {
  name: string;
  /** The visitor's words for the subject, on lower-case text. */
  asked: RegExp;
  /** The sentences that answer it, per post; the first post is the one meant when none is named. */
  said: Partial<Record<string, RegExp>>;
  /** Only about a post the conversation names ("what does it say about fraud?"). */
  needsPost?: boolean;
  /** Said before the sentences: "It lists 6 questions:". */
  lead?: (found: readonly string[]) => string;
};

const TOPICS: readonly BlogTopic[] = [
  {
    name: "blog.open-banking",
    asked: /\bopen banking\b|\bthin\b.{0,12}\bfiles?\b|\bno credit\b|\bcredit history\b/,
    said: { [FINTECH]: /open banking/ },
  },
  {
    name: "blog.regulation",
    asked:
      /\beu ai act\b|\bai act\b|\bhigh[- ]risk\b|\bconsumer duty\b|\bfca\b|\b(?:law|laws|regulation|regulations|regulators?|legislation|rules)\b/,
    said: { [FINTECH]: /EU AI Act|Consumer Duty/, [BOOM]: /EU AI Act/ },
    needsPost: true,
  },
  {
    name: "blog.regulation",
    // "I work at a bank and I'm nervous about AI credit decisions and regulators, anything I can read?"
    asked:
      /\b(?:read|post|article|blog)\b.{0,80}\bregulat\w*\b|\bregulat\w*\b.{0,80}\b(?:read|post|article|blog)\b/,
    said: { [FINTECH]: /EU AI Act|Consumer Duty/ },
  },
  {
    name: "blog.fraudsters",
    asked: /\b(?:criminals?|fraudsters?|scammers?|bad actors|bad guys|attackers?)\b/,
    said: { [FINTECH]: /Fraudsters also use AI/ },
    needsPost: true,
  },
  {
    name: "blog.fraud",
    asked: /\bfraud\w*\b|\bscams?\b|\bmules?\b/,
    said: { [FINTECH]: /payment fraud models|Graph-based|push payment/ },
    needsPost: true,
  },
  {
    name: "blog.risks",
    asked: /\bbias\w*\b|\bfair(?:ness)?\b|\brisks?\b|\bdangers?\b|\bsafeguards?\b/,
    said: {
      [FINTECH]: /historical bias|state wrong information|can leak|Fraudsters also use AI|fairness testing/,
    },
    needsPost: true,
  },
  {
    name: "blog.getting-started",
    asked:
      /\b(?:get(?:ting)? started|first (?:step|project|use case)|where (?:to|should (?:we|i|you)) start|start with|begin with|recommend\w* (?:as a )?(?:first|starting))\b/,
    said: { [FINTECH]: /best first step|focused use case/ },
    needsPost: true,
  },
  {
    name: "blog.questions",
    asked:
      /\bhow (?:do|can|would|should|to) (?:you |i |we )?(?:tell|know|judge|separate|spot)\b.{0,50}\b(?:real|hype|substance|noise)\b/,
    said: { [BOOM]: /^(?:What|Which|How|Could) .*\?$/ },
    lead: (found) =>
      `Our post on the AI boom lists ${found.length} questions that separate substance from noise:`,
  },
  {
    name: "blog.verdict",
    asked:
      /\b(?:verdict|conclusion|conclude|concludes|bottom line|takeaway|in the end)\b|\bhype or (?:not|real)\b|\breal or (?:just )?hype\b|\bso is it (?:just )?hype\b|\bis it (?:real|hype)\b/,
    said: { [BOOM]: /it is both|not a bubble of pure hype|adopt it most deliberately/ },
  },
  {
    name: "blog.questions",
    asked: /\bquestions?\b|\bchecklist\b/,
    said: { [BOOM]: /^(?:What|Which|How|Could) .*\?$/ },
    needsPost: true,
    lead: (found) => `The post lists ${found.length} questions that separate substance from noise:`,
  },
  {
    name: "blog.questions",
    asked:
      /\bchecklist\b.{0,60}\b(?:ai|pilot|project|initiative)\b|\b(?:ai|pilot|project|initiative)\b.{0,60}\bchecklist\b/,
    said: { [BOOM]: /^(?:What|Which|How|Could) .*\?$/ },
    lead: (found) =>
      `Our post on the AI boom lists ${found.length} questions that separate substance from noise:`,
  },
  {
    name: "blog.agents",
    asked:
      /\bagents?\b.{0,60}\b(?:hype|practical|real|ever work|future|overhyped)\b|\b(?:hype|overhyped)\b.{0,60}\bagents?\b/,
    said: { [BOOM]: /Agents that/ },
  },
];

/** The post's sentences and list items that match `pattern`, in the post's order. */
function saidIn(post: BlogPost, pattern: RegExp): string[] {
  return parseBlogContent(post.content).flatMap((block) => {
    if (block.type === "heading") return [];
    if (block.type === "list") return block.items.filter((item) => pattern.test(item));
    return sentences(block.text).filter((sentence) => pattern.test(sentence));
  });
}

/** The post a text names, if any. */
function namedPost(text: string): string | undefined {
  return Object.keys(POST_NAMES).find((slug) => POST_NAMES[slug]?.test(text));
}

export type BlogTopicAnswer = { topic: string; post: BlogPost; text: string };

/**
 * What a post says on the subject `text` asks about. `lastAsked` is the visitor's last message
 * and `postInContext` the post the conversation is about, if any; either may name the post.
 */
export function blogTopicAnswer(
  text: string,
  lastAsked: string,
  postInContext: string | undefined,
): BlogTopicAnswer | undefined {
  const lower = text.toLowerCase();
  const named = namedPost(lower) ?? namedPost(lastAsked.toLowerCase()) ?? postInContext;
  for (const topic of TOPICS) {
    if (!topic.asked.test(lower)) continue;
    if (topic.needsPost && !named) continue;
    const slug =
      named && topic.said[named] ? named : topic.needsPost ? undefined : Object.keys(topic.said)[0];
    const post = blogPosts.find((candidate) => candidate.slug === slug);
    const pattern = slug ? topic.said[slug] : undefined;
    if (!post || !pattern) continue;
    const found = saidIn(post, pattern);
    if (found.length === 0) continue;
    const body = topic.lead
      ? [topic.lead(found), ...found.map((item) => `- ${item}`)].join("\n")
      : found.join(" ");
    return { topic: topic.name, post, text: paragraphs(body, `From ${postLink(post)}.`) };
  }
  return undefined;
}
