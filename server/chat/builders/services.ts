/**
 * Answers about the services: the list (with the header's groups), one service (its summary,
 * or the sentence of its page that answers a detail), and two services side by side.
 */
import { serviceGroups, services, servicesPage } from "../../../app/content/index.ts";
import type { Service } from "../../../app/content/schema.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { answer, bullets, link, paragraphs } from "./compose.ts";
import { type BuildContext, type Builder, ofType } from "./context.ts";
import { bestInScope, detailTerms } from "./scoped.ts";
import { serviceTechnologies, technologiesOfService } from "./technologies.ts";

const SERVICES = link("Services", "/services");

export function serviceOf(entity: Entity): Service | undefined {
  return services.find((service) => service.slug === entity.key);
}

/** "only", "all you do", "do you just build…": asking whether one thing is everything there is. */
export const ONLY_THAT =
  /\b(?:only|solely|exclusively)\b|\b(?:all|just) (?:you|u|ya)(?: guys)? (?:do|make|build|offer)\b|\b(?:you|u) just (?:do|make|build|offer)\b/;

/** Asking what a service is built with, not what it is. */
const ASKS_FOR_TECHNOLOGY =
  /\b(?:what|which) (?:tech|technology|technologies|tools|stack|tech stack|frameworks?|languages?)\b|\b(?:with|using) (?:what|which) (?:tech|technology|technologies|tools|stack|frameworks?|languages?)\b/;

const serviceLink = (service: Service) => link(service.title, `/services/${service.slug}`);

export const servicesList: Builder = (context) => {
  const grouped = new Set(serviceGroups.flatMap((group) => group.slugs));
  const groupLines = serviceGroups.map(
    (group) =>
      `- ${group.title}: ${group.slugs
        .flatMap((slug) => services.find((service) => service.slug === slug) ?? [])
        .map(serviceLink)
        .join(", ")}`,
  );
  const others = services.filter((service) => !grouped.has(service.slug)).map(serviceLink);
  return answer(
    "services.list",
    paragraphs(
      // "Do you only do websites?" is a yes-no question, and the list is why the answer is no.
      context.question.mentions.length > 0 && ONLY_THAT.test(context.question.text)
        ? "No, we do more than that. Our services:"
        : "Our services:",
      [...groupLines, `- Also: ${others.join(", ")}`].join("\n"),
      `${servicesPage.cta.title} ${servicesPage.cta.text} See ${SERVICES}.`,
    ),
  );
};

function summary(service: Service): string {
  return `${serviceLink(service)}: ${service.description}`;
}

export const serviceDetail: Builder = (context) => {
  const chosen = ofType(context, "service");
  const service = chosen[0] ? serviceOf(chosen[0]) : undefined;
  if (!service || !chosen[0]) return undefined;
  // The service's page first; the pages of the technologies it names also answer details
  // ("which blockchain networks?" is on Solidity's page).
  // "What tech do you use for mobile apps?": the technologies its page names.
  if (ASKS_FOR_TECHNOLOGY.test(context.question.text)) {
    const named = serviceTechnologies(context, chosen[0]);
    if (named) return named;
  }
  const related = technologiesOfService(context.knowledge, service).map(({ entity }) => entity);
  const asked = detailTerms(context, [chosen[0]]);
  const { index } = context.knowledge;
  const detail =
    bestInScope(index, context.knowledge.passagesOn(chosen[0].url), asked, 0.4) ??
    bestInScope(
      index,
      related.flatMap((entity) => context.knowledge.passagesOn(entity.url)),
      asked,
      0.4,
    );
  if (detail?.passage.url.startsWith("/technologies/")) {
    return answer(
      context.topic,
      paragraphs(
        detail.body,
        `More on our ${link(detail.passage.pageTitle, detail.passage.url)} page and our ${serviceLink(service)} service.`,
      ),
      [chosen[0]],
      { passages: [detail.passage] },
    );
  }
  const yes = context.question.yesNo ? "Yes. " : "";
  // A detail the page answers ("how do you roll out an automation?") beats the summary.
  // What the service includes goes with every answer about it: the page's key facts,
  // whichever detail was asked ("do you do computer vision?" is answered by its features).
  const includes = `What it includes:\n${bullets(service.features)}`;
  if (detail) {
    const listed = service.features.some((feature) => detail.body.includes(feature));
    return answer(
      context.topic,
      paragraphs(
        `${yes}${detail.body}`,
        listed ? undefined : includes,
        `More on our ${serviceLink(service)} page.`,
      ),
      [chosen[0]],
      { passages: [detail.passage] },
    );
  }
  return answer(
    context.topic,
    paragraphs(
      `${yes}${service.description}`,
      service.details[0],
      includes,
      `More on our ${serviceLink(service)} page.`,
    ),
    [chosen[0]],
  );
};

export const serviceCompare: Builder = (context: BuildContext) => {
  const chosen = ofType(context, "service").slice(0, 3);
  if (chosen.length < 2) return serviceDetail(context);
  const lines = chosen.flatMap((entity) => {
    const service = serviceOf(entity);
    return service ? [summary(service)] : [];
  });
  return answer(
    context.topic,
    paragraphs(...lines.map((line) => `- ${line}`), `All our services: ${SERVICES}.`),
    chosen,
  );
};
