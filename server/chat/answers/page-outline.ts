import { chatWording } from "../../../app/content/chat-answers.ts";
import { footerNavigation, headerLinks } from "../../../app/navigation.ts";
import type { Knowledge } from "../knowledge/build.ts";
import type { ItemKind } from "../knowledge/catalogue.ts";
import { tokenize } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { bulletLines, type Reply, reply } from "./reply.ts";

/** "What's on your home page?", "what does the services page show?": the page the visitor names. */
const ASKS_WHAT_A_PAGE_HOLDS =
  /\bwhat(?:'s| is| are)?(?: there| all)? on (?:your|the|ur) (?<page>[\w &/-]+?) ?page\b|\bwhat does (?:your|the|ur) (?<page2>[\w &/-]+?) page (?:show|have|say|cover|contain|include)\b/;

/** "Discover (1)" as the page shows it: the number that places an entry (knowledge/pages.ts) is for search. */
const withoutPlace = (entry: string): string => entry.replace(/\s\((?:\d+(?:, )?)+\)$/, "");

/** Entries of a collection named in an outline before the rest is left to the page. */
const NAMES_SHOWN = 6;

/** Every page with a name a visitor may use: the menus' links and the names the chat gives its list pages. */
function namedPages(): { name: string; url: string }[] {
  const fromLists = Object.entries(chatWording.listPageName).map(([kind, name]) => ({
    name,
    url: chatWording.listPage[kind as keyof typeof chatWording.listPage],
  }));
  const fromMenus = [...headerLinks, ...footerNavigation].map((link) => ({
    name: link.name,
    url: link.path,
  }));
  return [...fromLists, ...fromMenus];
}

/**
 * "What's on your portfolio page?": the sections the page shows, in order, by their headings
 * (the listing pages' sections of knowledge/pages.ts), with a link to the page.
 */
export function pageOutlineReply(knowledge: Knowledge, question: Question): Reply | undefined {
  const match = ASKS_WHAT_A_PAGE_HOLDS.exec(question.text);
  // Words, not search terms: "about" is a stop word to a search, and a page's name here.
  const asked = tokenize(match?.groups?.page ?? match?.groups?.page2 ?? "");
  if (asked.length === 0) return undefined;
  const page = namedPages().find((candidate) =>
    tokenize(candidate.name).some((word) => asked.includes(word)),
  );
  if (!page) return undefined;
  const sections = knowledge.passages.filter(
    (passage) => passage.url === page.url && !passage.item && passage.keywords && passage.title,
  );
  // Each section by its heading, with the titled entries it holds ("A clear path…: Discover, Build, …"):
  // a list whose every entry heads a section of the page too.
  const titles = new Set(
    knowledge.passages.filter((passage) => passage.url === page.url).map((passage) => passage.title),
  );
  const entriesOf = (heading: string) =>
    sections.find(
      (passage) =>
        passage.title === heading &&
        passage.fact.items?.length &&
        passage.fact.items.every((entry) => titles.has(entry)),
    )?.fact.items;
  const headings = [...new Set(sections.map((passage) => passage.title))].map((heading) => {
    const entries = entriesOf(heading);
    return entries ? `${heading}: ${entries.map(withoutPlace).join(", ")}` : heading;
  });
  // The collections the page lists ("posts on our blog: …"), named from the chat's own list pages.
  const collections = (Object.keys(chatWording.listPage) as ItemKind[])
    .filter((kind) => chatWording.listPage[kind] === page.url)
    .flatMap((kind) => {
      const names = knowledge.items.filter((item) => item.kind === kind).map((item) => item.name);
      if (names.length === 0) return [];
      const shown = names.length > NAMES_SHOWN ? [...names.slice(0, NAMES_SHOWN), "…"] : names;
      const noun = chatWording.countNoun[kind];
      return [`${noun.charAt(0).toUpperCase()}${noun.slice(1)}: ${shown.join(", ")}`];
    });
  const lines = [...headings, ...collections];
  if (lines.length === 0) return undefined;
  return reply(
    `${chatWording.pageOutline(page.name, page.url)}\n${bulletLines(lines)}`,
    "answer",
    "page.outline",
    [page.url],
  );
}
