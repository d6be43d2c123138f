/**
 * Copy of the home page (SPEC section 2, Home), section by section, plus the
 * company claims block (values from app/site.config.ts).
 */
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from "../schemas/form-fields.ts";
import { siteConfig } from "../site.config.ts";
import { image } from "./images.ts";
import type { Claim, ContactTopic, HomePage, TechStackItem } from "./schema.ts";

const { claims } = siteConfig;

/** Company claims (SPEC section 1): since 2020, 150+ clients, 500+ projects, 95% retention. */
export const companyClaims: Claim[] = [
  { value: claims.since, label: "Building AI products since" },
  { value: claims.clients, label: "Clients worldwide" },
  { value: claims.projects, label: "Projects delivered" },
  { value: claims.retention, label: "Client retention" },
];

/** Topic options of the home contact form, as the lead schema knows them. */
export const contactTopics: ContactTopic[] = CONTACT_TOPICS.map((value) => ({
  value,
  label: CONTACT_TOPIC_LABELS[value],
}));

/** The home page's scrolling technology strip (SPEC: "technology strip tools: 10"). */
export const techStripTools: TechStackItem[] = [
  {
    name: "Python",
    icon: "code",
    description: "Our primary language for data engineering, machine learning and AI back ends.",
    areas: ["machine-learning", "back-end"],
  },
  {
    name: "TensorFlow",
    icon: "brain",
    description: "Deep learning from training to deployment on servers, browsers and mobile devices.",
    areas: ["machine-learning"],
  },
  {
    name: "PyTorch",
    icon: "chip",
    description: "Flexible deep learning for research-grade models, fine-tuning and speech and vision work.",
    areas: ["machine-learning"],
  },
  {
    name: "Scikit-learn",
    icon: "chart",
    description: "Proven classical machine learning for forecasting, classification and strong baselines.",
    areas: ["machine-learning"],
  },
  {
    name: "React",
    icon: "layers",
    description: "Fast, accessible web interfaces, dashboards and conversational AI experiences.",
    areas: ["front-end"],
  },
  {
    name: "Node.js",
    icon: "server",
    description: "Event-driven APIs, integrations and real-time streaming of AI responses.",
    areas: ["back-end"],
  },
  {
    name: "AWS",
    icon: "cloud",
    description: "Secure, scalable cloud infrastructure for applications, data and model hosting.",
    areas: ["cloud"],
  },
  {
    name: "GCP",
    icon: "globe",
    description: "Google Cloud data and AI services, from BigQuery analytics to Vertex AI.",
    areas: ["cloud"],
  },
  {
    name: "Docker",
    icon: "puzzle",
    description: "Reproducible containers that run the same on a laptop, in CI and in production.",
    areas: ["cloud"],
  },
  {
    name: "Kubernetes",
    icon: "gear",
    description: "Orchestration for resilient, auto-scaling services and model serving.",
    areas: ["cloud"],
  },
];

