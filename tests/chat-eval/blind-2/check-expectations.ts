/**
 * Checks the expectations of a blind corpus against the website content, without the chat:
 * every fact entry of `mustContain` needs at least one alternative that occurs in the content
 * text (normalised like the judge does), every linked path must be a real page, and no
 * forbidden text may be one of the item's own required alternatives.
 *
 *   node tests/chat-eval/blind-2/check-expectations.ts <corpus.json> [more.json …]
 *
 * Entries that describe a wording rather than a fact (declines and honest negatives, which
 * contain "don't" or "do not" among their alternatives) are not looked up in the content.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import * as content from "../../../app/content/index.ts";
import { publicPaths } from "../../../app/prerender-paths.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { normaliseText, QUOTE_FORM_HREF } from "../blind/judge.ts";
import type { BlindCase } from "../blind/types.ts";

const ROOT = path.join(import.meta.dirname, "../../..");

/** All visible text of the site's fixed content, normalised. */
export function contentText(): string {
  const blogDir = path.join(ROOT, "app/content/blog");
  const posts = content.blogPosts.map((post) => readFileSync(path.join(blogDir, `${post.slug}.md`), "utf8"));
  const values = Object.values(content).filter((value) => typeof value !== "function");
  const text = [
    JSON.stringify(values),
    JSON.stringify(siteConfig),
    ...posts,
    ...content.blogPosts.map((p) => p.displayDate),
  ]
    .join("\n")
    .replace(/\\"/g, '"')
    .replace(/<[^>]+>/g, " ");
  return normaliseText(text);
}

export function isWordingEntry(alternatives: readonly string[]): boolean {
  return alternatives.some((alternative) => ["don't", "do not"].includes(alternative.toLowerCase()));
}

export function expectationProblems(corpus: readonly BlindCase[], text: string = contentText()): string[] {
  const pages = new Set(publicPaths());
  const problems: string[] = [];
  for (const item of corpus) {
    for (const alternatives of item.mustContain) {
      if (isWordingEntry(alternatives)) continue;
      if (!alternatives.some((alternative) => text.includes(normaliseText(alternative)))) {
        problems.push(`${item.id}: no alternative in the content: ${alternatives.join(" | ")}`);
      }
    }
    for (const href of item.linkAnyOf) {
      if (href === QUOTE_FORM_HREF || href === siteConfig.schedulingUrl) continue;
      if (href.startsWith("https://")) continue;
      if (!pages.has(href)) problems.push(`${item.id}: not a page: ${href}`);
    }
    for (const forbidden of item.mustNotContain) {
      for (const alternative of item.mustContain.flat()) {
        if (normaliseText(alternative).includes(normaliseText(forbidden))) {
          problems.push(`${item.id}: forbids "${forbidden}", which a required alternative contains`);
        }
      }
    }
  }
  return problems;
}

function main(): void {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error("usage: node tests/chat-eval/blind-2/check-expectations.ts <corpus.json> [more.json …]");
    process.exit(2);
  }
  const corpus = files.flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as BlindCase[]);
  const problems = expectationProblems(corpus);
  for (const problem of problems) console.log(problem);
  console.log(`${corpus.length} items checked, ${problems.length} problems`);
  if (problems.length > 0) process.exit(1);
}

if (import.meta.main) main();
