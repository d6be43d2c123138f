/**
 * Applies a marketing team's ordinary week of content edits to a COPY of the repository,
 * touching only app/content, app/site.config.ts and public/ (issue 29 item 4: "a content
 * edit touches only content"). Then build and test the copy to see what follows and what
 * breaks:
 *
 *   git archive HEAD | tar -x -C /tmp/copy && ln -s "$PWD/node_modules" /tmp/copy/
 *   node scripts/content-week-of-edits.ts /tmp/copy
 *   cd /tmp/copy && npm run build && npx vitest run app scripts server/admin …
 *
 * Each edit is a text change a person would make in the file; an edit whose anchor text is
 * gone stops the script with the file named, so it never half-applies silently.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Edit = { what: string; file: string; apply: (source: string) => string };

/** Replaces `from` (which must occur) by `to`; all occurrences when `every` is set. */
function replace(from: string | RegExp, to: string, every = false): (source: string) => string {
  return (source) => {
    const found = typeof from === "string" ? source.includes(from) : from.test(source);
    if (!found) throw new Error(`anchor not found: ${String(from)}`);
    if (typeof from === "string") return every ? source.replaceAll(from, to) : source.replace(from, to);
    return source.replace(from, to);
  };
}

/** Inserts `text` before the last "];" that closes the file's main list. */
function appendToList(listStart: string, text: string): (source: string) => string {
  return (source) => {
    const start = source.indexOf(listStart);
    if (start < 0) throw new Error(`list not found: ${listStart}`);
    const end = source.indexOf("\n];", start);
    if (end < 0) throw new Error(`end of list not found after ${listStart}`);
    return `${source.slice(0, end)}\n${text}${source.slice(end)}`;
  };
}

const NEW_SERVICE = `  {
    slug: "seo-and-ads",
    icon: "search",
    title: "SEO and Paid Ads",
    description:
      "Search engine optimisation and paid search campaigns that bring qualified visitors, measured against leads rather than clicks.",
    details: [
      "Being found matters as much as being good. We audit your site's technical health, content and links, fix what holds it back and build pages around the searches your buyers actually make.",
      "For paid search we set up and run Google Ads and LinkedIn campaigns with conversion tracking from the first day, so every pound spent is tied to a lead your sales team can see.",
    ],
    features: [
      "Technical SEO audits and fixes",
      "Keyword research and content plans",
      "Google Ads and LinkedIn Ads campaign management",
      "Conversion tracking and attribution",
      "Monthly reports in plain language",
    ],
    image: serviceImage("seo-and-ads"),
    keywords: ["seo", "search engine optimisation", "google ads", "ppc", "paid search", "advertising", "marketing"],
    menuGroup: "Solutions",
    technologySlugs: [],
  },`;

const NEW_JOB = `  {
    slug: "product-designer",
    title: "Product Designer",
    department: "Design",
    location: "Pakistan",
    countryCode: "PK",
    workplace: "Hybrid",
    type: "Full-time",
    employmentType: "FULL_TIME",
    description:
      "Design the AI products our clients put in front of their customers, from first sketches to polished interfaces. You work three days a week from our Lahore studio and two from home.",
    responsibilities: [
      "Run discovery interviews and turn what you learn into user journeys",
      "Design interfaces for AI features that explain uncertainty honestly",
      "Build and maintain design systems in Figma",
      "Prototype and test ideas with real users every sprint",
      "Work with engineers on every detail until release",
      "Present design decisions to clients",
    ],
    qualifications: [
      "4+ years designing digital products",
      "A portfolio showing research, interaction and visual design",
      "Fluency in Figma and prototyping tools",
      "Working knowledge of accessibility standards (WCAG 2.2)",
      "Experience designing for data-heavy or AI products is a plus",
      "Clear written and spoken English",
    ],
    datePosted: "2026-12-04",
    keywords: ["product design", "ux", "ui", "figma", "design systems", "user research"],
  },`;

const NEW_POST = `---
title: "RAG in Production: Five Lessons From Our Client Work"
date: 2026-12-03
author: Rohan Mehta
authorTitle: CTO
category: AI Engineering
readTime: 6 min read
icon: search
excerpt: Retrieval-augmented generation is easy to demo and hard to run. Five lessons from the systems we have shipped.
keywords: [rag, retrieval augmented generation, vector search, evaluation, llm]
coverImage:
  src: /images/blog/rag-in-production.svg
  alt: Documents flowing into a search index and out as a cited answer
---

Retrieval-augmented generation, or RAG, grounds a language model's answers in your own documents. It is the most common pattern in the assistants we build, and the one where the gap between a demo and a dependable system is widest.

## Lesson one: measure retrieval before generation

In our projects, 70% of wrong answers traced back to retrieval, not to the model. We now build an evaluation set of 200 real questions before writing any prompt, and we measure whether the right passage is found before we measure anything else.

## Lesson two: chunk by meaning

Splitting documents every 500 tokens cuts tables and lists in half. Chunking by headings and paragraphs raised answer accuracy by 18 points on one client's policy library.

## Lesson three: keep permissions with the text

An assistant must never quote a document the person asking cannot open. We index each passage with its access rules and filter before ranking.

## Lesson four: cite every answer

- Every answer links to its sources.
- Answers without a source say so.
- Reviewers can flag a wrong citation in one click.

## Lesson five: plan for change

Documents change every day. We re-index changed files within 15 minutes, and we re-run the evaluation set on every release.
`;

