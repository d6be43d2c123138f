/**
 * The 13 FAQ items of /faq (SPEC: "FAQ items: 13"), in the 5 categories of
 * SPEC section 9, General first. Claims quoted from SPEC: typical project
 * 3 to 6 months; a free trial for selected services; pricing is custom.
 */
import { siteConfig } from "../site.config.ts";
import type { FaqCategory, FaqItem, FaqPage } from "./schema.ts";

export const faqCategories: FaqCategory[] = ["General", "Billing", "Technical", "Careers", "Services"];

const { claims } = siteConfig;

export const faqItems: FaqItem[] = [
  {
    category: "General",
    keywords: ["company", "about us", "what we do", "clients", "projects", "experience"],
    question: `What does ${siteConfig.brandName} do?`,
    answer: `We are a ${siteConfig.contact.city}-based AI and software development company. Since ${claims.since} we have designed and built AI products, machine learning models, automation, web and mobile applications for ${claims.clients} clients and delivered ${claims.projects} projects, with ${claims.retention} client retention.`,
  },
  {
    category: "General",
    keywords: [
      "timeline",
      "duration",
      "how long",
      "months",
      "weeks",
      "delivery",
      "deadline",
      "how fast",
      "turnaround",
      "go live",
    ],
    question: "How long does a typical project take?",
    answer:
      "A typical project takes 3 to 6 months from discovery to launch. Smaller proofs of concept can be ready in a few weeks, while larger platforms are delivered in phases so you see working software early and regularly.",
  },
  {
    category: "General",
    keywords: [
      "international",
      "outside the uk",
      "worldwide",
      "remote collaboration",
      "time zones",
      "time difference",
      "timezone",
      "overseas",
      "abroad",
    ],
    question: "Do you work with clients outside the UK?",
    answer: `Yes. Our head office is in ${siteConfig.contact.city} and we work with clients around the world. Projects run remotely with regular video check-ins, shared boards and workshops scheduled in your time zone.`,
  },
  {
    category: "Billing",
    keywords: ["price", "cost", "pricing", "budget", "quote", "rates", "hourly", "packages"],
    question: "How much does a project cost?",
    answer:
      "Pricing is custom. Every project is scoped individually after a discovery call, based on its goals, complexity, team size and timeline. You receive a clear written proposal before any work begins.",
  },
  {
    category: "Billing",
    keywords: ["free trial", "trial", "try before you buy", "pilot"],
    question: "Do you offer a free trial?",
    answer:
      "Yes, we offer a free trial for selected services, so you can see how we work and what the technology can do with your own use case before you commit. Ask us which services are currently included.",
  },
  {
    category: "Billing",
    keywords: [
      "engagement models",
      "fixed scope",
      "dedicated team",
      "retainer",
      "support contract",
      "fixed price",
      "time and materials",
    ],
    question: "What engagement models can I choose from?",
    answer:
      "You can engage us for a fixed-scope project, a dedicated team that works as an extension of yours, or ongoing support and optimisation after launch. We will recommend the model that fits your goals and how clearly the scope is defined.",
  },
  {
    category: "Technical",
    keywords: ["technologies", "tech stack", "tools", "frameworks", "languages", "cloud"],
    question: "Which technologies do you use?",
    answer:
      "We choose the stack to fit the problem. Typical choices include Python, TensorFlow and PyTorch for machine learning, LangChain and OpenAI models for language applications, React, Angular and Vue on the web, Flutter, React Native and Kotlin on mobile, and AWS or GCP with Docker and Kubernetes in the cloud.",
  },
  {
    category: "Technical",
    keywords: [
      "security",
      "data protection",
      "encryption",
      "nda",
      "confidentiality",
      "gdpr",
      "non-disclosure agreement",
      "confidential",
      "safe",
    ],
    question: "How do you keep our data secure?",
    answer:
      "Access is granted on a least-privilege basis, data is encrypted in transit and at rest, and we can work entirely inside your own cloud environment. We sign NDAs and data processing agreements, and we never use client data to train models for anyone else.",
  },
  {
    category: "Technical",
    keywords: [
      "ownership",
      "intellectual property",
      "ip",
      "source code",
      "handover",
      "own the code",
      "who owns",
      "vendor lock-in",
      "lock-in",
    ],
    question: "Who owns the code and models you build?",
    answer:
      "You do. On completion, the source code, trained models, documentation and infrastructure definitions are handed over to you, so your team can maintain and extend the system independently.",
  },
  {
    category: "Careers",
    keywords: ["jobs", "hiring", "careers", "vacancies", "cv", "work with us"],
    question: "Are you hiring?",
    answer:
      "We are growing and currently hiring engineers in Pakistan. See the open positions on our careers page; if none fits, you are welcome to send us your CV for future roles.",
  },
  {
    category: "Careers",
    keywords: [
      "hiring process",
      "interview",
      "application",
      "recruitment steps",
      "coding test",
      "technical interview",
      "take-home",
    ],
    question: "What is your hiring process like?",
    answer:
      "After you apply, we review your application and invite shortlisted candidates to an introductory call, followed by a practical technical conversation and a final interview with the team. We aim to give every applicant an answer.",
  },
  {
    category: "Services",
    keywords: ["integration", "existing systems", "crm", "erp", "help desk", "api"],
    question: "Can you integrate AI into our existing systems?",
    answer:
      "Yes. Much of our work adds AI to the systems you already use, such as your CRM, ERP, help desk or document stores, through secure APIs, without replacing what works today.",
  },
  {
    category: "Services",
    keywords: [
      "support",
      "maintenance",
      "after launch",
      "monitoring",
      "retraining",
      "training",
      "long-term",
      "stick around",
      "disappear",
      "sla",
    ],
    question: "Do you provide support after launch?",
    answer:
      "Yes. We offer ongoing support, monitoring and optimisation after launch, including model retraining, performance tuning and training for your team, for as long as you need it.",
  },
];

export const faqPage: FaqPage = {
  hero: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    lead: "Answers to the questions we hear most often about working with us, our services, billing and careers.",
  },
  searchPlaceholder: "Search questions…",
  emptyText: "No questions match your search. Try another word or ask our assistant.",
  chat: {
    title: "Still have questions?",
    text: "Our assistant can answer questions about our services and point you to the right person.",
    buttonLabel: "Chat with us",
  },
};
