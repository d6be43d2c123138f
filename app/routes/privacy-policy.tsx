import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Privacy policy",
    description:
      "How Meridian AI Studio collects, uses and protects personal information when you visit our website, contact us or use our services.",
    path: "/privacy-policy",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Legal"
      title="Privacy policy"
      lead="How Meridian AI Studio collects, uses and protects personal information when you visit our website, contact us or use our services."
    />
  );
}
