/** Copy of /blog (Blog and TechTalks views) and the post page's fixed labels. */
import type { BlogPage } from "./schema.ts";

export const blogPage: BlogPage = {
  hero: {
    eyebrow: "Insights",
    title: "Blog & TechTalks",
    lead: "Practical thinking on AI, machine learning and software from the people who build it.",
  },
  views: { blog: "Blog", techTalks: "TechTalks" },
  readMoreLabel: "Read article",
  watchLabel: "Watch talk",
  backLabel: "Back to Blog",
  shareLabel: "Share this article",
};
