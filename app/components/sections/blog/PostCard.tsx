import { Link } from "react-router";
import type { Image } from "../../../content/schema";
import { useReveal } from "../../../hooks/useReveal";
import { ContentImage } from "../../ui/ContentImage";
import { PostMeta } from "./PostMeta";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  displayDate: string;
  readTime: string;
  author: string;
  coverImage: Image;
};

export function PostCard({
  post,
  index,
  readMoreLabel,
  eager = false,
}: {
  post: PostCardData;
  index: number;
  readMoreLabel: string;
  eager?: boolean;
}) {
  const ref = useReveal<HTMLElement>(index);
  return (
    <article ref={ref} className="card group relative flex h-full flex-col overflow-hidden">
      <ContentImage
        image={post.coverImage}
        alt=""
        load={eager ? "eager" : "lazy"}
        className="aspect-[40/21] h-auto w-full bg-navy-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-6 md:p-8">
        <PostMeta
          category={post.category}
          date={post.date}
          displayDate={post.displayDate}
          readTime={post.readTime}
          author={post.author}
        />
        <h2 className="mt-4 text-2xl group-hover:text-accent-ink">{post.title}</h2>
        <p className="mt-3">{post.excerpt}</p>
        <Link
          to={`/blog/${post.slug}`}
          aria-label={`${readMoreLabel}: ${post.title}`}
          className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-accent-ink after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {readMoreLabel}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
    </article>
  );
}
