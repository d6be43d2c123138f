import type { Image } from "../../content/schema";

/**
 * An image of the site's content: its intrinsic width and height always set (no layout
 * shift), decoded off the main thread, and lazy unless it is in the first screen.
 */
export function ContentImage({
  image,
  alt = image.alt,
  load = "lazy",
  className,
}: {
  image: Image;
  /** Overrides the content's text, e.g. "" where the words next to the image already say it. */
  alt?: string;
  /** "eager": in the first screen; "priority": the page's main image (fetched first). */
  load?: "lazy" | "eager" | "priority";
  className?: string;
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={load === "lazy" ? "lazy" : undefined}
      decoding="async"
      fetchPriority={load === "priority" ? "high" : undefined}
      className={className}
    />
  );
}
