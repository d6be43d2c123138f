import { Link } from "react-router";
import { PostBody } from "../components/sections/blog/PostBody";
import { PostMeta } from "../components/sections/blog/PostMeta";
import { ShareButtons } from "../components/sections/blog/ShareButtons";
import { shareLinks } from "../components/sections/blog/share";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { ContentImage } from "../components/ui/ContentImage";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { HeroBand } from "../components/ui/PageHero";
import { renderPostBody } from "../content/blog-html.server";
import { blogPage, blogPosts, getBlogPost } from "../content/index";
import { absoluteUrl, breadcrumbTrail, notFoundMeta, trailPageMeta } from "../lib/seo";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getBlogPost(params.slug);
  if (!post) return { post: null, labels: blogPage, more: [] };
  const { content, ...rest } = post;
  const { html, headings } = renderPostBody(content);
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    post: {
      ...rest,
      html,
      headings,
      wordCount: content.split(/\s+/).filter(Boolean).length,
      share: shareLinks({ url, title: post.title, via: siteConfig.twitterHandle }),
    },
    labels: blogPage,
    more: blogPosts
      .filter((other) => other.slug !== post.slug)
      .map(({ slug, title, category, readTime }) => ({ slug, title, category, readTime })),
  };
}

const trailOf = (post: { title: string; slug: string }) =>
  breadcrumbTrail({ name: "Blog", path: "/blog" }, { name: post.title, path: `/blog/${post.slug}` });

export function meta({ loaderData, params }: Route.MetaArgs) {
  const post = loaderData?.post;
  if (!post) return notFoundMeta("Post not found", "We couldn't find that post.", `/blog/${params.slug}`);
  const path = `/blog/${post.slug}`;
  return [
    ...trailPageMeta({
      title: post.title,
      description: post.excerpt,
      trail: trailOf(post),
      type: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.excerpt,
          datePublished: post.date,
          dateModified: post.date,
          articleSection: post.category,
          wordCount: post.wordCount,
          timeRequired: `PT${Number.parseInt(post.readTime, 10)}M`,
          inLanguage: "en-GB",
          image: absoluteUrl(post.coverImage.src),
          mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
          url: absoluteUrl(path),
          author: { "@type": "Person", name: post.author, jobTitle: post.authorTitle },
          publisher: {
            "@type": "Organization",
            name: siteConfig.brandName,
            logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") },
          },
        },
      ],
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category },
    { property: "article:author", content: post.author },
  ];
}

const BackToBlog = ({ label }: { label: string }) => (
  <Link
    to="/blog"
    className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink hover:underline"
  >
    <span aria-hidden="true">←</span> {label}
  </Link>
);

/**
 * SPEC §2 Blog: "/blog/{slug} shows category, date, read time, author, body and share buttons
 * (Twitter, LinkedIn, Facebook), plus a Back to Blog link."
 */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, labels, more } = loaderData;
  // SPEC §8, unknown blog slug.
  if (!post) return <NotFoundMessage title="Post not found!" backTo="/blog" backLabel="Back to Blog" />;
  return (
    <>
      <article>
        <HeroBand as="header" className="pt-14 pb-12 md:pt-20">
          <Breadcrumbs items={trailOf(post)} />
          <PostMeta
            tone="dark"
            category={post.category}
            date={post.date}
            displayDate={post.displayDate}
            readTime={post.readTime}
          />
          <h1 className="mt-5 max-w-4xl text-4xl text-white md:text-5xl">{post.title}</h1>
          <p className="mt-5 max-w-3xl text-lg text-white/80">{post.excerpt}</p>
          <p className="mt-6 text-white">
            <span className="text-white/80">By </span>
            <span className="font-semibold">{post.author}</span>
            <span className="text-white/80">, {post.authorTitle}</span>
          </p>
        </HeroBand>

        <div className="container-page">
          <ContentImage
            image={post.coverImage}
            load="priority"
            className="mt-10 h-auto w-full rounded-card bg-navy-900"
          />
        </div>

        <div className="container-page grid gap-12 py-12 md:py-16 wide:grid-cols-[minmax(0,1fr)_18rem] wide:gap-16">
          <div className="min-w-0">
            <PostBody html={post.html} />
            <footer className="mt-12 flex max-w-[70ch] flex-col gap-8 border-t border-line pt-8">
              <ShareButtons links={post.share} label={labels.shareLabel} />
              <BackToBlog label={labels.backLabel} />
            </footer>
          </div>

          {post.headings.length > 0 ? (
            <aside
              aria-label="About this article"
              className="hidden self-start wide:sticky wide:top-24 wide:block"
            >
              <nav aria-labelledby="post-toc">
                <h2 id="post-toc" className="text-sm font-semibold tracking-widest text-muted uppercase">
                  In this article
                </h2>
                <ol className="mt-3 grid gap-1 border-l border-line text-[0.9375rem]">
                  {post.headings.map((heading) => (
                    <li key={heading.id}>
                      <a
                        href={`#${heading.id}`}
                        className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-body hover:border-accent-violet hover:text-accent-ink"
                      >
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            </aside>
          ) : null}
        </div>
      </article>
      {more.length > 0 ? (
        <section aria-labelledby="more-posts" className="bg-surface">
          <div className="container-page py-14">
            <h2 id="more-posts" className="text-2xl">
              Keep reading
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {more.map((other) => (
                <li key={other.slug}>
                  <Link to={`/blog/${other.slug}`} className="card block p-6 hover:border-accent-violet">
                    <span className="text-sm font-semibold text-accent-teal">
                      {other.category} · {other.readTime}
                    </span>
                    <span className="mt-2 block text-xl font-bold text-ink">{other.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
