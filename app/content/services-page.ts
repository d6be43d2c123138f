/** Copy of /services around the 6 service cards: How We Work (3 steps) and Why Choose (4 cards). */
import { siteConfig } from "../site.config.ts";
import type { ServicesPage } from "./schema.ts";

export const servicesPage: ServicesPage = {
  hero: {
    eyebrow: "Services",
    title: "AI and software development services",
    lead: "From strategy and machine learning to web, mobile and automation – everything you need to take AI from idea to production with one accountable partner.",
  },
  cardsHeader: {
    title: "What we can do for you",
    lead: "Explore our core services, or talk to us about a combination that fits your goals.",
  },
  howWeWork: {
    header: {
      eyebrow: "How we work",
      title: "A clear path from idea to impact",
    },
    steps: [
      {
        step: 1,
        icon: "search",
        title: "Discover",
        text: "We learn your business, audit your data and agree the outcomes that matter, then shape a focused plan.",
      },
      {
        step: 2,
        icon: "code",
        title: "Build",
        text: "Senior teams deliver working software in short sprints, testing with real users and real data at every step.",
      },
      {
        step: 3,
        icon: "rocket",
        title: "Launch & Improve",
        text: "We deploy securely, monitor performance in production and keep improving the system as your needs grow.",
      },
    ],
  },
  whyChoose: {
    header: {
      eyebrow: `Why ${siteConfig.brandName}`,
      title: "Why choose us",
    },
    items: [
      {
        icon: "brain",
        title: "Deep AI expertise",
        text: "Practitioners who have shipped machine learning and language model systems across many industries.",
      },
      {
        icon: "users",
        title: "One accountable team",
        text: "Strategy, engineering, design and support from a single partner, with one lead responsible for delivery.",
      },
      {
        icon: "shield",
        title: "Secure by design",
        text: "Data protection, access control and responsible AI practices built in from the first sprint.",
      },
      {
        icon: "chart",
        title: "Results you can measure",
        text: `Agreed success metrics on every project – one reason for our ${siteConfig.claims.retention} client retention.`,
      },
    ],
  },
  cta: {
    title: "Not sure which service you need?",
    text: "Tell us about the problem you want to solve and we will suggest the right approach – no obligation.",
    button: { label: "Contact us", href: "/contact" },
  },
};
