import type { BlogBlock } from "../../../content/blog-content";

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A post body from parseBlogContent: real <h2>, <p> and <ul> elements. */
export function PostBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="prose-body max-w-[70ch] text-lg [&_h2]:scroll-mt-24">
      {blocks.map((block, index) => {
        if (block.type === "heading")
          return (
            <h2 key={index} id={headingId(block.text)}>
              {block.text}
            </h2>
          );
        if (block.type === "list")
          return (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
