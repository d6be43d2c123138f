import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Blog and TechTalks",
    description:
      "Articles and talks from our engineers on applied AI, machine learning and building software that lasts.",
    path: "/blog",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Insights"
      title="Blog and TechTalks"
      lead="Articles and talks from our engineers on applied AI, machine learning and building software that lasts."
    />
  );
}
