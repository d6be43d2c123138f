/** Copy of /about (SPEC section 2, About). The services list reuses serviceCards. */
import { siteConfig } from "../site.config.ts";
import { image } from "./images.ts";
import type { AboutPage } from "./schema.ts";
import { serviceCards } from "./services.ts";

const { brandName, claims } = siteConfig;

export const aboutPage: AboutPage = {
  hero: {
    eyebrow: `About ${brandName}`,
    title: "We turn AI ambition into working software",
    lead: `Founded in ${siteConfig.contact.city} in ${claims.since}, ${brandName} is an AI and software development company helping organisations around the world design, build and run AI products that make a measurable difference.`,
  },
  ceoVideo: {
    title: "A message from our CEO",
    caption: `Amara Okonkwo, CEO, on why we started ${brandName} and how we work with clients.`,
    poster: image(
      "video",
      "/images/about/ceo-video-poster.svg",
      "Video poster: a message from our CEO, Amara Okonkwo",
    ),
    transcript: [
      `When we started ${brandName} in ${claims.since}, we kept meeting companies with the same story: an impressive AI demo that never made it into the hands of real users.`,
      "We wanted to build a company that closes that gap – a team that starts from the business problem, proves value quickly and engineers systems that are secure, measurable and genuinely owned by our clients.",
      `Since then we have worked with ${claims.clients} clients on ${claims.projects} projects, and ${claims.retention} client retention tells us the approach works. Our promise is simple: honest advice, senior people on every project, and results you can measure.`,
    ],
    captions: [
      { start: 0, end: 2.4, text: "A message from our CEO, Amara Okonkwo" },
      { start: 2.4, end: 5, text: "Too many AI demos never reach real users." },
      { start: 5, end: 7.6, text: "We build AI that is secure, measurable and yours." },
      {
        start: 7.6,
        end: 10,
        text: `${claims.clients} clients, ${claims.projects} projects, ${claims.retention} client retention.`,
      },
    ],
  },
  split: {
    header: {
      eyebrow: "Who we are",
      title: "Engineers, scientists and designers under one roof",
    },
    keywords: ["point of contact", "communication", "status updates", "transparency", "seniority"],
    paragraphs: [
      "Our teams combine machine learning, software engineering, cloud and product design, so the model, the application and the infrastructure are designed together rather than handed between suppliers.",
      "We work in small, senior teams with one accountable lead, share progress every two weeks and document every decision, so you always know where your project stands and can take it over whenever you choose.",
    ],
    button: { label: "Talk to us", href: "/contact" },
  },
  services: {
    header: {
      eyebrow: "What we do",
      title: "Our services",
      lead: "End-to-end AI and software development, from strategy to support.",
    },
    items: serviceCards,
  },
  coreValues: {
    header: {
      eyebrow: "Our values",
      title: "What guides our work",
    },
    keywords: ["values", "ethics", "principles", "culture", "honesty"],
    items: [
      {
        icon: "lightbulb",
        title: "Innovation",
        text: "We stay close to the state of the art and apply it pragmatically, choosing the simplest approach that truly solves the problem.",
      },
      {
        icon: "handshake",
        title: "Collaboration",
        text: "We work as one team with our clients, sharing progress openly and building their capability alongside the product.",
      },
      {
        icon: "shield",
        title: "Integrity",
        text: "We give honest advice – including when AI is not the answer – and handle every client's data with care.",
      },
      {
        icon: "target",
        title: "Excellence",
        text: "We hold ourselves to high engineering standards: tested code, measured models and systems built to last.",
      },
    ],
  },
  whyChoose: {
    header: {
      eyebrow: `Why ${brandName}`,
      title: "Why clients choose us",
    },
    keywords: ["why choose you", "what makes you different", "advantages", "strengths", "track record"],
    items: [
      {
        icon: "users",
        title: "Senior, stable teams",
        text: "Experienced engineers and data scientists stay with your project from discovery to support.",
      },
      {
        icon: "rocket",
        title: "Production, not just prototypes",
        text: "We design for security, monitoring and scale from the start, so pilots become products.",
      },
      {
        icon: "chart",
        title: "Measurable outcomes",
        text: "Every project has agreed success metrics, and we report against them openly.",
      },
      {
        icon: "shield",
        title: "Security and compliance",
        text: "Data protection, access control and responsible AI practices are built into how we work.",
      },
      {
        icon: "layers",
        title: "Full-stack capability",
        text: "Strategy, machine learning, web, mobile, cloud and design from a single partner.",
      },
      {
        icon: "check",
        title: "You own everything",
        text: "Code, models, data and documentation are yours, with a clean hand-over whenever you want it.",
      },
    ],
  },
  experts: {
    header: {
      eyebrow: "Leadership",
      title: "Meet our experts",
      lead: "The people who lead our teams and stay close to every client.",
    },
  },
};
