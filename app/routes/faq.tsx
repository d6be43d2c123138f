import { ChatPrompt } from "../components/sections/faq/ChatPrompt";
import { FaqBrowser } from "../components/sections/faq/FaqBrowser";
import { PageHero } from "../components/ui/PageHero";
import { faqCategories, faqItems, faqPage } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/faq";

export function loader() {
  return { page: faqPage, categories: faqCategories, items: faqItems };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Frequently asked questions",
    description: loaderData?.page.hero.lead ?? "",
    path: "/faq",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: (loaderData?.items ?? []).map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
    ],
  });
}

/** SPEC §2 FAQ: a search box, 5 category buttons, an accordion and a chat button. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page, categories, items } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <div className="container-page section mx-auto max-w-4xl">
        <FaqBrowser
          items={items}
          categories={categories}
          searchPlaceholder={page.searchPlaceholder}
          emptyText={page.emptyText}
        />
        <div className="mt-16">
          <ChatPrompt title={page.chat.title} text={page.chat.text} buttonLabel={page.chat.buttonLabel} />
        </div>
      </div>
    </>
  );
}
