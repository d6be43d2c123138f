import { organizationJsonLd, pageMeta } from "../lib/seo";
import { siteConfig } from "../site.config";

export function meta() {
  return pageMeta({
    title: siteConfig.brandName,
    description: siteConfig.description,
    path: "/",
    jsonLd: [organizationJsonLd()],
  });
}

const claims = [
  { value: siteConfig.claims.since, label: "Building AI since" },
  { value: siteConfig.claims.clients, label: "Clients worldwide" },
  { value: siteConfig.claims.projects, label: "Projects delivered" },
  { value: siteConfig.claims.retention, label: "Client retention" },
];

export default function Home() {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div className="container-page py-20 md:py-28">
        <p className="eyebrow !text-accent-cyan">AI and software development, London</p>
        <h1 className="mt-4 max-w-4xl text-4xl text-white md:text-6xl">
          Transforming businesses with <span className="text-gradient">Artificial Intelligence</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/80">
          We design, build and run AI products, machine learning models and modern software for companies
          worldwide.
        </p>
        <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-6 md:grid-cols-4">
          {claims.map((claim) => (
            <div key={claim.label}>
              <dt className="text-sm text-white/70">{claim.label}</dt>
              <dd className="text-3xl font-bold text-white">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
