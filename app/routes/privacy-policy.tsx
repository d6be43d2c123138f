import { PolicySection } from "../components/sections/privacy/PolicySection";
import { PageHero } from "../components/ui/PageHero";
import { privacyPolicyIntro, privacyPolicyMeta, privacySections } from "../content/index";
import { pageMeta } from "../lib/seo";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/privacy-policy";

/** "2026-11-22" → "22 November 2026", computed at build time. */
function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function loader() {
  return {
    meta: {
      ...privacyPolicyMeta,
      effectiveLabel: longDate(privacyPolicyMeta.effectiveDate),
      lastUpdatedLabel: longDate(privacyPolicyMeta.lastUpdated),
    },
    intro: privacyPolicyIntro,
    sections: privacySections,
  };
}

const description = `How ${siteConfig.brandName} collects, uses and protects personal information when you visit our website, contact us or use our services.`;

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy policy",
    description,
    path: "/privacy-policy",
    jsonLd: loaderData
      ? [
          {
            "@context": "https://schema.org",
            "@type": "WebPage",
            name: "Privacy policy",
            datePublished: loaderData.meta.effectiveDate,
            dateModified: loaderData.meta.lastUpdated,
            version: loaderData.meta.version,
          },
        ]
      : [],
  });
}

/**
 * SPEC §2 Privacy policy: "18 numbered sections with a table of contents and anchor links",
 * effective and last-updated dates (fixed, PRODUCT-DECISIONS 5) and "Version 1.0".
 */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { meta, intro, sections } = loaderData;
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy policy" lead={description}>
        <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <div>
            <dt className="text-white/80">Effective date</dt>
            <dd className="font-semibold text-white">
              <time dateTime={meta.effectiveDate}>{meta.effectiveLabel}</time>
            </dd>
          </div>
          <div>
            <dt className="text-white/80">Last updated</dt>
            <dd className="font-semibold text-white">
              <time dateTime={meta.lastUpdated}>{meta.lastUpdatedLabel}</time>
            </dd>
          </div>
          <div>
            <dt className="text-white/80">Version</dt>
            <dd className="font-semibold text-white">{meta.version}</dd>
          </div>
        </dl>
      </PageHero>

      <div className="container-page section grid gap-12 wide:grid-cols-[18rem_minmax(0,1fr)] wide:gap-16">
        <nav aria-labelledby="privacy-toc" className="self-start wide:sticky wide:top-24">
          <h2 id="privacy-toc" className="text-sm font-semibold tracking-widest text-muted uppercase">
            Table of contents
          </h2>
          <ol className="mt-4 grid gap-0.5 text-[0.9375rem] wide:max-h-[calc(100dvh-9rem)] wide:overflow-y-auto wide:pr-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 wide:min-h-9 text-body hover:bg-surface hover:text-accent-ink"
                >
                  <span className="w-6 shrink-0 text-right font-semibold text-accent-teal">
                    {section.number}.
                  </span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-[72ch]">
          <p className="text-lg">{intro}</p>
          <div className="mt-12 grid gap-12">
            {sections.map((section) => (
              <PolicySection key={section.id} section={section} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
