/**
 * Renders a post's Markdown body to HTML at build time (the post page's loader runs only
 * while the site is prerendered), with an id on every heading for the contents list.
 * The `.server` name keeps it — and the Markdown parser — out of the browser's JavaScript:
 * the build fails if client code ever imports it.
 */
import { Marked, type Tokens } from "marked";

export type PostHeading = { id: string; text: string };

/** The anchor of a heading: "Fraud detection & crime" → "fraud-detection-and-crime". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const markdown = new Marked({
  renderer: {
    heading({ tokens, depth, text }: Tokens.Heading) {
      return `<h${depth} id="${headingId(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/** The body as HTML, and its "## " headings (the page's contents list). */
export function renderPostBody(content: string): { html: string; headings: PostHeading[] } {
  const tokens = markdown.lexer(content);
  const headings = tokens
    .filter((token): token is Tokens.Heading => token.type === "heading" && token.depth === 2)
    .map((token) => ({ id: headingId(token.text), text: token.text }));
  return { html: markdown.parser(tokens), headings };
}
