import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog.server.ts";
import { headingId, renderPostBody } from "./blog-html.server.ts";

describe("a post's Markdown body rendered at build time (issue 15)", () => {
  it("headings carry their anchor id and make the contents list; lists and paragraphs are real elements", () => {
    const { html, headings } = renderPostBody(
      'Intro with a "quote" & an a < b.\n\n## Fraud detection & crime\n\n- one\n- two\n\nEnd.',
    );
    expect(headings).toEqual([{ id: "fraud-detection-and-crime", text: "Fraud detection & crime" }]);
    expect(html).toBe(
      [
        "<p>Intro with a &quot;quote&quot; &amp; an a &lt; b.</p>",
        '<h2 id="fraud-detection-and-crime">Fraud detection &amp; crime</h2>',
        "<ul>",
        "<li>one</li>",
        "<li>two</li>",
        "</ul>",
        "<p>End.</p>",
        "",
      ].join("\n"),
    );
  });

  it("every post renders with at least three headings and a list, and no empty anchor", () => {
    for (const post of blogPosts) {
      const { html, headings } = renderPostBody(post.content);
      expect(headings.length).toBeGreaterThanOrEqual(3);
      expect(html).toContain("<ul>");
      for (const heading of headings) expect(heading.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("heading ids are lower-case words joined by hyphens", () => {
    expect(headingId("  What the successful projects have in common  ")).toBe(
      "what-the-successful-projects-have-in-common",
    );
    expect(headingId("R&D: 2025")).toBe("r-and-d-2025");
  });
});
