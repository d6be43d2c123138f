import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Careers",
    description:
      "Join a team that ships real AI products for clients around the world. See our open positions, how we hire and what we offer.",
    path: "/careers",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Build the future of applied AI with us"
      lead="Join a team that ships real AI products for clients around the world. See our open positions, how we hire and what we offer."
    />
  );
}
