/** The site's areas (company, services, portfolio, careers…), by intent id. */

/** Areas of the site, by intent prefix: a conversation tends to stay in one. */
const AREAS: Record<string, string> = {
  company: "company",
  people: "company",
  services: "services",
  service: "services",
  tech: "technologies",
  portfolio: "portfolio",
  project: "portfolio",
  caseStudy: "portfolio",
  blog: "blog",
  post: "blog",
  techTalk: "blog",
  jobs: "careers",
  job: "careers",
  careers: "careers",
  contact: "contact",
  pricing: "pricing",
  quote: "pricing",
  privacy: "privacy",
};
/** The area of the site an intent belongs to (its prefix's, or the intent itself). */
export const areaOf = (intent: string) => AREAS[intent.split(".")[0] ?? ""] ?? intent;