export const homePage: HomePage = {
  hero: {
    headline: "Transform your business with",
    rotatingWords: ["Artificial Intelligence", "Machine Learning", "AI Solutions"],
    subtitle: `${siteConfig.brandName} designs, builds and runs AI products, machine learning models and software that deliver measurable results – from ${siteConfig.contact.city} to clients around the world.`,
    quoteButtonLabel: "Get Quote",
    scheduleLinkLabel: "Schedule AI Strategy Meeting",
    scheduleLinkIcon: "calendar",
    backdrop: image("hero", "/images/hero/network.svg", ""),
  },
  process: {
    header: {
      eyebrow: "How we deliver",
      title: "Our AI development process",
      lead: "Six steps that take an idea from first workshop to a dependable system your team uses every day.",
    },
    keywords: ["methodology", "project phases", "from idea to launch"],
    steps: [
      {
        step: 1,
        icon: "search",
        title: "AI Strategy & Discovery",
        text: "We map your goals, processes and data to find where AI creates real value, and agree how success will be measured.",
      },
      {
        step: 2,
        icon: "lightbulb",
        title: "Machine Learning Prototyping",
        text: "We test the riskiest assumption first with a working prototype on your data, so decisions rest on evidence rather than promises.",
      },
      {
        step: 3,
        icon: "code",
        title: "Agile AI Development",
        text: "Cross-functional teams build in two-week sprints with demos you can try, and evaluation tests guard quality with every change.",
      },
      {
        step: 4,
        icon: "rocket",
        title: "AI Integration & Deployment",
        text: "We connect the solution to your systems and deploy it securely to the cloud or your own infrastructure, with monitoring from day one.",
      },
      {
        step: 5,
        icon: "trending-up",
        title: "AI Performance Optimization",
        text: "We track accuracy, latency and cost in production, retrain models as data changes and tune the system as usage grows.",
      },
      {
        step: 6,
        icon: "graduation-cap",
        title: "AI Training & Support",
        text: "We train your team to use and maintain the system and stay on hand with ongoing support for as long as you need us.",
      },
    ],
    link: { label: "Learn more about us", href: "/about" },
  },
  techStrip: {
    header: {
      eyebrow: "Technology",
      title: "Tools we build with",
      lead: "Proven, well-supported technologies chosen for each problem, not for fashion.",
    },
    tools: techStripTools,
  },
  testimonials: {
    header: {
      eyebrow: "Testimonials",
      title: "What our clients say",
      lead: "Leaders in retail, finance, education and logistics on working with our team.",
    },
  },
  tabs: {
    header: {
      eyebrow: "Ways to work with us",
      title: "Flexible engagement, end-to-end expertise",
      lead: "Choose how we work together, the solutions you need, and the advice that helps you get there.",
    },
    keywords: [
      "engagement models",
      "staff augmentation",
      "outsourcing",
      "extra developers",
      "contractors",
      "working together",
      "ongoing support",
    ],
    items: [
      {
        label: "Engagement Models",
        cards: [
          {
            icon: "target",
            title: "Fixed-Scope Projects",
            text: "A clearly defined outcome, timeline and budget agreed up front – ideal for proofs of concept and well-understood products.",
          },
          {
            icon: "users",
            title: "Dedicated Teams",
            text: "A stable, cross-functional team of engineers, data scientists and designers working as an extension of your organisation.",
          },
          {
            icon: "handshake",
            title: "Team Augmentation",
            text: "Senior specialists who join your existing team to add AI, data or mobile skills exactly where you need them.",
          },
          {
            icon: "clock",
            title: "Support & Optimisation",
            text: "Ongoing monitoring, retraining and improvement of systems after launch, with agreed response times.",
          },
        ],
      },
      {
        label: "Solutions",
        cards: [
          {
            icon: "robot",
            title: "AI Automation",
            text: "Agents and workflows that take on document-heavy, repetitive work and hand exceptions to your people.",
          },
          {
            icon: "chat",
            title: "Custom Company GPT",
            text: "A private assistant grounded in your documents and tools, with your access rules built in.",
          },
          {
            icon: "brain",
            title: "Predictive Models",
            text: "Forecasting, scoring and recommendation models trained on your data and monitored in production.",
          },
          {
            icon: "mobile",
            title: "Web & Mobile Apps",
            text: "Fast, accessible applications that put AI features in front of your customers and staff.",
          },
        ],
      },
      {
        label: "Advisory & Digital Transformation",
        cards: [
          {
            icon: "lightbulb",
            title: "AI Strategy",
            text: "A prioritised roadmap of AI opportunities ranked by value, feasibility and risk.",
          },
          {
            icon: "database",
            title: "Data Readiness",
            text: "An assessment of your data quality, pipelines and governance, with a plan to close the gaps.",
          },
          {
            icon: "shield",
            title: "Responsible AI & Governance",
            text: "Policies, risk assessments and review processes that let you adopt AI quickly and safely.",
          },
          {
            icon: "layers",
            title: "Legacy Modernisation",
            text: "Step-by-step modernisation of ageing systems so they can support cloud and AI capabilities.",
          },
        ],
      },
    ],
  },
  portfolio: {
    header: {
      eyebrow: "Portfolio",
      title: "Recent work",
      lead: "A selection of AI products and applications we have designed and built.",
    },
    tabs: ["All", "Web & Mobile", "AI Automation"],
    readMoreLabel: "Read More",
  },
  experts: {
    header: {
      eyebrow: "Our experts",
      title: "Meet the people behind your project",
      lead: "Experienced leaders who stay involved from the first conversation to long after launch.",
    },
    buttonLabel: "Get free consultation",
  },
  contact: {
    header: {
      eyebrow: "Contact us",
      title: "Tell us what you want to build",
      lead: "Share a few details and we will get back to you to arrange a conversation with the right specialist.",
    },
    topicPlaceholder: "How can we help you?",
    topics: contactTopics,
    ndaLabel: "Please sign an NDA first",
    submitLabel: "Send Message",
  },
  about: {
    header: {
      eyebrow: `About ${siteConfig.brandName}`,
      title: "A senior team that ships AI into production",
      lead: `Headquartered in ${siteConfig.contact.city} and working with clients worldwide since ${claims.since}.`,
    },
    paragraphs: [
      `We are engineers, data scientists and designers who have built AI systems for retailers, banks, schools, healthcare providers and fast-growing start-ups. Since ${claims.since} we have worked with ${claims.clients} clients on ${claims.projects} projects, with ${claims.retention} client retention.`,
      "We start with your problem rather than the technology, prove value early, and build systems that are secure, measurable and owned by you.",
    ],
    buttonLabel: "Book a consultation",
  },
  claims: companyClaims,
};
