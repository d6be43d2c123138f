/**
 * Answers about the leadership team of /about: who holds a role, who someone is and what
 * their background is, who knows about a field, and the whole team.
 */
import { experts } from "../../../app/content/index.ts";
import type { Expert } from "../../../app/content/schema.ts";
import { terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { answer, bullets, link, paragraphs } from "./compose.ts";
import { type BuildContext, type Builder, ofType } from "./context.ts";
import { detailTerms } from "./scoped.ts";

const ABOUT = link("About us", "/about");

function expertOf(entity: Entity): Expert | undefined {
  return experts.find((expert) => expert.name === entity.name);
}

function describe(expert: Expert): string {
  return `${expert.name} is our ${expert.title}. ${expert.desc}`;
}

/** The expert whose title and description share the most of the question's words (titles count double). */
function bestByWords(context: BuildContext, exclude: readonly string[] = []): Expert | undefined {
  const asked = new Set(detailTerms(context));
  if (asked.size === 0) return undefined;
  let best: { expert: Expert; score: number } | undefined;
  for (const expert of experts) {
    if (exclude.includes(expert.name)) continue;
    const title = terms(expert.title).filter((term) => asked.has(term)).length;
    const desc = terms(expert.desc).filter((term) => asked.has(term)).length;
    const score = 2 * title + desc;
    if (score > 0 && (!best || score > best.score)) best = { expert, score };
  }
  return best?.expert;
}

/**
 * The people asked about: named in the message; else the one the message's words describe
 * ("and someone for sustainability?"); else the one carried over from the conversation.
 */
function chosen(context: BuildContext): Expert[] {
  const named = context.named.filter((entity) => entity.type === "person");
  const resolved = ofType(context, "person");
  if (named.length > 0) return resolved.flatMap((entity) => expertOf(entity) ?? []);
  const refersBack = /\b(he|him|his|she|her|they|them|their)\b/.test(context.question.text);
  const described = refersBack
    ? undefined
    : bestByWords(
        context,
        resolved.map((entity) => entity.name),
      );
  if (described) return [described];
  return resolved.flatMap((entity) => expertOf(entity) ?? []);
}

function aboutEntities(context: BuildContext, people: readonly Expert[]): Entity[] {
  return people.flatMap(
    (expert) => context.knowledge.entities.entities.find((entity) => entity.name === expert.name) ?? [],
  );
}

export const peopleList: Builder = () =>
  answer(
    "people.list",
    paragraphs(
      `Our leadership team (${experts.length} people):`,
      bullets(experts.map((expert) => `${expert.name}, ${expert.title}`)),
      `They stay close to every client; more on our ${ABOUT} page.`,
    ),
  );

/** "Who is your CTO?", "who heads up fintech?", "and the other co-founder?" */
export const peopleRole: Builder = (context) => {
  const people = chosen(context);
  if (people.length === 0) return undefined;
  const text = paragraphs(...people.map(describe), `See our ${ABOUT} page.`);
  return answer(context.topic, text, aboutEntities(context, people));
};

export const peoplePerson: Builder = (context) => {
  const people = chosen(context);
  if (people.length === 0) return peopleRole(context);
  return answer(
    context.topic,
    paragraphs(...people.map(describe), `See our ${ABOUT} page.`),
    aboutEntities(context, people),
  );
};

/** "Does anyone on your team know banking?" — the leader whose description covers it. */
export const peopleExpertise: Builder = (context) => {
  const found = bestByWords(context);
  if (!found) return undefined;
  return answer(
    context.topic,
    paragraphs(describe(found), `See our ${ABOUT} page.`),
    aboutEntities(context, [found]),
  );
};
