import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "About us",
    description:
      "Meridian AI Studio is a London-based team of engineers, data scientists and designers who have been building AI products, machine learning models and modern software for companies worldwide since 2020.",
    path: "/about",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="About Meridian"
      title="We turn AI ambition into software that ships"
      lead="Meridian AI Studio is a London-based team of engineers, data scientists and designers who have been building AI products, machine learning models and modern software for companies worldwide since 2020."
    />
  );
}
