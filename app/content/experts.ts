/** The 5 leaders shown in the experts carousels (SPEC: "experts: 5"). */
import { siteConfig } from "../site.config.ts";
import { image } from "./images.ts";
import type { Expert } from "./schema.ts";

/** Monogram avatars sit next to the visible name, so their alt text is empty. */
const brand = siteConfig.brandName;

const avatar = (file: string) => image("avatar", `/images/experts/${file}.svg`, "");

export const experts: Expert[] = [
  {
    name: "Amara Okonkwo",
    title: "CEO",
    image: avatar("amara-okonkwo"),
    desc: `Amara co-founded ${brand} in ${siteConfig.claims.since} after a decade leading data and product teams in ${siteConfig.contact.city}'s financial sector. She works with clients' leadership teams to turn AI ambitions into roadmaps with measurable results.`,
    keywords: ["chief executive", "company strategy", "ai roadmap"],
  },
  {
    name: "Rohan Mehta",
    title: "CTO",
    image: avatar("rohan-mehta"),
    desc: `Rohan leads engineering and architecture across every ${siteConfig.shortName} project, from machine learning platforms to mobile apps. He has spent more than fifteen years building distributed systems and is passionate about evaluation-driven AI engineering.`,
    keywords: ["chief technology officer", "software architecture"],
  },
  {
    name: "Eleanor Hughes",
    title: "COO and Co-Founder",
    image: avatar("eleanor-hughes"),
    desc: `Eleanor co-founded ${brand} and runs delivery, operations and client success. She makes sure projects ship on time, teams stay healthy and every client knows exactly where their project stands.`,
    keywords: ["chief operating officer", "co-founder", "delivery", "operations"],
  },
  {
    name: "Karim Haddad",
    title: "Head of FinTech",
    image: avatar("karim-haddad"),
    desc: "Karim leads our work with banks, payment companies and insurers, where AI has to meet strict regulatory standards. He specialises in fraud detection, credit risk modelling and compliance automation.",
    keywords: [
      "finance",
      "fintech",
      "banking",
      "payments",
      "insurance",
      "financial regulation",
      "financial services",
    ],
  },
  {
    name: "Mei Lin Chen",
    title: "Head of Sustainability",
    image: avatar("mei-lin-chen"),
    desc: "Mei Lin helps clients use AI to measure and reduce their environmental impact, and keeps our own engineering efficient. She leads work on energy forecasting, emissions reporting and right-sizing the compute behind AI systems.",
    keywords: ["sustainability", "climate", "carbon footprint", "green ai", "net zero", "esg", "energy use"],
  },
];
