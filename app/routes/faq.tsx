import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Frequently asked questions",
    description:
      "Answers about working with us, billing, our technology, careers and services. Can't find yours? Ask our assistant or get in touch.",
    path: "/faq",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="FAQ"
      title="Frequently asked questions"
      lead="Answers about working with us, billing, our technology, careers and services. Can't find yours? Ask our assistant or get in touch."
    />
  );
}
