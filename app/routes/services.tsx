import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "AI and software development services",
    description:
      "From AI product development and custom machine learning models to blockchain, web and mobile apps, we design, build and run software that moves your business forward.",
    path: "/services",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Services"
      title="AI and software development services"
      lead="From AI product development and custom machine learning models to blockchain, web and mobile apps, we design, build and run software that moves your business forward."
    />
  );
}
