import { describe, expect, it } from "vitest";
import { blogHeadings, parseBlogContent } from "./blog-content.ts";

describe("parseBlogContent", () => {
  it("returns no blocks for empty or blank input", () => {
    expect(parseBlogContent("")).toEqual([]);
    expect(parseBlogContent("\n \n\t\n")).toEqual([]);
  });

  it("splits paragraphs on blank lines and joins wrapped lines with a space", () => {
    expect(parseBlogContent("First line\ncontinues here.\n\nSecond paragraph.")).toEqual([
      { type: "paragraph", text: "First line continues here." },
      { type: "paragraph", text: "Second paragraph." },
    ]);
  });

  it('reads "## " headings and "- " bullets', () => {
    const content = "Intro.\n\n## A heading\n\n- one\n- two\n- three\n\nAfter the list.";
    expect(parseBlogContent(content)).toEqual([
      { type: "paragraph", text: "Intro." },
      { type: "heading", text: "A heading" },
      { type: "list", items: ["one", "two", "three"] },
      { type: "paragraph", text: "After the list." },
    ]);
  });

  it("ends a paragraph or list where a heading or a different block starts, without blank lines", () => {
    const content = "Text before\n## Heading\n- a\n- b\nText after\n- c";
    expect(parseBlogContent(content)).toEqual([
      { type: "paragraph", text: "Text before" },
      { type: "heading", text: "Heading" },
      { type: "list", items: ["a", "b"] },
      { type: "paragraph", text: "Text after" },
      { type: "list", items: ["c"] },
    ]);
  });

  it("separates two lists divided by a blank line", () => {
    expect(parseBlogContent("- a\n\n- b")).toEqual([
      { type: "list", items: ["a"] },
      { type: "list", items: ["b"] },
    ]);
  });

  it("handles Windows line endings and surrounding whitespace", () => {
    expect(parseBlogContent("  ## Title  \r\n\r\n  Body text.  \r\n")).toEqual([
      { type: "heading", text: "Title" },
      { type: "paragraph", text: "Body text." },
    ]);
  });

  it("treats text without the marker's space as plain text and keeps inline characters", () => {
    expect(parseBlogContent("##Not a heading\n-not a bullet\nA - dash and a #hash")).toEqual([
      { type: "paragraph", text: "##Not a heading -not a bullet A - dash and a #hash" },
    ]);
  });

  it("ignores empty headings and bullets", () => {
    expect(parseBlogContent("## \n- \n- kept")).toEqual([{ type: "list", items: ["kept"] }]);
  });

  it("lists the headings of a post", () => {
    expect(blogHeadings("Intro\n\n## One\n\ntext\n\n## Two")).toEqual(["One", "Two"]);
  });
});
