/**
 * The blog posts of /blog and /blog/{slug} (SPEC: "blog posts: 2"), one Markdown file per
 * post in app/content/blog: `<slug>.md`, its facts (title, date, author…) as YAML
 * frontmatter, its body in Markdown. A marketer edits a post there without touching code.
 *
 * Each file is read and checked with the post schema when this module loads — at build
 * time, when the server builds its chat index, in the tests — so a bad edit stops the build
 * with the file and the field named. The post page renders the body to HTML at build time
 * (blog-html.server.ts); no Markdown code reaches the browser. The `.server` name keeps
 * this file-reading module out of every client bundle (the build fails if it is imported
 * there). docs/decisions/020-blog-posts-as-markdown-files.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { displayDate } from "../lib/display-date.ts";
import { ContentError, describeIssues } from "./content-issues.ts";
import { image } from "./images.ts";
import { type BlogPost, BlogPostSourceSchema } from "./schema.ts";

/** Where the posts live, from the project root (the build and the server run there). */
const BLOG_DIR = "app/content/blog";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Reads one post file; throws a ContentError naming the file and every wrong field. */
export function readBlogPost(file: string, source: string): BlogPost {
  const match = FRONTMATTER.exec(source);
  if (!match) {
    throw new ContentError([`${file}: the file must start with a frontmatter block between two "---" lines`]);
  }
  const [, frontmatter = "", body = ""] = match;
  let facts: unknown;
  try {
    facts = parseYaml(frontmatter);
  } catch (error) {
    throw new ContentError([`${file}: frontmatter is not valid YAML: ${(error as Error).message}`]);
  }
  const candidate = {
    ...(facts && typeof facts === "object" ? facts : {}),
    slug: path.basename(file, ".md"),
    content: body.trim(),
  };
  const parsed = BlogPostSourceSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new ContentError(describeIssues(file, "", parsed.error, { topLevel: "frontmatter" }));
  }
  const { coverImage, ...post } = parsed.data;
  return {
    ...post,
    displayDate: displayDate(post.date),
    coverImage: image("blogCover", coverImage.src, coverImage.alt),
  };
}

/** Every post of a folder, oldest first (the order the blog lists them in). */
export function readBlogPosts(dir: string = BLOG_DIR): BlogPost[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const problems: string[] = [];
  const posts: BlogPost[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    try {
      posts.push(readBlogPost(file, readFileSync(file, "utf8")));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return posts.sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
}

export const blogPosts: BlogPost[] = readBlogPosts();
