/**
 * Copy of /portfolio around the project and case study grids: hero, the 6
 * trusted-by logos (fictional brands), How We Work (3 steps), Our Expertise
 * (5 cards) and the Get in Touch call to action.
 */
import { image } from "./images.ts";
import type { PortfolioPage } from "./schema.ts";

const logo = (file: string, name: string) => ({
  name,
  image: image("wordmark", `/images/logos/${file}.svg`, name),
});

export const portfolioPage: PortfolioPage = {
  hero: {
    eyebrow: "Portfolio",
    title: "Our AI Solutions Portfolio",
    lead: "Products, platforms and automations we have designed and built for clients in retail, finance, education, media and beyond.",
  },
  trustedBy: {
    title: "Trusted By Leading Brands",
    logos: [
      logo("lumora", "Lumora"),
      logo("quantivo", "Quantivo"),
      logo("nexafield", "Nexafield"),
      logo("brightspan", "Brightspan"),
      logo("corvane", "Corvane"),
      logo("altheon", "Altheon"),
    ],
  },
  tabs: ["All Projects"],
  projectsHeader: {
    title: "Featured projects",
    lead: "A selection of the AI products and applications our teams have delivered.",
  },
  caseStudiesHeader: {
    title: "Case Studies & Results",
    lead: "How our work translated into measurable outcomes for our clients.",
  },
  howWeWork: {
    header: {
      eyebrow: "How we work",
      title: "From first idea to lasting results",
    },
    steps: [
      {
        step: 1,
        icon: "lightbulb",
        title: "Discovery & Ideation",
        text: "We explore your goals, users and data, then shape and validate the idea with a focused prototype.",
      },
      {
        step: 2,
        icon: "code",
        title: "Design & Build",
        text: "Designers and engineers build the product in short iterations, testing with real users at every stage.",
      },
      {
        step: 3,
        icon: "handshake",
        title: "Deliver & Support",
        text: "We launch securely, measure results and keep improving the system with ongoing support.",
      },
    ],
  },
  expertise: {
    header: {
      eyebrow: "Our expertise",
      title: "Capabilities behind every project",
    },
    items: [
      {
        icon: "brain",
        title: "Machine Learning",
        text: "Custom models for forecasting, classification, recommendation and vision, built and monitored for production.",
      },
      {
        icon: "cloud",
        title: "Cloud AI",
        text: "Secure, scalable AI infrastructure on AWS and GCP, defined as code and optimised for cost.",
      },
      {
        icon: "chart",
        title: "Predictive Analytics",
        text: "Models that anticipate demand, risk and behaviour, turned into decisions your teams can act on.",
      },
      {
        icon: "chat",
        title: "NLP & Chatbots",
        text: "Language understanding, document processing and assistants grounded in your own knowledge.",
      },
      {
        icon: "database",
        title: "Data Engineering",
        text: "Reliable pipelines, warehouses and governance that give every AI system trustworthy data.",
      },
    ],
  },
  cta: {
    title: "Get in Touch",
    text: "Have a project in mind? Let's discuss how AI can deliver results for your business.",
    button: { label: "Contact Us", href: "/contact" },
  },
};
