import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Contact us",
    description:
      "Tell us about your project or question. Our team answers every message within one business day.",
    path: "/contact",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Contact"
      title="Contact us"
      lead="Tell us about your project or question. Our team answers every message within one business day."
    />
  );
}
