/**
 * Copy of /technologies around the 17 technology cards: hero, benefits,
 * selection criteria, integration, timeline (2018, 2020, 2022, 2024) and FAQ.
 */
import { siteConfig } from "../site.config.ts";
import type { TechnologiesPage } from "./schema.ts";

export const technologiesPage: TechnologiesPage = {
  hero: {
    eyebrow: "Technologies",
    title: "The right technology for every AI challenge",
    lead: "We work across the modern AI, web, mobile and cloud stack, and choose each tool for the problem in front of us – not out of habit or hype.",
  },
  benefits: {
    header: {
      title: "Why our technology approach pays off",
      lead: "A deliberate, well-supported stack keeps projects fast to build and cheap to run for years.",
    },
    items: [
      {
        icon: "bolt",
        title: "Faster delivery",
        text: "Mature frameworks and reusable components let us spend time on what is unique to your product.",
      },
      {
        icon: "trending-up",
        title: "Scales with you",
        text: "Cloud-native architectures grow from the first pilot users to millions of requests without a rewrite.",
      },
      {
        icon: "shield",
        title: "Secure foundations",
        text: "Well-maintained technologies with active security communities and regular patches.",
      },
      {
        icon: "puzzle",
        title: "No lock-in",
        text: "Open standards and provider-agnostic designs keep you free to switch models, clouds or vendors.",
      },
      {
        icon: "users",
        title: "Easy to hire for",
        text: "Widely used technologies mean your own team can maintain and extend what we build.",
      },
    ],
  },
  grid: {
    header: {
      title: "Technologies we work with",
      lead: "Explore how we use each technology and what we have built with it.",
    },
  },
  selectionCriteria: {
    header: {
      title: "How we choose a technology",
      lead: "Every recommendation is weighed against the same practical questions.",
    },
    items: [
      {
        icon: "target",
        title: "Fit for the problem",
        text: "Does it solve this specific problem well, at the accuracy, speed and scale required?",
      },
      {
        icon: "layers",
        title: "Fit with your estate",
        text: "Does it work with your existing systems, cloud and security policies, and with your team's skills?",
      },
      {
        icon: "chart",
        title: "Total cost of ownership",
        text: "What will it cost to build, run and maintain over several years, not just to launch?",
      },
      {
        icon: "eye",
        title: "Maturity and support",
        text: "Is it stable, well documented and actively maintained, with a healthy community or vendor behind it?",
      },
      {
        icon: "shield",
        title: "Security and compliance",
        text: "Can it meet your data protection, residency and regulatory requirements?",
      },
    ],
  },
  integration: {
    header: {
      title: "Seamless integration with your systems",
    },
    text: "New technology only creates value when it works with what you already have. We design integrations around your existing data, identity and processes, so AI capabilities appear inside the tools your people already use.",
    points: [
      "Secure APIs and event streams connecting AI services to your CRM, ERP and data platforms",
      "Single sign-on and role-based access aligned with your identity provider",
      "Incremental roll-out alongside legacy systems, without a risky big-bang switch",
      "Monitoring, logging and alerting that plug into your existing operations tooling",
    ],
  },
  timeline: {
    header: {
      title: "How AI technology has evolved",
      lead: `The shifts that shaped today's AI stack, and how our practice has grown with them since ${siteConfig.claims.since}.`,
    },
    entries: [
      {
        year: 2018,
        title: "Transformers go mainstream",
        text: "Pre-trained language models such as BERT showed that one model trained on vast amounts of text could be fine-tuned for many language tasks, setting the direction for the industry.",
      },
      {
        year: 2020,
        title: "Cloud AI becomes accessible – and we begin",
        text: `Managed machine learning services and large pre-trained models put advanced AI within reach of far more organisations. ${siteConfig.brandName} was founded in ${siteConfig.contact.city} this year to help them use it well.`,
      },
      {
        year: 2022,
        title: "Generative AI arrives",
        text: "Conversational language models and image generation reached the public. We added retrieval-augmented generation, evaluation and LLM guardrails to our standard delivery practice.",
      },
      {
        year: 2024,
        title: "From pilots to production",
        text: "Multimodal models, open-weight alternatives and the first comprehensive AI regulation moved the focus to reliability, cost and governance. Our AI console, evaluation and MLOps practices grew to match.",
      },
    ],
  },
  faq: {
    header: {
      title: "Technology questions",
    },
    items: [
      {
        question: "Can you work with the technology stack we already have?",
        answer:
          "Yes. We regularly extend existing systems rather than replacing them, and we only recommend a new technology when it brings a clear benefit.",
      },
      {
        question: "Which AI model providers do you support?",
        answer:
          "We work with the major commercial model providers as well as open-weight models hosted in your own cloud, and we design systems so the provider can be changed later.",
      },
      {
        question: "How do you decide between a native and a cross-platform mobile app?",
        answer:
          "Cross-platform frameworks such as Flutter and React Native suit most business apps. We recommend native Kotlin or Swift when an app needs deep hardware integration, maximum performance or heavy on-device AI.",
      },
      {
        question: "Will we be locked into your technology choices?",
        answer:
          "No. We favour widely used open technologies, document every decision and hand over all code and infrastructure definitions, so your team or another partner can take over at any time.",
      },
      {
        question: "Can AI systems run in our own cloud or data centre?",
        answer:
          "Yes. We can deploy into your AWS, GCP or Azure account, or on your own infrastructure using containerised services and open-weight models where data must not leave your environment.",
      },
    ],
  },
};
