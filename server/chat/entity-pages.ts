/**
 * The pages of the things a reply is about: which of them a reply links to ("tell me about
 * the second one" picks from them) and, for a reply about something the visitor named, a link
 * to its page when the reply has none.
 */
import { link, paragraphs, type Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { MAX_FOCUSED_REPLY } from "./thresholds.ts";
import type { Entity, EntityType } from "./understanding/catalogue.ts";
import type { Question } from "./understanding/question.ts";

/** Where each kind of entity has a page of its own. */
const ownPage: Partial<Record<EntityType, RegExp>> = {
  service: /^\/services\//,
  technology: /^\/technologies\//,
  project: /^\/portfolio\/(?!case-study)/,
  caseStudy: /^\/portfolio\/case-study\//,
  post: /^\/blog\//,
  job: /^\/careers\//,
};

/** Whether the entity has a page of its own ("/portfolio/markaid"), not a place on a shared one. */
export const hasOwnPage = (entity: Entity): boolean => ownPage[entity.type]?.test(entity.url) === true;

/** The entities whose pages a reply links to, in the order of the links (two or more). */
export const linkedEntitiesOf = (knowledge: Knowledge): ((text: string) => Entity[] | undefined) => {
  const byUrl = new Map<string, Entity>();
  for (const entity of knowledge.entities.entities)
    if (ownPage[entity.type]?.test(entity.url) && !byUrl.has(entity.url)) byUrl.set(entity.url, entity);
  return (text: string): Entity[] | undefined => {
    const found = [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => byUrl.get(match[1] ?? "") ?? []);
    const unique = [...new Map(found.map((entity) => [entity.id, entity])).values()];
    return unique.length >= 2 ? unique : undefined;
  };
};

/**
 * What a reply is about, for the next turn: a reply about something without a page of its own
 * (the Figma plugin API) that links exactly one thing's page ("We have used Figma Plugin in
 * TextToUI") is about that thing too, first.
 */
export const aboutWithLinkedPage = (
  knowledge: Knowledge,
  text: string,
  about: readonly Entity[],
): readonly Entity[] => {
  if (about.length === 0 || about.some(hasOwnPage)) return about;
  const linked = [...new Set([...text.matchAll(/\]\(([^)\s#]+)\)/g)].map((match) => match[1] ?? ""))];
  const pages = linked.flatMap(
    (url) => knowledge.entities.entities.find((entity) => entity.url === url && hasOwnPage(entity)) ?? [],
  );
  return pages.length === 1 && pages[0] ? [pages[0], ...about] : about;
};

/**
 * A reply about something the visitor named ("can our company GPT run in our own cloud?"
 * answered from the FAQ) links that thing's page too, so they can read more there.
 */
export const withAskedPages = (question: Question, reply: Reply): Reply => {
  if (reply.kind !== "answer") return reply;
  const asked = [
    ...new Map(
      question.mentions
        .flatMap((mention) => mention.entities)
        .filter((entity) => ownPage[entity.type]?.test(entity.url))
        .map((entity) => [entity.url, entity]),
    ).values(),
  ];
  if (asked.length === 0 || asked.length > 2) return reply;
  const unlinked = asked.filter((entity) => !reply.text.includes(`](${entity.url})`));
  if (unlinked.length === 0) return reply;
  const text = paragraphs(
    reply.text,
    `More on ${unlinked.map((entity) => link(entity.name, entity.url)).join(" and ")}.`,
  );
  return text.length > MAX_FOCUSED_REPLY ? reply : { ...reply, text };
};
