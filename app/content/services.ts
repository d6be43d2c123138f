/**
 * The 9 service detail pages (/services/{slug}), the 6 service cards shown on
 * /services and the About page, and the groups of the header's Services dropdown
 * (a service's `menuGroup` puts it there; a new service with one appears by itself).
 */
import { image } from "./images.ts";
import { menuGroups } from "./menu-groups.ts";
import type { Service, ServiceCard, SlugGroup } from "./schema.ts";

const serviceImage = (slug: string) => image("service", `/images/services/${slug}.svg`, "");

export const services: Service[] = [
  {
    slug: "ai-product-dev",
    icon: "rocket",
    title: "AI Product Development",
    description:
      "From a validated idea to a production AI product: discovery, prototyping, engineering and launch, delivered by one senior team.",
    details: [
      "Most AI ideas fail between the demo and the first paying customer. The model works on a curated sample, but the product around it – data pipelines, evaluation, permissions, cost control, a user experience that handles uncertainty – was never designed. We build AI products as products: we start from the user problem, prove the riskiest assumption first, and only then invest in scale.",
      "A typical engagement begins with a short discovery phase in which we map the workflow you want to change, audit the data you already hold and agree measurable success criteria. We then ship a working prototype in front of real users, iterate in two-week sprints, and harden the system for production with monitoring, automated evaluation and clear fallbacks when the model is unsure.",
      "You keep full ownership of the code, the models and the data. Our engineers document every decision, hand over infrastructure as code and stay on for support and optimisation as long as you need us – or train your team to take over.",
    ],
    features: [
      "Product discovery workshops and a prioritised AI roadmap",
      "Clickable prototypes and proof-of-concept models within weeks",
      "Full-stack engineering: web, mobile, APIs and data pipelines",
      "Model selection, fine-tuning and retrieval-augmented generation",
      "Automated evaluation suites and human-in-the-loop review",
      "Cloud deployment with monitoring, cost controls and alerting",
      "Knowledge transfer and long-term support after launch",
    ],
    image: serviceImage("ai-product-dev"),
    keywords: [
      "ai product",
      "mvp",
      "prototype",
      "proof of concept",
      "product discovery",
      "startup",
      "saas",
      "llm",
      "rag",
      "fine-tuning",
      "launch",
    ],
    menuGroup: "Software Development",
    technologySlugs: ["python", "nodejs", "reactjs", "openai", "langchain", "aws"],
  },
  {
    slug: "ml-models",
    icon: "brain",
    title: "Machine Learning Models",
    description:
      "Custom machine learning models for forecasting, classification, recommendation and computer vision, trained on your data and built to stay accurate in production.",
    details: [
      "Off-the-shelf models are a good starting point, but the competitive advantage sits in your own data. We design, train and deploy machine learning models that fit your domain – demand forecasting, churn and risk scoring, fraud detection, recommendation, document understanding and image or video analysis.",
      "Every model starts with a baseline and a clear metric agreed with your business owners, so progress is measured rather than claimed. We engineer features, compare classical and deep learning approaches, and choose the simplest model that meets the target. Explainability reports show which signals drive each prediction, which matters for regulated teams and for the people who have to trust the output.",
      "In production, models drift. We package them with versioned training pipelines, data validation, drift detection and scheduled retraining, so accuracy is monitored continuously and a new version can be rolled out – or rolled back – safely.",
    ],
    features: [
      "Data audit, cleaning and feature engineering",
      "Forecasting, classification, ranking and anomaly detection",
      "Computer vision and document understanding models",
      "Explainability reports and bias checks",
      "MLOps pipelines with versioning and experiment tracking",
      "Drift monitoring and scheduled retraining",
    ],
    image: serviceImage("ml-models"),
    keywords: [
      "machine learning",
      "ml",
      "forecasting",
      "prediction",
      "classification",
      "recommendation",
      "computer vision",
      "fraud detection",
      "churn",
      "anomaly detection",
      "mlops",
      "model training",
      "data science",
    ],
    technologySlugs: ["python", "tensorflow", "aws"],
  },
  {
    slug: "ai-integration",
    icon: "puzzle",
    title: "AI Integration",
    description:
      "Add AI to the systems you already run – CRM, ERP, help desk, document stores and internal tools – securely and without a rebuild.",
    details: [
      "You do not need a new platform to benefit from AI. Most of the value comes from putting a capable model next to the data and workflows your teams already use: summarising tickets in the help desk, drafting replies in the CRM, extracting fields from invoices in the ERP, or answering policy questions from the document store.",
      "We connect large language models and machine learning services to your systems through well-defined APIs, with role-based access, audit logs and data residency respected from day one. Retrieval pipelines ground answers in your own documents, and guardrails keep sensitive data out of prompts that should not see it.",
      "Integrations are delivered incrementally, one workflow at a time, with usage and quality metrics so you can see which ones earn their keep. We support the major model providers as well as open-weight models hosted in your own cloud.",
    ],
    features: [
      "Integration with CRM, ERP, help desk and collaboration tools",
      "Retrieval-augmented generation over your own documents",
      "Secure API gateways, role-based access and audit logging",
      "Support for hosted and self-hosted language models",
      "Guardrails, redaction of personal data and prompt-injection defences",
      "Usage, latency and cost dashboards per workflow",
    ],
    image: serviceImage("ai-integration"),
    keywords: [
      "integration",
      "crm",
      "erp",
      "help desk",
      "api",
      "llm",
      "rag",
      "existing systems",
      "document store",
      "guardrails",
    ],
    technologySlugs: ["python", "nodejs", "langchain", "openai", "aws"],
  },
  {
    slug: "ai-consulting",
    icon: "lightbulb",
    title: "AI Consulting",
    description:
      "Independent, hands-on advice on where AI will pay off in your business, what it will take, and how to adopt it responsibly.",
    details: [
      "Boards ask for an AI strategy; teams ask where to start. Our consultants are practising engineers and product leads, so our advice is grounded in what it actually takes to ship. We assess your processes, data and technology landscape, then rank opportunities by value, feasibility and risk.",
      "The output is not a slide deck that gathers dust. You receive a prioritised roadmap, a reference architecture, a build-or-buy analysis for each use case and a realistic plan for skills, governance and change management. Where it helps, we validate the top opportunity with a small proof of concept before you commit budget.",
      "We also help you put the guard rails in place: an AI usage policy, model risk assessments, data protection impact assessments with your DPO, and a lightweight review process so new AI initiatives can move quickly without surprising legal or security teams.",
    ],
    features: [
      "AI opportunity assessment and value-feasibility scoring",
      "Prioritised roadmap and reference architecture",
      "Build, buy or partner analysis for each use case",
      "Data readiness and governance review",
      "Responsible AI policy, risk assessment and DPIA support",
      "Proof-of-concept validation before major investment",
    ],
    image: serviceImage("ai-consulting"),
    keywords: [
      "consulting",
      "strategy",
      "advice",
      "roadmap",
      "ai policy",
      "governance",
      "dpia",
      "responsible ai",
      "feasibility",
      "workshop",
    ],
    technologySlugs: [],
  },
  {
    slug: "blockchain-product-dev",
    icon: "chain",
    title: "Blockchain Product Development",
    description:
      "Smart contracts, tokenisation and decentralised applications engineered with security audits, clear economics and user experiences people can actually use.",
    details: [
      "Blockchain is worth it when several parties need to share a record that none of them controls alone – supply chain provenance, digital asset ownership, settlement between institutions or verifiable credentials. We help you decide whether a distributed ledger is the right tool, and if it is, we build the product end to end.",
      "Our engineers write and test smart contracts in Solidity with extensive unit and property-based tests, follow established security patterns, and prepare contracts for independent third-party audits. We build the off-chain services, indexers and wallets that connect contracts to a usable web or mobile front end.",
      "We also combine blockchain with AI where it makes sense: anomaly detection on transaction flows, automated compliance checks and intelligent agents that act within the limits a contract enforces.",
    ],
    features: [
      "Feasibility assessment: ledger or conventional database",
      "Solidity smart contract design, testing and gas optimisation",
      "Token, NFT and digital asset platforms",
      "Wallet integration and account abstraction for smoother onboarding",
      "Indexers, APIs and dashboards for on-chain data",
      "Preparation for independent security audits",
    ],
    image: serviceImage("blockchain-product-dev"),
    keywords: [
      "blockchain",
      "web3",
      "smart contracts",
      "solidity",
      "nft",
      "tokens",
      "tokenisation",
      "crypto",
      "wallet",
      "dapp",
      "ethereum",
    ],
    menuGroup: "Software Development",
    technologySlugs: ["solidity", "nodejs", "reactjs"],
  },
  {
    slug: "web-mobile-dev",
    icon: "mobile",
    title: "Web & Mobile Development",
    description:
      "Fast, accessible web applications and native-quality mobile apps, built with modern frameworks and ready for AI features.",
    details: [
      "Great AI is wasted behind a slow or confusing interface. Our product engineers design and build web and mobile applications that feel fast, work on every screen size and meet accessibility standards – with streaming responses, optimistic updates and clear states for everything an AI feature can do.",
      "On the web we work with React, Angular and Vue, rendered on the server or prerendered where it helps performance and search visibility. On mobile we build cross-platform apps with Flutter and React Native, and native Android apps with Kotlin when the product needs platform depth. Progressive Web Apps cover the cases where an install is one step too many.",
      "Behind the interface sit robust back ends in Node.js and Python, tested APIs and automated deployment pipelines, so releases are routine rather than events.",
    ],
    features: [
      "UX research, UI design and design systems",
      "Web applications with React, Angular or Vue",
      "Cross-platform mobile apps with Flutter or React Native",
      "Native Android development with Kotlin",
      "Progressive Web Apps with offline support",
      "Accessibility to WCAG 2.2 AA and Core Web Vitals performance",
      "Automated testing and continuous delivery to app stores",
    ],
    image: serviceImage("web-mobile-dev"),
    keywords: [
      "website",
      "web app",
      "mobile app",
      "ios",
      "android",
      "app development",
      "ux",
      "ui design",
      "design system",
      "accessibility",
      "pwa",
      "frontend",
      "backend",
    ],
    menuGroup: "Software Development",
    technologySlugs: [
      "reactjs",
      "angular",
      "vuejs",
      "flutter",
      "reactnative",
      "kotlin",
      "pwa",
      "nodejs",
      "python",
    ],
  },
  {
    slug: "ai-automation",
    icon: "bolt",
    title: "AI Automation",
    description:
      "Automate document-heavy, repetitive work with AI agents and workflows that hand over to people whenever judgement is needed.",
    details: [
      "Every organisation has processes that consume skilled people's time: reading inbound e-mails, keying data from invoices and forms, triaging support tickets, screening applications, reconciling records between systems. AI automation takes on the routine part of that work and routes the exceptions to the right person.",
      "We map the process as it really runs today, measure volumes and handling times, and design an automated flow that combines language models, document extraction, business rules and integrations with your existing tools. Confidence thresholds decide what is processed automatically and what goes to a human reviewer, and every automated step is logged for audit.",
      "Automations are rolled out in stages – shadow mode first, then partial automation, then full automation where the numbers support it – so quality is proven before anyone depends on it.",
    ],
    features: [
      "Process discovery and automation opportunity mapping",
      "Intelligent document processing for invoices, forms and contracts",
      "E-mail and ticket triage, classification and drafting",
      "AI agents connected to your tools through secure APIs",
      "Human-in-the-loop review queues with confidence thresholds",
      "Audit trails and throughput dashboards",
    ],
    image: serviceImage("ai-automation"),
    keywords: [
      "automation",
      "workflow",
      "ai agents",
      "document processing",
      "invoices",
      "e-mail triage",
      "tickets",
      "rpa",
      "back office",
      "human in the loop",
    ],
    menuGroup: "Solutions",
    technologySlugs: ["python", "langchain", "openai"],
  },
  {
    slug: "white-label-ai",
    icon: "layers",
    title: "White-Label AI",
    description:
      "Launch AI products under your own brand on a proven, configurable platform – chat assistants, document AI and voice agents your customers will see as yours.",
    details: [
      "Agencies, software vendors and service providers increasingly need AI features for their clients, but building a platform from scratch takes time and specialist skills. Our white-label AI solutions give you production-ready components that carry your brand, your domain and your pricing model.",
      "We configure and extend the platform for your market: branded chat and voice assistants, knowledge-base question answering, document processing and analytics dashboards. Multi-tenant architecture keeps each of your customers' data separate, and an administration console lets your team onboard new clients without engineering help.",
      "You own the customer relationship. We stay behind the scenes, maintaining the platform, keeping models up to date and providing second-line technical support under your service agreements.",
    ],
    features: [
      "Fully branded user interfaces, domains and e-mails",
      "Multi-tenant architecture with per-client data isolation",
      "Configurable chat, voice and document AI modules",
      "Administration console for onboarding and usage reporting",
      "APIs and SDKs for embedding in your own products",
      "Ongoing model updates and second-line support",
    ],
    image: serviceImage("white-label-ai"),
    keywords: [
      "white label",
      "reseller",
      "agency",
      "own brand",
      "multi-tenant",
      "voice agent",
      "chat assistant",
      "sdk",
      "platform",
    ],
    menuGroup: "Solutions",
    technologySlugs: ["openai", "aiconsole", "seachat"],
  },
  {
    slug: "custom-gpt",
    icon: "chat",
    title: "Custom Company GPT",
    description:
      "A private AI assistant that knows your company: grounded in your documents, connected to your tools and governed by your access rules.",
    details: [
      "A company GPT gives every employee an assistant that can answer questions about policies, products, projects and customers – with citations to the source documents, and without sending confidential information to public chat tools.",
      "We connect the assistant to the places your knowledge lives, such as intranets, shared drives, wikis, ticketing systems and CRM, and index the content with permissions intact, so people only ever see answers drawn from documents they are allowed to open. Actions can be added step by step: creating tickets, drafting proposals, summarising meetings or querying reports.",
      "The assistant runs in your cloud tenancy or ours, with single sign-on, audit logs and usage analytics. We measure answer quality with evaluation sets built from real questions and improve the system continuously after launch.",
    ],
    features: [
      "Secure chat assistant with single sign-on",
      "Answers grounded in your documents, with source citations",
      "Permission-aware indexing of drives, wikis and ticketing systems",
      "Custom actions connected to internal tools",
      "Deployment in your own cloud tenancy on request",
      "Quality evaluation, usage analytics and continuous improvement",
    ],
    image: serviceImage("custom-gpt"),
    keywords: [
      "company gpt",
      "chatgpt",
      "internal assistant",
      "knowledge base",
      "chatbot",
      "enterprise search",
      "single sign-on",
      "rag",
      "intranet",
    ],
    menuGroup: "Solutions",
    technologySlugs: ["openai", "langchain", "python"],
  },
];

/** The 6 cards on /services (SPEC: "service cards: 6"), also the About page's services list. */
const cardSlugs = [
  ["ai-product-dev", "Turn an AI idea into a product customers use and pay for, from discovery to launch."],
  ["ml-models", "Forecasting, scoring, recommendation and vision models trained on your own data."],
  ["ai-integration", "Bring language models into your CRM, ERP, help desk and document stores."],
  ["ai-automation", "Automate repetitive, document-heavy work with people in the loop for the exceptions."],
  ["web-mobile-dev", "Fast, accessible web and mobile applications with AI features built in."],
  ["ai-consulting", "A practical AI roadmap, ranked by value, feasibility and risk."],
] as const;

export const serviceCards: ServiceCard[] = cardSlugs.map(([slug, text]) => {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service slug in serviceCards: ${slug}`);
  return { slug, icon: service.icon, title: service.title, text, href: `/services/${slug}` };
});

/** Groups of the header's Services dropdown, from each service's `menuGroup` (menu-groups.ts). */
export const serviceGroups: SlugGroup[] = menuGroups(services, (service) => service.slug);
