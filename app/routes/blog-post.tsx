import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getBlogPost } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  return { post: getBlogPost(params.slug) ?? null };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const post = loaderData?.post;
  if (!post) {
    return pageMeta({
      title: "Post not found",
      description: "We couldn't find that post.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  // SPEC §8, unknown blog slug.
  if (!post) return <NotFoundMessage title="Post not found!" backTo="/blog" backLabel="Back to Blog" />;
  return <PageHero eyebrow={post.category} title={post.title} lead={post.excerpt} />;
}
