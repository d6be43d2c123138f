/** The 4 testimonials of the home carousel (SPEC: "testimonials: 4"). Fictional clients. */
import { siteConfig } from "../site.config.ts";
import { image } from "./images.ts";
import type { Testimonial } from "./schema.ts";

export const testimonials: Testimonial[] = [
  {
    quote: `${siteConfig.shortName} didn't just build us a recommendation engine – they helped us understand our customers. The team was honest about what the data could support, shipped in small steps and measured everything. It is the most useful technology investment we have made in years.`,
    name: "James Whitfield",
    title: "Head of Digital",
    company: "Harbourstone Retail",
    keywords: ["retail", "retailer", "ecommerce", "shops"],
    logo: image("wordmark", "/images/logos/harbourstone.svg", "Harbourstone Retail"),
    image: image("avatar", "/images/testimonials/james-whitfield.svg", ""),
  },
  {
    quote: `Working in a regulated business, we needed a partner who took model risk and data protection as seriously as we do. ${siteConfig.shortName}'s engineers documented every decision, and our compliance team signed off without a single surprise.`,
    name: "Priya Nair",
    title: "Chief Operating Officer",
    company: "Finlow Capital",
    keywords: ["finance", "fintech", "banking", "lending", "regulated"],
    logo: image("wordmark", "/images/logos/finlow.svg", "Finlow Capital"),
    image: image("avatar", "/images/testimonials/priya-nair.svg", ""),
  },
  {
    quote:
      "Our teachers were sceptical about AI marking until they saw that every suggestion came with the evidence behind it and they always had the final say. Now they ask when the next subject is coming.",
    name: "Grace Adebayo",
    title: "Director of Assessment",
    company: "Eduvance Learning Trust",
    keywords: ["education", "schools", "teachers", "marking", "edtech"],
    logo: image("wordmark", "/images/logos/eduvance.svg", "Eduvance Learning Trust"),
    image: image("avatar", "/images/testimonials/grace-adebayo.svg", ""),
  },
  {
    quote: `${siteConfig.shortName} automated the document processing that used to keep our operations team late every Friday. They started in shadow mode, proved the accuracy, then switched it on. Calm, professional and genuinely collaborative.`,
    name: "Tomás Rivera",
    title: "VP Operations",
    company: "Stratum Logistics",
    keywords: ["logistics", "transport", "supply chain", "freight"],
    logo: image("wordmark", "/images/logos/stratum.svg", "Stratum Logistics"),
    image: image("avatar", "/images/testimonials/tomas-rivera.svg", ""),
  },
];
