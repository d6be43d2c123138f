import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Apply for a position",
    description:
      "Send us your details and your resume. Our hiring team reads every application and replies within a week.",
    path: "/apply",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Apply for a position"
      lead="Send us your details and your resume. Our hiring team reads every application and replies within a week."
    />
  );
}
