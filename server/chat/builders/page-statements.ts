/**
 * Every statement the service pages, the technology pages and the home page's ways of working
 * make, one sentence or list item each, with the page that shows it: what a fact topic quotes
 * when a recurring question is answered in so many words somewhere on those pages.
 */
import { homePage, services, technologies } from "../../../app/content/index.ts";
import { sentences } from "../text.ts";
import { link } from "./compose.ts";

export type PageStatement = { text: string; page: string; href: string };

function collect(): PageStatement[] {
  const fromServices = services.flatMap((service) => {
    const where = { page: service.title, href: `/services/${service.slug}` };
    return [service.description, ...service.details]
      .flatMap(sentences)
      .concat(service.features)
      .map((text) => ({ text, ...where }));
  });
  const fromTechnologies = technologies.flatMap((technology) => {
    const where = { page: technology.name, href: `/technologies/${technology.slug}` };
    return [technology.summary, technology.detailedDescription, technology.whatWeProvide]
      .flatMap(sentences)
      .concat(technology.mainUses, technology.applications, technology.services, technology.whyChoose)
      .map((text) => ({ text, ...where }));
  });
  const fromHome = homePage.tabs.items.flatMap((tab) =>
    tab.cards.map((card) => ({ text: `${card.title}: ${card.text}`, page: "home", href: "/" })),
  );
  return [...fromServices, ...fromTechnologies, ...fromHome];
}

let statements: PageStatement[] | undefined;

/** The statements that match `pattern`, in page order. */
export function statementsSaying(pattern: RegExp): PageStatement[] {
  statements ??= collect();
  return statements.filter((statement) => pattern.test(statement.text));
}

/** "More on the [AI Automation](/services/ai-automation) and [home](/) pages." */
export function pagesLine(found: readonly PageStatement[]): string {
  const pages = [...new Map(found.map((statement) => [statement.href, statement])).values()];
  const links = pages.map((statement) =>
    statement.href === "/" ? link("home page", "/") : link(statement.page, statement.href),
  );
  return `More on our ${links.join(" and ")}${links.length > 1 ? " pages" : " page"}.`;
}
