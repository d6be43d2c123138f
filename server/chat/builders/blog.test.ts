// @vitest-environment node
import { describe, expect, it } from "vitest";
import { blogPosts, techTalks } from "../../../app/content/index.ts";
import { build, entity, linksOf } from "./context.test-helper.ts";

const post = (slug: string) => blogPosts.find((item) => item.slug === slug);
const fintech = post("ai-in-fintech-redefining-finance");
const boom = post("ai-boom-real-innovation-or-just-hype");

describe("blog answers (issue 10 §2: blog posts with author, date, reading time and topics)", () => {
  it("gives a named post's author, date, reading time and category, linking the post", () => {
    const author = build("post.author", "who wrote the post about whether ai is just hype?");
    expect(author.text).toContain(boom?.author ?? "missing");
    expect(author.text).not.toContain(fintech?.author ?? "missing");
    expect(linksOf(author)).toEqual([`/blog/${boom?.slug}`]);
    expect(build("post.date", "when was the ai in fintech article published?").text).toContain(
      fintech?.displayDate ?? "missing",
    );
    expect(build("post.category", "what category is the ai boom article in?").text).toContain(
      boom?.category ?? "missing",
    );
  });

  it("answers a follow-up about the post being discussed ('how long is that post?')", () => {
    const reply = build("post.readtime", "how long is that post?", [entity(`post:${fintech?.slug}`)]);
    expect(reply.text).toContain(fintech?.readTime ?? "missing");
    expect(reply.text).not.toContain(boom?.readTime ?? "missing");
  });

  it("lists, counts and compares the posts", () => {
    expect(linksOf(build("blog.list", "what blog posts do you have?"))).toEqual(
      expect.arrayContaining(blogPosts.map((item) => `/blog/${item.slug}`)),
    );
    expect(build("blog.count", "how many posts?").text).toContain("two posts");
    const latest = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(build("blog.latest", "newest post?").text).toContain(latest?.title ?? "missing");
    expect(build("blog.shortest", "which post is the shorter read?").text).toMatch(
      /is the shorter read \(8 min read\)/,
    );
  });

  it("finds what a person has written, and posts on a topic, or says honestly there is none", () => {
    expect(linksOf(build("post.by-author", "has karim written anything?"))).toContain(
      `/blog/${fintech?.slug}`,
    );
    expect(linksOf(build("blog.topic", "anything on your blog about fraud detection?"))).toContain(
      `/blog/${fintech?.slug}`,
    );
    const none = build("blog.topic", "is there a blog post about ai in healthcare?");
    expect(none.kind).toBe("not-offered");
    expect(none.text).toMatch(/^No, we don't have a blog post on that/);
  });

  it("gives the TechTalk's speaker and where to watch it", () => {
    const reply = build("techTalk.detail", "who gives your techtalk?");
    expect(reply.text).toContain(techTalks[0]?.speaker ?? "missing");
    expect(linksOf(reply)).toContain(techTalks[0]?.url ?? "missing");
  });
});

describe("what a post says and how it ends", () => {
  it("'what's the conclusion of the ai boom post?' is the post's last section", () => {
    expect(build("post.summary", "what's the conclusion of the ai boom post?").text).toMatch(/not a bubble/);
  });

  it("'what does your blog say about credit scoring' finds the post that covers it", () => {
    const reply = build("blog.topic", "wat does ur blog say abt credit scoring");
    expect(linksOf(reply)).toContain(`/blog/${fintech?.slug}`);
    expect(reply.text).not.toMatch(/don't have a blog post/);
  });

  it("'does your blog mention the fca?' counts a mention anywhere in a post", () => {
    const reply = build("blog.topic", "does your blog mention the fca?");
    expect(linksOf(reply)).toContain(`/blog/${fintech?.slug}`);
    expect(reply.text).not.toMatch(/don't have a blog post/);
  });

  it("'summarise the fintech article' is the post's own summary", () => {
    expect(build("post.summary", "summarise the fintech article").text).toContain(
      fintech?.excerpt ?? "missing",
    );
  });

  it("'what are the risks mentioned in the fintech post' is its section on risks", () => {
    expect(build("post.summary", "what are the risks mentioned in the fintech post").text).toMatch(
      /Enthusiasm should not hide the risks/,
    );
  });
});

// Issue 10 §2: "the reply contains exactly the facts asked for" — a question a post's title asks
// is answered with the post's answer, not its teaser.
describe("a question that asks what a post's title asks", () => {
  it("'so is ai just hype or what lol' gets the AI boom post's answer from its opening ('it is both')", () => {
    const reply = build("post.summary", "so is ai just hype or what lol");
    expect(reply.text).toMatch(/Our honest answer is that it is both/);
    expect(linksOf(reply)).toContain("/blog/ai-boom-real-innovation-or-just-hype");
  });

  it("'summarise the ai boom post' still gets the post's own summary", () => {
    expect(build("post.summary", "summarise the ai boom post").text).not.toMatch(/honest answer/);
  });
});

describe('a blog topic with no post (issue 10 §2: "I couldn\'t find" is the last resort)', () => {
  // blind-3 q8171: "did the healthcare ai make care decisions by itself?" got "No, we don't have a
  // blog post on that": the blog intent matched a question that is not about the blog.
  it("says there is no post only when the question is about the blog", () => {
    expect(build("blog.topic", "do you have a blog post about kubernetes?").text).toMatch(
      /^No, we don't have a blog post on that/,
    );
    expect(() => build("blog.topic", "did the healthcare ai make care decisions by itself?")).toThrow(
      /gave no reply/,
    );
  });
});
