import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { displayDate } from "../lib/display-date.ts";
import { blogPosts, readBlogPosts } from "./blog.server.ts";
import { ContentError } from "./content-issues.ts";

const goodPost = (date: string) => `---
title: A post
date: ${date}
author: Karim Haddad
authorTitle: Head of FinTech
category: AI & FinTech
readTime: 4 min read
icon: lightbulb
excerpt: What the post is about.
keywords: [a topic]
coverImage:
  src: /images/blog/ai-in-fintech-redefining-finance.svg
  alt: A chart
---

First paragraph.

## A heading

- a point
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "blog-posts-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function problemsOf(read: () => unknown): readonly string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("blog posts as Markdown files with frontmatter (issue 15)", () => {
  it("the site's posts come from app/content/blog/<slug>.md, oldest first, with the body as Markdown", () => {
    const files = readdirSync("app/content/blog").filter((name) => name.endsWith(".md"));
    expect(blogPosts.map((post) => `${post.slug}.md`).sort()).toEqual(files.sort());
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort());
    for (const post of blogPosts) {
      expect(post.content).toMatch(/^\S/);
      expect(post.content).toMatch(/^## /m);
      expect(post.coverImage).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it("the slug is the file name, the display date and the cover's size are derived", () => {
    writeFileSync(path.join(dir, "b-second.md"), goodPost("2025-08-04"));
    writeFileSync(path.join(dir, "a-first.md"), goodPost("2025-07-24"));
    const posts = readBlogPosts(dir);
    expect(posts.map((post) => [post.slug, post.displayDate])).toEqual([
      ["a-first", "24 July 2025"],
      ["b-second", "4 August 2025"],
    ]);
    expect(posts[0]?.coverImage).toEqual({
      src: "/images/blog/ai-in-fintech-redefining-finance.svg",
      width: 1200,
      height: 630,
      alt: "A chart",
    });
    expect(posts[0]?.content).toBe("First paragraph.\n\n## A heading\n\n- a point");
  });

  it("a bad edit is reported with the file and every wrong field", () => {
    const file = path.join(dir, "broken.md");
    writeFileSync(
      file,
      goodPost("24/07/2025")
        .replace("author: Karim Haddad\n", "")
        .replace("readTime: 4 min read", "readTme: 4 min read")
        .replace("## A heading", "### A heading"),
    );
    const problems = problemsOf(() => readBlogPosts(dir));
    expect(problems).toEqual(
      expect.arrayContaining([
        `${file}: date: Invalid ISO date`,
        expect.stringMatching(new RegExp(`^${file}: author: `)),
        expect.stringMatching(new RegExp(`^${file}: readTime: `)),
        expect.stringMatching(new RegExp(`^${file}: frontmatter: Unrecognized key: "readTme"`)),
        expect.stringMatching(new RegExp(`^${file}: content: headings are "## " \\(level 2\\) only`)),
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it("raw HTML, a missing frontmatter block and broken YAML are refused with the file named", () => {
    writeFileSync(
      path.join(dir, "html.md"),
      goodPost("2025-07-24").replace("First paragraph.", "<script>x</script>"),
    );
    writeFileSync(path.join(dir, "bare.md"), "Just text.\n");
    writeFileSync(
      path.join(dir, "yaml.md"),
      goodPost("2025-07-24").replace("title: A post", "title: [unclosed"),
    );
    const problems = problemsOf(() => readBlogPosts(dir));
    expect(problems[0]).toBe(
      `${path.join(dir, "bare.md")}: the file must start with a frontmatter block between two "---" lines`,
    );
    expect(problems[1]).toBe(
      `${path.join(dir, "html.md")}: content: Markdown only: raw HTML tags are not allowed in a post`,
    );
    expect(problems[2]).toMatch(new RegExp(`^${path.join(dir, "yaml.md")}: frontmatter is not valid YAML: `));
  });

  it("the display date is the British long form", () => {
    expect(displayDate("2025-07-24")).toBe("24 July 2025");
    expect(displayDate("2026-01-01")).toBe("1 January 2026");
  });
});
