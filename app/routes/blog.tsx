import { PostCard } from "../components/sections/blog/PostCard";
import { TechTalkCard } from "../components/sections/blog/TechTalkCard";
import { PageHero } from "../components/ui/PageHero";
import { Tabs } from "../components/ui/Tabs";
import { blogPage, blogPosts, techTalks } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

export function loader() {
  return {
    page: blogPage,
    posts: blogPosts.map(
      ({ slug, title, excerpt, category, date, displayDate, readTime, author, coverImage }) => ({
        slug,
        title,
        excerpt,
        category,
        date,
        displayDate,
        readTime,
        author,
        coverImage,
      }),
    ),
    talks: techTalks.map(({ title, speaker, speakerTitle, description, thumbnail, url }) => ({
      title,
      speaker,
      speakerTitle,
      description,
      thumbnail,
      url,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Blog and TechTalks",
    description: loaderData?.page.hero.lead ?? "",
    path: "/blog",
  });
}

/** SPEC §2 Blog: "/blog toggles between Blog and TechTalks." */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, posts, talks } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <section aria-label="Articles and talks" className="container-page section !pt-12">
        <Tabs label="Show" tabs={[page.views.blog, page.views.techTalks]} look="pill" panelClassName="mt-10">
          {(index) =>
            index === 0 ? (
              <ul className="grid gap-8 md:grid-cols-2">
                {posts.map((post, postIndex) => (
                  <li key={post.slug}>
                    <PostCard
                      post={post}
                      index={postIndex}
                      readMoreLabel={page.readMoreLabel}
                      eager={postIndex === 0}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="grid gap-8">
                {talks.map((talk) => (
                  <li key={talk.url}>
                    <TechTalkCard talk={talk} watchLabel={page.watchLabel} />
                  </li>
                ))}
              </ul>
            )
          }
        </Tabs>
      </section>
    </>
  );
}
