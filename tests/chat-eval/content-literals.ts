/**
 * Finds content written into the chat's code (issue 29, item 1): every string, template and
 * regular-expression literal of server/chat (tests excluded), checked against what the content
 * names — its items' names and slugs, its people, places, phone, e-mail and links, its claims,
 * its weekday names — and against the opening words of its sentences. A literal holding one of
 * them means a fact or a content sentence's wording lives in code.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseAst } from "rolldown/parseAst";
import * as content from "../../app/content/index.ts";
import { DAY_CODES, weekdayName } from "../../app/lib/opening-hours.ts";
import { siteConfig } from "../../app/site.config.ts";

export type Literal = { file: string; text: string; kind: "string" | "template" | "regex" };

/** Every literal of a TypeScript source, by walking its syntax tree. */
export function literalsOf(file: string, source: string): Literal[] {
  const found: Literal[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record.type === "Literal" && typeof record.value === "string")
      found.push({ file, text: record.value, kind: "string" });
    if (record.type === "Literal" && record.regex)
      found.push({ file, text: (record.regex as { pattern: string }).pattern, kind: "regex" });
    if (record.type === "TemplateElement")
      found.push({
        file,
        text: String((record.value as { cooked?: string }).cooked ?? ""),
        kind: "template",
      });
    for (const [key, child] of Object.entries(record)) if (key !== "type") visit(child);
  };
  visit(parseAst(source, { lang: "ts" }, file));
  return found;
}

/** The chat's source files, tests excluded. */
export function chatSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith(".ts") && !entry.endsWith(".test.ts")) files.push(full);
    }
  };
  walk(root);
  return files;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9@+.#/ -]+/g, " ")
    .replace(/\.(?![a-z0-9])|(?<![a-z0-9])\./g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** What the content names: item names and slugs, people, places, contact details, claims, weekdays. */
export function contentNames(): string[] {
  const { contact, claims } = siteConfig;
  const named = [
    ...content.services.flatMap((service) => [service.title, service.slug]),
    ...content.technologies.flatMap((technology) => [technology.name, technology.slug]),
    ...content.portfolioProjects.flatMap((project) => [project.title, project.slug]),
    ...content.caseStudies.flatMap((study) => [study.title, study.slug]),
    ...content.blogPosts.flatMap((post) => [post.title, post.slug, post.author]),
    ...content.jobs.flatMap((job) => [job.title, job.slug, job.location]),
    ...content.experts.flatMap((person) => [person.name, ...person.name.split(" ")]),
    ...content.testimonials.flatMap((testimonial) => [testimonial.name, testimonial.company]),
    ...content.techTalks.map((talk) => talk.title),
    // A section's title or anchor of one word is an ordinary word ("retention"); longer ones are the content's.
    ...content.privacySections.flatMap((section) =>
      [section.title, section.id].filter((name) => /[\s-]/.test(name)),
    ),
    siteConfig.brandName,
    siteConfig.shortName,
    contact.phone,
    contact.email,
    contact.city,
    contact.country,
    contact.headOffice,
    siteConfig.schedulingUrl,
    ...siteConfig.social.flatMap((profile) => [profile.url]),
    ...Object.values(claims),
    ...contact.openingTimes.flatMap((time) => [time.opens, time.closes]),
    ...DAY_CODES.map((day) => weekdayName(day)),
  ];
  return [...new Set(named.map(words).filter((name) => name.length >= 3))];
}

/** The first four words of every sentence the content says (FAQ answers, descriptions, posts…). */
export function sentenceOpenings(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) for (const entry of value) collect(entry);
    else if (value && typeof value === "object") for (const entry of Object.values(value)) collect(entry);
  };
  collect(Object.values(content).filter((value) => typeof value !== "function"));
  const openings = texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((sentence) => words(sentence).split(" ").slice(0, 4).join(" "))
    .filter((opening) => opening.split(" ").length === 4);
  return [...new Set(openings)];
}

/** Each literal that holds a content name (as whole words) or a content sentence's opening. */
export function contentInLiterals(
  literals: readonly Literal[],
  names = contentNames(),
  openings = sentenceOpenings(),
): string[] {
  const problems: string[] = [];
  for (const literal of literals) {
    // A pattern's alternatives and words, without its syntax: "(?:mon|tue)" holds "mon" and "tue".
    const text =
      literal.kind === "regex"
        ? words(literal.text.replace(/\\[bBdDsSwW]|[()?:*+|[\]{}^$]/g, " "))
        : words(literal.text);
    const padded = ` ${text} `;
    for (const name of names)
      if (padded.includes(` ${name} `))
        problems.push(`${path.basename(literal.file)}: "${literal.text.slice(0, 60)}" names "${name}"`);
    for (const opening of openings)
      if (padded.includes(` ${opening} `))
        problems.push(
          `${path.basename(literal.file)}: "${literal.text.slice(0, 60)}" opens a content sentence: "${opening}"`,
        );
  }
  return problems;
}

export function chatCodeProblems(root: string): string[] {
  const literals = chatSources(root).flatMap((file) => literalsOf(file, readFileSync(file, "utf8")));
  return contentInLiterals(literals);
}
