import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Portfolio",
    description:
      "Products and platforms we have designed and shipped: AI assistants, automation pipelines, grading tools and voice technology, with the results they delivered.",
    path: "/portfolio",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Portfolio"
      title="Our AI Solutions Portfolio"
      lead="Products and platforms we have designed and shipped: AI assistants, automation pipelines, grading tools and voice technology, with the results they delivered."
    />
  );
}
