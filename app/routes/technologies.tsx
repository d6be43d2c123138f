import { PageHero } from "../components/ui/PageHero";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Technologies we build with",
    description:
      "We choose proven languages, frameworks and AI platforms for each problem — Python, Node.js, React, Flutter, LangChain, OpenAI and more — and explain every choice in plain terms.",
    path: "/technologies",
  });
}

export default function Page() {
  return (
    <PageHero
      eyebrow="Technologies"
      title="The technologies behind our AI solutions"
      lead="We choose proven languages, frameworks and AI platforms for each problem — Python, Node.js, React, Flutter, LangChain, OpenAI and more — and explain every choice in plain terms."
    />
  );
}
