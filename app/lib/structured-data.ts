/**
 * schema.org structured data (JSON-LD) built from content fields, so an edit to the
 * content (opening hours, phone, a job's workplace) changes what search engines read with
 * no code change. Pages add these objects through pageMeta's `jsonLd`.
 */
import type { ContactInfo, Job } from "../content/schema.ts";
import { siteConfig } from "../site.config.ts";
import { openingHoursSpecification } from "./opening-hours.ts";
import { absoluteUrl } from "./seo.ts";

type JsonLd = Record<string, unknown>;

/** The company: name, address, contact details and hours (home page). */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.brandName,
    url: siteConfig.siteUrl,
    logo: absoluteUrl("/logo.svg"),
    description: siteConfig.description,
    foundingDate: siteConfig.claims.since,
    email: siteConfig.contact.email,
    telephone: siteConfig.contact.phone,
    contactPoint: contactPointJsonLd(siteConfig.contact),
    address: {
      "@type": "PostalAddress",
      addressLocality: siteConfig.contact.city,
      addressCountry: siteConfig.contact.countryCode,
    },
    sameAs: siteConfig.social.map((link) => link.url),
  };
}

/** How to reach the team, with the hours it answers (site.config.ts contact). */
export function contactPointJsonLd(info: Pick<ContactInfo, "phone" | "email" | "openingTimes">): JsonLd {
  return {
    "@type": "ContactPoint",
    contactType: "customer service",
    telephone: info.phone,
    email: info.email,
    areaServed: "Worldwide",
    availableLanguage: "English",
    hoursAvailable: openingHoursSpecification(info.openingTimes),
  };
}

/** The /contact page: the company as a professional service with its address and opening hours. */
export function contactPageJsonLd(
  info: Pick<ContactInfo, "phone" | "email" | "openingTimes"> | undefined,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: absoluteUrl("/contact"),
    name: `Contact ${siteConfig.brandName}`,
    mainEntity: {
      "@type": "ProfessionalService",
      name: siteConfig.brandName,
      url: siteConfig.siteUrl,
      telephone: info?.phone,
      email: info?.email,
      contactPoint: info ? contactPointJsonLd(info) : undefined,
      openingHoursSpecification: info ? openingHoursSpecification(info.openingTimes) : undefined,
      address: {
        "@type": "PostalAddress",
        addressLocality: siteConfig.contact.city,
        addressCountry: siteConfig.contact.countryCode,
      },
    },
  };
}

/** A job posting: where (location and country), how (remote, hybrid, on-site) and what kind of contract. */
export function jobPostingJsonLd(job: Job): JsonLd {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
  const [place, ...rest] = job.location.split(",").map((part) => part.trim());
  const country = rest.at(-1) ?? place;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.description}</p><h3>Responsibilities</h3>${list(job.responsibilities)}<h3>Qualifications</h3>${list(job.qualifications)}`,
    datePosted: job.datePosted,
    employmentType: job.employmentType,
    industry: "Software development",
    occupationalCategory: job.department,
    directApply: true,
    url: absoluteUrl(`/careers/${job.slug}`),
    hiringOrganization: {
      "@type": "Organization",
      name: siteConfig.brandName,
      sameAs: siteConfig.siteUrl,
      logo: absoluteUrl("/logo.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressCountry: job.countryCode,
        // "Lahore, Pakistan" names a town; a bare country ("Pakistan") does not.
        ...(rest.length > 0 ? { addressLocality: place } : {}),
      },
    },
    ...(job.workplace === "Remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: country },
        }
      : {}),
  };
}
