/**
 * A follow-up read with the thing being discussed named (ADR 426). "Which frameworks would you
 * use for that?" after mobile development, "how much experience does he have?" after the CTO,
 * "where is that one based?" after a job: a message that leans back ("it", "that", "and…"),
 * names nothing, and whose best intent is about another kind of thing than the one being
 * discussed and matches less than clearly, is understood again with that thing's name added. When the intent it then matches
 * (at least weakly) is about that kind of thing, that reading answers. It holds for every kind of
 * entity with a name: services, technologies, projects, case studies, posts, jobs, people.
 */
import type { Knowledge } from "./builders/context.ts";
import type { DialogueState } from "./dialogue.ts";
import { intentCandidates } from "./intent-candidates.ts";
import type { Intent } from "./intents.ts";
import { STRONG_COVERAGE, WEAK_COVERAGE } from "./thresholds.ts";
import { TOPICS } from "./topics.ts";
import { type Question, type UnderstandingTools, understand } from "./understanding/question.ts";

type Ranked = ReturnType<typeof intentCandidates>;

export function withCurrentNamed(
  { knowledge, tools }: { knowledge: Knowledge; tools: UnderstandingTools },
  question: Question,
  state: DialogueState,
  ranked: Ranked,
  rule: Intent,
): { question: Question; ranked: Ranked } | undefined {
  const current = state.about[0];
  if (!current || question.mentions.length > 0 || question.other || question.newTopic) return undefined;
  if (!question.pronoun && !question.continuation) return undefined;
  const about = (intent: string | undefined) => (intent ? (TOPICS[intent]?.about ?? []) : []);
  const top = ranked[0];
  // A question another intent matches clearly is a new subject ("ok and how does pricing work?").
  if (top && (about(top.intent).includes(current.type) || top.coverage >= STRONG_COVERAGE)) return undefined;
  const named = understand(`${question.raw} (${current.name})`, tools);
  if (!named.mentions.some((mention) => mention.entities.some((entity) => entity.id === current.id)))
    return undefined;
  const reranked = intentCandidates(knowledge, named, state, rule);
  const best = reranked[0];
  if (!best || best.coverage < WEAK_COVERAGE || !about(best.intent).includes(current.type)) return undefined;
  return { question: named, ranked: reranked };
}
