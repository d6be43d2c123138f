/**
 * A post's body: the HTML the build rendered from its Markdown file (blog-html.server.ts),
 * so the page ships the text, not a Markdown parser.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="prose-body max-w-[70ch] text-lg [&_h2]:scroll-mt-24"
      // Our own content, rendered at build time from Markdown that may not hold raw HTML (schema.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
