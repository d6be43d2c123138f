/**
 * "What categories are your projects grouped into?", "which ones are web & mobile?", "…and the
 * other tab?": the portfolio's categories (the tabs of the home page's and the Portfolio page's
 * project lists) and the projects in each, asked in four of the ten read corpora. A category's
 * name is also a service's, so it only counts as a category in a conversation about projects.
 */
import { portfolioProjects } from "../../../app/content/index.ts";
import { link, listWords, paragraphs } from "./compose.ts";

const PORTFOLIO = link("Portfolio", "/portfolio");

function categories(): { name: string; projects: string[] }[] {
  const names = [...new Set(portfolioProjects.map((project) => project.category))];
  return names.map((name) => ({
    name,
    projects: portfolioProjects
      .filter((project) => project.category === name)
      .map((project) => link(project.title, `/portfolio/${project.slug}`)),
  }));
}

/** The visitor's words for a category's name: "web and mobile", "ai automation". */
function namePattern(name: string): RegExp {
  const words = name
    .toLowerCase()
    .split(/\s*&\s*|\s+/)
    .filter(Boolean);
  return new RegExp(`\\b${words.join("\\s*(?:&|and)?\\s*")}\\b`);
}

const ABOUT_PROJECTS = /\b(?:projects?|portfolio|tabs?|case stud\w*|work you'?ve done)\b/;
/** A category of the blog is the blog's. */
const ABOUT_POSTS = /\b(?:posts?|articles?|blog|read)\b/;
const ALL_CATEGORIES =
  /\bcategor\w*\b|\bgrouped\b|\bprojects?\b.{0,30}\b(?:sorted|organi[sz]ed|split|divided)\b|\bwhat tabs\b/;
const WHICH =
  /\b(?:which|what)(?: ones| projects)?\b|\bones\b|\bunder\b|\bfall\b|\blisted\b|\bin (?:the|that)\b/;
const OTHER = /\bthe other (?:tab|one|category|group)\b/;

/** The answer when `text` (after `lastAsked`) asks for the portfolio's categories or one's projects. */
export function projectCategoryAnswer(text: string, lastAsked: string): string | undefined {
  const lower = text.toLowerCase();
  const last = lastAsked.toLowerCase();
  const all = categories();
  const aboutProjects = ABOUT_PROJECTS.test(lower) || ABOUT_PROJECTS.test(last);
  if (!aboutProjects || ABOUT_POSTS.test(lower)) return undefined;
  const named = all.filter((category) => namePattern(category.name).test(lower));
  const namedBefore = all.filter((category) => namePattern(category.name).test(last));
  const asked =
    named.length === 1 && WHICH.test(lower)
      ? named
      : named.length === 0 && OTHER.test(lower) && namedBefore.length === 1
        ? all.filter((category) => category !== namedBefore[0])
        : [];
  if (asked.length === 1 && asked[0]) {
    const category = asked[0];
    return paragraphs(
      `Our ${category.name} projects: ${listWords(category.projects)}.`,
      `See our ${PORTFOLIO} page.`,
    );
  }
  if (named.length === 0 && ALL_CATEGORIES.test(lower))
    return paragraphs(
      `Our projects are grouped into ${all.length} categories:`,
      all.map((category) => `- ${category.name}: ${listWords(category.projects)}`).join("\n"),
      `See our ${PORTFOLIO} page.`,
    );
  return undefined;
}
