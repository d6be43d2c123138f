/**
 * A tiny, pure parser for blog post bodies (SPEC section 3, Blog post):
 * paragraphs separated by blank lines, "## " headings and "- " bullets.
 * Consecutive non-blank text lines form one paragraph (joined with a space);
 * consecutive "- " lines form one list. Output is plain data for rendering.
 */

export type BlogBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] };

export function parseBlogContent(content: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ type: "list", items: list });
    list = [];
  };

  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "") {
      flushParagraph();
      flushList();
    } else if (line === "##" || line.startsWith("## ")) {
      flushParagraph();
      flushList();
      const text = line.slice(2).trim();
      if (text !== "") blocks.push({ type: "heading", text });
    } else if (line === "-" || line.startsWith("- ")) {
      flushParagraph();
      const item = line.slice(1).trim();
      if (item !== "") list.push(item);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Heading texts of a post, e.g. for a table of contents or the chat index. */
export function blogHeadings(content: string): string[] {
  return parseBlogContent(content).flatMap((block) => (block.type === "heading" ? [block.text] : []));
}