/**
 * Fields this version of the repository does not know (it predates issue 29's structured
 * fields) are left out, as a person editing that version would: its schemas refuse them.
 */
function forThisVersion(root: string, text: string): string {
  const schema = readFileSync(path.join(root, "app/content/schema.ts"), "utf8");
  if (schema.includes("keywords: KeywordsSchema")) return text;
  return text
    .split("\n")
    .filter((line) => !/^\s*(keywords|menuGroup|technologySlugs|countryCode):/.test(line))
    .join("\n");
}

/** The hours as data where the repository has them, else the two texts written by hand. */
function weekdaysOnly(source: string): string {
  if (source.includes("openingTimes")) {
    return replace(
      `days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"]`,
      `days: ["Mo", "Tu", "We", "Th", "Fr"]`,
    )(source);
  }
  return replace(
    `"Mo-Sa 09:00-18:00"`,
    `"Mo-Fr 09:00-18:00"`,
  )(replace(`"Mon-Sat 9:00 AM-6:00 PM"`, `"Mon-Fri 9:00 AM-6:00 PM"`)(source));
}

const editsFor = (root: string): Edit[] => [
  { what: "opening days change to Monday to Friday", file: "app/site.config.ts", apply: weekdaysOnly },
  {
    what: "a new phone number",
    file: "app/site.config.ts",
    apply: replace(`phone: "+44 20 7946 0321"`, `phone: "+44 20 7946 0888"`),
  },
  {
    what: "a new claim: more clients",
    file: "app/site.config.ts",
    apply: replace(`clients: "150+"`, `clients: "175+"`),
  },
  {
    what: "a new service covering SEO and ads, in the Solutions menu",
    file: "app/content/services.ts",
    apply: appendToList("export const services: Service[] = [", forThisVersion(root, NEW_SERVICE)),
  },
  {
    what: "a new hybrid job",
    file: "app/content/jobs.ts",
    apply: appendToList("export const jobs: Job[] = [", forThisVersion(root, NEW_JOB)),
  },
  {
    what: "a case study's result changes (headline and closing paragraph)",
    file: "app/content/case-studies.ts",
    apply: (source) =>
      replace(
        "delivered a 30% increase in sales",
        "delivered a 35% increase in sales",
      )(replace(`result: "30% increase in sales"`, `result: "35% increase in sales"`)(source)),
  },
  {
    what: "an FAQ answer changes (typical project length)",
    file: "app/content/faq.ts",
    apply: replace("A typical project takes 3 to 6 months", "A typical project takes 4 to 8 months"),
  },
  {
    what: "the retention period of leads in the privacy policy changes",
    file: "app/content/privacy-policy.ts",
    apply: replace("leads: 730,", "leads: 365,"),
  },
];

function main(root: string): void {
  for (const edit of editsFor(root)) {
    const file = path.join(root, edit.file);
    try {
      writeFileSync(file, edit.apply(readFileSync(file, "utf8")));
    } catch (error) {
      throw new Error(`${edit.file} (${edit.what}): ${(error as Error).message}`);
    }
    console.log(`edited ${edit.file}: ${edit.what}`);
  }
  // New files: a post, and the pictures a person adds to public/ for the new service and post.
  writeFileSync(path.join(root, "app/content/blog/rag-in-production.md"), forThisVersion(root, NEW_POST));
  console.log("added app/content/blog/rag-in-production.md: a new blog post with facts in its body");
  copyFileSync(
    path.join(root, "public/images/services/ai-automation.svg"),
    path.join(root, "public/images/services/seo-and-ads.svg"),
  );
  copyFileSync(
    path.join(root, "public/images/blog/ai-boom-real-innovation-or-just-hype.svg"),
    path.join(root, "public/images/blog/rag-in-production.svg"),
  );
  console.log("added public/images/services/seo-and-ads.svg and public/images/blog/rag-in-production.svg");
}

const [root] = process.argv.slice(2);
if (!root) {
  console.error("usage: node scripts/content-week-of-edits.ts <copy of the repository>");
  process.exit(2);
}
main(path.resolve(root));
