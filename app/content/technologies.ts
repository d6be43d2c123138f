/**
 * The 17 technology records behind /technologies and /technologies/{slug}
 * (the 16 slugs of SPEC plus "tensorflow", PRODUCT-DECISIONS 4), and the groups
 * of the header's Technologies dropdown.
 */
import { image } from "./images.ts";
import { menuGroups } from "./menu-groups.ts";
import type { SlugGroup, Technology } from "./schema.ts";

const techImage = (slug: string) => image("technology", `/images/technologies/${slug}.svg`, "");

const portfolioShot = (slug: string, alt: string) => image("portfolio", `/images/portfolio/${slug}.svg`, alt);

export const technologies: Technology[] = [
  {
    slug: "python",
    name: "Python",
    icon: "code",
    image: techImage("python"),
    keywords: [
      "python",
      "data science",
      "fastapi",
      "scikit-learn",
      "pytorch",
      "pandas",
      "etl",
      "data pipelines",
      "notebooks",
    ],
    menuGroup: "Backend",
    serviceSlugs: [
      "ai-product-dev",
      "ml-models",
      "ai-integration",
      "ai-automation",
      "web-mobile-dev",
      "custom-gpt",
    ],
    subtitle: "The language of machine learning",
    summary:
      "Python is the backbone of our data science, machine learning and AI back-end work, from research notebooks to production APIs.",
    detailedDescription:
      "Python has become the common language of AI: nearly every major machine learning framework, data library and model provider offers Python first. We use it for data pipelines, model training, evaluation and the APIs that serve predictions, writing typed, tested code that survives the move from notebook to production.",
    whatWeProvide:
      "Our Python engineers build data ingestion and transformation pipelines, train and evaluate models with scikit-learn, PyTorch and TensorFlow, and expose them through fast, well-documented APIs built with FastAPI or Django. Every project ships with type hints, automated tests, dependency pinning and container images ready for your cloud.",
    mainUses: [
      "Machine learning model training and evaluation",
      "Data engineering, ETL and analytics pipelines",
      "Back-end APIs for AI-powered products",
      "Automation scripts and scheduled jobs",
      "Scientific computing and simulation",
    ],
    applications: [
      "Demand forecasting and pricing optimisation",
      "Natural language processing and document extraction",
      "Recommendation engines for retail and media",
      "Risk scoring in finance and insurance",
      "Computer vision for quality inspection",
    ],
    services: [
      "Machine learning model development",
      "FastAPI and Django back-end development",
      "Data pipeline and warehouse engineering",
      "Migration of notebooks and prototypes to production",
      "Performance tuning and code audits",
    ],
    whyChoose: [
      "Senior engineers who have shipped Python ML systems to production",
      "Typed, tested code with CI from the first commit",
      "MLOps practices: experiment tracking, model registry and monitoring",
      "Clear documentation and hand-over to your in-house team",
    ],
    caseStudies: [
      {
        title: "Enterprise NLP Platform",
        description:
          "A Python document-understanding pipeline that classifies, extracts and routes inbound correspondence for an enterprise operations team, cutting manual work by 60%.",
        image: image("caseStudyLogo", "/images/case-studies/enterprise-nlp.svg", ""),
        link: "/portfolio/case-study/1",
      },
      {
        title: "MarkAid grading assistant",
        description:
          "Python services score written answers against teacher rubrics and explain every suggested mark, so teachers stay in control of the final grade.",
        image: portfolioShot("markaid", "MarkAid grading screen with rubric scores and feedback"),
        link: "/portfolio/markaid",
      },
    ],
  },
  {
    slug: "nodejs",
    name: "Node.js",
    icon: "server",
    image: techImage("nodejs"),
    keywords: [
      "node",
      "javascript",
      "typescript",
      "api",
      "real-time",
      "streaming",
      "websockets",
      "microservices",
      "backend",
    ],
    menuGroup: "Backend",
    serviceSlugs: ["ai-product-dev", "ai-integration", "web-mobile-dev", "blockchain-product-dev"],
    subtitle: "Fast, event-driven back ends",
    summary:
      "Node.js powers our real-time APIs, integration services and streaming AI back ends, sharing one language with the front end.",
    detailedDescription:
      "Node.js excels at I/O-heavy work: APIs that call several services at once, real-time messaging and streaming language-model responses token by token to the browser. With TypeScript end to end, front-end and back-end engineers share types and validation schemas, which removes a whole class of integration bugs.",
    whatWeProvide:
      "We design and build REST and GraphQL APIs, webhooks and integration services in TypeScript on Node.js, using frameworks such as Fastify and NestJS. We add authentication, rate limiting, structured logging and observability, and deploy to containers or serverless platforms with automated pipelines.",
    mainUses: [
      "REST and GraphQL APIs",
      "Real-time features over WebSockets and server-sent events",
      "Streaming responses from language models",
      "Integration services and webhooks",
      "Server-side rendering for web applications",
    ],
    applications: [
      "Chat assistants and customer support tools",
      "SaaS platforms and admin portals",
      "Payment and order-processing integrations",
      "Collaboration and notification services",
    ],
    services: [
      "API design and development in TypeScript",
      "Microservices and serverless functions",
      "Third-party and legacy system integration",
      "Performance profiling and scaling",
    ],
    whyChoose: [
      "TypeScript across the stack with shared schemas",
      "Experience streaming AI responses at scale",
      "Security built in: validation, rate limits and audit logs",
      "Observability from day one with logs, metrics and traces",
    ],
    caseStudies: [
      {
        title: "AIMail for Outlook",
        description:
          "A TypeScript add-in and Node.js service that drafts replies, summarises long threads and suggests follow-ups inside Outlook.",
        image: portfolioShot("aimail", "AIMail side panel suggesting a reply inside an e-mail client"),
        link: "/portfolio/aimail",
      },
    ],
  },
  {
    slug: "django",
    name: "Django",
    icon: "layers",
    image: techImage("django"),
    keywords: ["python web framework", "admin", "orm", "rest api", "backend", "web application"],
    menuGroup: "Backend",
    serviceSlugs: ["web-mobile-dev", "ai-product-dev"],
    subtitle: "Secure web platforms, delivered quickly",
    summary:
      "Django gives us a secure, batteries-included Python framework for data-rich web platforms and the admin tools that run them.",
    detailedDescription:
      "Django's mature ORM, built-in admin, authentication and strong security defaults let us deliver robust platforms quickly, and because it is Python, the web layer sits naturally next to machine learning code. It is our choice for data-heavy portals, internal tools and AI products that need a solid operational back office.",
    whatWeProvide:
      "We build Django applications and Django REST Framework APIs with clean domain models, role-based permissions and thorough test coverage. We customise the admin into a genuine operations console, integrate background processing with Celery, and tune database queries so the platform stays fast as data grows.",
    mainUses: [
      "Data-rich web platforms and portals",
      "REST APIs with Django REST Framework",
      "Internal tools and operations consoles",
      "Content and workflow management",
    ],
    applications: [
      "Education platforms and assessment tools",
      "Healthcare and research data portals",
      "Marketplace and booking platforms",
      "Back offices for AI products",
    ],
    services: [
      "Django and Django REST Framework development",
      "Admin customisation and internal tooling",
      "Background jobs with Celery and Redis",
      "Upgrades from legacy Django versions",
    ],
    whyChoose: [
      "Strong security defaults and OWASP-aware engineering",
      "Python on the web and ML side, one team for both",
      "Pragmatic architecture that is easy to maintain",
      "Experience upgrading and scaling existing Django estates",
    ],
    caseStudies: [],
  },
  {
    slug: "langchain",
    name: "LangChain",
    icon: "chain",
    image: techImage("langchain"),
    keywords: ["llm", "rag", "retrieval", "agents", "prompt", "vector search", "embeddings", "chatbot"],
    menuGroup: "Backend",
    serviceSlugs: ["ai-integration", "ai-automation", "custom-gpt", "ai-product-dev"],
    subtitle: "Composable LLM applications",
    summary:
      "LangChain helps us compose language models, retrieval and tools into reliable assistants and agents.",
    detailedDescription:
      "Building on large language models means orchestrating many parts: prompts, retrieval from vector stores, calls to tools and APIs, memory and evaluation. LangChain and LangGraph provide tested building blocks for these patterns, which lets us spend our time on the parts that are specific to your business.",
    whatWeProvide:
      "We design retrieval-augmented generation pipelines, multi-step agents and structured extraction chains with LangChain and LangGraph, backed by vector databases such as pgvector or managed alternatives. Each application comes with an evaluation set, tracing of every model call and guardrails against prompt injection and data leakage.",
    mainUses: [
      "Retrieval-augmented generation over company documents",
      "Tool-using agents and multi-step workflows",
      "Structured data extraction from unstructured text",
      "Conversation memory and context management",
    ],
    applications: [
      "Internal knowledge assistants",
      "Customer support copilots",
      "Candidate screening and interview summaries",
      "Contract and policy analysis",
    ],
    services: [
      "RAG architecture and implementation",
      "Agent design with LangGraph",
      "LLM evaluation and tracing setup",
      "Model-provider abstraction to avoid lock-in",
    ],
    whyChoose: [
      "Production experience beyond demos and notebooks",
      "Evaluation-driven development with measurable quality",
      "Security reviews for prompt injection and data exposure",
      "Freedom to switch model providers as the market moves",
    ],
    caseStudies: [
      {
        title: "HR Automation",
        description:
          "An agent pipeline that runs structured voice interviews, transcribes answers and summarises them against the role's criteria for the hiring team to review.",
        link: "/portfolio/hr-automation",
      },
    ],
  },
  {
    slug: "aws",
    name: "AWS",
    icon: "cloud",
    image: techImage("aws"),
    keywords: [
      "cloud",
      "amazon web services",
      "hosting",
      "serverless",
      "lambda",
      "sagemaker",
      "bedrock",
      "infrastructure",
      "devops",
    ],
    menuGroup: "Backend",
    serviceSlugs: ["ai-product-dev", "ml-models", "ai-integration"],
    subtitle: "Cloud infrastructure for AI at scale",
    summary:
      "We design, deploy and operate AI workloads on Amazon Web Services, from serverless APIs to GPU training and managed model services.",
    detailedDescription:
      "AWS offers the breadth most enterprise AI projects need: managed databases and data lakes, serverless compute, GPU instances, SageMaker for the model lifecycle and Bedrock for access to foundation models inside your own account. We use it to build architectures that are secure, observable and cost-aware from the first deployment.",
    whatWeProvide:
      "Our cloud engineers define every environment as code with Terraform or AWS CDK, set up least-privilege IAM, private networking and encryption, and build CI/CD pipelines for applications and models. We right-size compute, schedule GPU work sensibly and give you cost dashboards so the bill never comes as a surprise.",
    mainUses: [
      "Hosting web applications and APIs",
      "Data lakes and analytics pipelines",
      "Model training and hosting with SageMaker",
      "Foundation model access through Bedrock",
      "Serverless event processing",
    ],
    applications: [
      "Predictive analytics platforms",
      "Document processing pipelines",
      "Scalable SaaS back ends",
      "Secure environments for regulated data",
    ],
    services: [
      "Cloud architecture and well-architected reviews",
      "Infrastructure as code with Terraform or CDK",
      "MLOps on SageMaker",
      "Cost optimisation and FinOps reporting",
      "Migration from on-premises or other clouds",
    ],
    whyChoose: [
      "Security and compliance designed in, not bolted on",
      "Everything reproducible as code",
      "Cost visibility and optimisation as a standing practice",
      "Experience running AI workloads in regulated industries",
    ],
    caseStudies: [
      {
        title: "Healthcare Predictive Analytics",
        description:
          "A secure AWS analytics environment that scores patient risk daily and surfaces it to clinical teams, contributing to improved patient outcomes.",
        image: image("caseStudyLogo", "/images/case-studies/healthcare-analytics.svg", ""),
        link: "/portfolio/case-study/2",
      },
    ],
  },
  {
    slug: "solidity",
    name: "Solidity",
    icon: "shield",
    image: techImage("solidity"),
    keywords: ["blockchain", "smart contracts", "ethereum", "web3", "evm", "tokens", "nft"],
    menuGroup: "Backend",
    serviceSlugs: ["blockchain-product-dev"],
    subtitle: "Smart contracts built to be trusted",
    summary:
      "Solidity is our language for Ethereum-compatible smart contracts, engineered with rigorous testing and security reviews.",
    detailedDescription:
      "Smart contracts hold value and cannot simply be patched after deployment, so the engineering bar is high. We write Solidity for Ethereum and compatible networks with a security-first process: threat modelling, established libraries, extensive automated testing and preparation for independent audits.",
    whatWeProvide:
      "We design contract architectures, implement them in Solidity with Foundry or Hardhat, and test them with unit, fuzz and invariant tests. We optimise gas usage, plan upgrade and emergency-pause strategies, and build the indexers and front ends that make contracts usable.",
    mainUses: [
      "Token and digital asset contracts",
      "Decentralised finance protocols",
      "On-chain governance and voting",
      "Escrow and settlement logic",
    ],
    applications: [
      "Tokenised real-world assets",
      "Supply chain provenance",
      "Loyalty and rewards programmes",
      "Verifiable credentials",
    ],
    services: [
      "Smart contract architecture and development",
      "Fuzz and invariant testing",
      "Gas optimisation",
      "Audit preparation and remediation support",
    ],
    whyChoose: [
      "Security-first engineering process",
      "Battle-tested libraries over custom cryptography",
      "Honest advice on when a blockchain is not needed",
      "End-to-end delivery including wallets and front ends",
    ],
    caseStudies: [
      {
        title: "Supply chain provenance ledger",
        description:
          "Smart contracts recording each hand-over of certified goods between producers, shippers and retailers, giving every party the same tamper-evident history.",
      },
    ],
  },
  {
    slug: "reactjs",
    name: "React.js",
    icon: "code",
    image: techImage("reactjs"),
    keywords: [
      "react",
      "frontend",
      "javascript",
      "typescript",
      "single page app",
      "next.js",
      "user interface",
    ],
    menuGroup: "Frontend",
    serviceSlugs: ["web-mobile-dev", "ai-product-dev", "blockchain-product-dev"],
    subtitle: "Interfaces that feel instant",
    summary:
      "React is our default for rich web interfaces, from marketing sites to complex dashboards and AI chat experiences.",
    detailedDescription:
      "React's component model and enormous ecosystem make it the most widely used library for building web interfaces. With modern frameworks for server rendering and prerendering, React applications can be both highly interactive and fast to load, which is exactly what AI-heavy products need.",
    whatWeProvide:
      "We build React applications in TypeScript with accessible component libraries, design systems and solid state management. We use server rendering or prerendering for speed and search visibility, stream AI responses into the interface, and cover critical journeys with automated end-to-end tests.",
    mainUses: [
      "Single-page and server-rendered web applications",
      "Dashboards and data visualisation",
      "Design systems and component libraries",
      "Conversational AI interfaces",
    ],
    applications: [
      "SaaS products and admin consoles",
      "E-commerce storefronts",
      "Analytics and reporting portals",
      "Design-tool plugins",
    ],
    services: [
      "React application development",
      "Design system implementation",
      "Performance and Core Web Vitals optimisation",
      "Accessibility audits and remediation",
    ],
    whyChoose: [
      "TypeScript and automated testing as standard",
      "Accessibility to WCAG 2.2 AA",
      "Performance budgets enforced in CI",
      "Designers and engineers working in one team",
    ],
    caseStudies: [
      {
        title: "TextToUI design plugin",
        description:
          "A React-based plugin that turns a plain-language description into clean HTML and CSS layouts designers can refine.",
        image: portfolioShot("texttoui", "TextToUI plugin turning a text prompt into a web page layout"),
        link: "/portfolio/texttoui",
      },
    ],
  },
  {
    slug: "angular",
    name: "Angular",
    icon: "layers",
    image: techImage("angular"),
    keywords: ["frontend", "typescript", "enterprise web app", "user interface"],
    menuGroup: "Frontend",
    serviceSlugs: ["web-mobile-dev"],
    subtitle: "Structured front ends for the enterprise",
    summary:
      "Angular gives large teams a complete, opinionated framework for long-lived enterprise applications.",
    detailedDescription:
      "Angular includes routing, forms, HTTP, dependency injection and testing out of the box, and its conventions keep large codebases consistent across many developers. Recent versions with signals and standalone components have made it faster and simpler, which makes it a strong choice for enterprise portals.",
    whatWeProvide:
      "We build new Angular applications, modernise older AngularJS and Angular estates, and add AI features such as smart search, assistants and document processing to existing enterprise front ends. Our work includes strict typing, component libraries and comprehensive test suites.",
    mainUses: [
      "Enterprise portals and line-of-business apps",
      "Complex forms and workflows",
      "Internal dashboards",
      "Modernisation of legacy front ends",
    ],
    applications: [
      "Banking and insurance portals",
      "ERP and supply chain interfaces",
      "Government and public sector services",
    ],
    services: [
      "Angular application development",
      "AngularJS to Angular migration",
      "Version upgrades and performance tuning",
      "AI feature integration in existing apps",
    ],
    whyChoose: [
      "Experience with large, long-lived codebases",
      "Incremental migration without big-bang rewrites",
      "Strict typing and test coverage",
    ],
    caseStudies: [],
  },
  {
    slug: "vuejs",
    name: "Vue.js",
    icon: "code",
    image: techImage("vuejs"),
    keywords: ["vue", "frontend", "javascript", "user interface", "nuxt"],
    menuGroup: "Frontend",
    serviceSlugs: ["web-mobile-dev"],
    subtitle: "Approachable, progressive front ends",
    summary:
      "Vue.js lets us build fast, maintainable interfaces and add interactivity to existing sites step by step.",
    detailedDescription:
      "Vue is a progressive framework: it can enhance a single page of an existing site or power a complete application with Nuxt. Its clear templates and reactivity system make code easy to read, which keeps maintenance costs low for teams of any size.",
    whatWeProvide:
      "We develop Vue 3 and Nuxt applications with the Composition API and TypeScript, integrate them with headless CMS and commerce platforms, and embed AI widgets such as search and assistants into existing Vue products.",
    mainUses: [
      "Web applications with Vue 3 and Nuxt",
      "Progressive enhancement of existing sites",
      "Headless CMS and commerce front ends",
      "Embedded widgets",
    ],
    applications: ["Content-rich marketing platforms", "Customer portals", "Booking and scheduling tools"],
    services: ["Vue and Nuxt development", "Vue 2 to Vue 3 migration", "Headless CMS integration"],
    whyChoose: [
      "Clean, readable code your team can own",
      "Fast delivery with a small footprint",
      "Experience migrating Vue 2 applications",
    ],
    caseStudies: [],
  },
  {
    slug: "flutter",
    name: "Flutter",
    icon: "mobile",
    image: techImage("flutter"),
    keywords: ["mobile app", "ios", "android", "cross-platform", "dart"],
    menuGroup: "Mobile",
    serviceSlugs: ["web-mobile-dev"],
    subtitle: "One codebase, every screen",
    summary:
      "Flutter lets us ship polished iOS, Android and web apps from a single codebase, with consistent design and native performance.",
    detailedDescription:
      "Flutter renders its own interface, so the app looks and behaves the same on every device while compiling to fast native code. That makes it ideal for branded consumer apps and for products that need to reach iOS and Android at the same time without doubling the team.",
    whatWeProvide:
      "We design and build Flutter apps with clean architecture, robust state management and offline support, integrate on-device and cloud AI features, and automate testing and store releases for both platforms.",
    mainUses: [
      "Cross-platform iOS and Android apps",
      "Branded consumer experiences",
      "Offline-capable field apps",
      "On-device AI features",
    ],
    applications: [
      "Field inspection and maintenance",
      "Health and fitness apps",
      "Retail and loyalty apps",
      "Learning apps",
    ],
    services: [
      "Flutter app design and development",
      "Native plug-in development",
      "App store release automation",
      "Maintenance and OS upgrade support",
    ],
    whyChoose: [
      "One team and one codebase for both platforms",
      "Pixel-perfect implementation of your design",
      "Automated testing and release pipelines",
    ],
    caseStudies: [
      {
        title: "Offline field inspection app",
        description:
          "A Flutter app that lets inspectors capture photos and checklists without signal and uses an on-device model to flag likely defects for review once synced.",
      },
    ],
  },
  {
    slug: "reactnative",
    name: "React Native",
    icon: "mobile",
    image: techImage("reactnative"),
    keywords: ["mobile app", "ios", "android", "cross-platform", "react"],
    menuGroup: "Mobile",
    serviceSlugs: ["web-mobile-dev"],
    subtitle: "Native apps with web velocity",
    summary:
      "React Native brings React's productivity to native iOS and Android apps, sharing logic and skills with your web product.",
    detailedDescription:
      "React Native renders real native components, and its new architecture makes communication with native code fast. For teams that already build with React and TypeScript, it means mobile and web can share business logic, validation and even parts of the design system.",
    whatWeProvide:
      "We build React Native apps with Expo or bare workflows, integrate native modules where needed, and set up over-the-air updates, crash reporting and automated store releases. We also migrate ageing apps to the new architecture.",
    mainUses: [
      "Native iOS and Android apps",
      "Companion apps for web platforms",
      "Apps sharing code with a React web product",
    ],
    applications: ["Marketplace and booking apps", "Fintech and banking apps", "Internal productivity apps"],
    services: [
      "React Native development with Expo",
      "Native module integration",
      "Migration to the new architecture",
      "Over-the-air updates and release automation",
    ],
    whyChoose: [
      "Shared TypeScript code with your web app",
      "Native look and feel on each platform",
      "Experience maintaining apps long after launch",
    ],
    caseStudies: [],
  },
  {
    slug: "pwa",
    name: "Progressive Web Apps",
    icon: "globe",
    image: techImage("pwa"),
    keywords: ["progressive web app", "offline", "installable", "service worker", "mobile web"],
    menuGroup: "Mobile",
    serviceSlugs: ["web-mobile-dev"],
    subtitle: "App-like experiences without the app store",
    summary:
      "Progressive Web Apps install from the browser, work offline and load instantly, with no app store in the way.",
    detailedDescription:
      "A Progressive Web App is a website that behaves like an app: it can be installed to the home screen, cache what it needs to work offline, and send notifications where the platform allows it. For many business tools it removes the cost and friction of native app distribution entirely.",
    whatWeProvide:
      "We turn existing web applications into PWAs or build new ones with service workers, offline-first data synchronisation, web app manifests and push notifications, and we test on the devices your users actually have.",
    mainUses: ["Installable business tools", "Offline-first data capture", "Fast mobile web experiences"],
    applications: [
      "Field service and logistics",
      "Event and conference apps",
      "Internal portals for frontline staff",
    ],
    services: ["PWA development and conversion", "Offline synchronisation design", "Web push notifications"],
    whyChoose: [
      "One product for desktop and mobile",
      "No app store review cycles",
      "Lower cost of ownership than separate native apps",
    ],
    caseStudies: [],
  },
  {
    slug: "kotlin",
    name: "Kotlin",
    icon: "mobile",
    image: techImage("kotlin"),
    keywords: ["android", "native app", "mobile app", "jetpack compose"],
    menuGroup: "Mobile",
    serviceSlugs: ["web-mobile-dev"],
    subtitle: "Modern native Android",
    summary:
      "Kotlin is our language for native Android apps that need deep platform integration, top performance or on-device AI.",
    detailedDescription:
      "Kotlin is the recommended language for Android development, and Jetpack Compose has made building native interfaces faster and more reliable. When an app depends on hardware, background processing or on-device machine learning, native Kotlin gives the most control.",
    whatWeProvide:
      "We build Android apps with Kotlin, Jetpack Compose and coroutines, integrate device hardware and on-device ML models, and use Kotlin Multiplatform to share business logic with iOS where it pays off.",
    mainUses: [
      "Native Android applications",
      "Hardware and sensor integration",
      "On-device machine learning",
      "Shared logic with Kotlin Multiplatform",
    ],
    applications: [
      "Point-of-sale and rugged device apps",
      "Health and wearable companion apps",
      "Media and streaming apps",
    ],
    services: [
      "Native Android development",
      "Java to Kotlin migration",
      "Jetpack Compose UI development",
      "On-device AI integration",
    ],
    whyChoose: [
      "Deep Android platform expertise",
      "Modern, maintainable Compose codebases",
      "Careful attention to battery life and performance",
    ],
    caseStudies: [],
  },
  {
    slug: "openai",
    name: "OpenAI",
    icon: "sparkles",
    image: techImage("openai"),
    keywords: [
      "gpt",
      "chatgpt",
      "llm",
      "large language model",
      "generative ai",
      "embeddings",
      "assistants",
      "function calling",
    ],
    menuGroup: "AI",
    serviceSlugs: ["ai-product-dev", "ai-integration", "ai-automation", "white-label-ai", "custom-gpt"],
    subtitle: "Frontier language models in your products",
    summary:
      "We build products on OpenAI's models for reasoning, writing, extraction, speech and vision, with the safeguards businesses need.",
    detailedDescription:
      "OpenAI's models can draft, summarise, classify, extract structured data, transcribe speech and understand images. Turning that capability into a dependable product takes careful prompt and tool design, grounding in your data, evaluation and cost management, which is where our team comes in.",
    whatWeProvide:
      "We integrate OpenAI models through the API with structured outputs and function calling, combine them with retrieval over your documents, and wrap them in evaluation suites, content filtering and usage monitoring. Where data residency or cost demands it, we design the system so another provider or an open-weight model can be swapped in.",
    mainUses: [
      "Drafting, summarisation and rewriting",
      "Structured extraction with function calling",
      "Speech-to-text and text-to-speech",
      "Image and document understanding",
      "Assistants grounded in company knowledge",
    ],
    applications: [
      "E-mail and sales assistants",
      "Customer support automation",
      "Knowledge management",
      "Content localisation",
    ],
    services: [
      "OpenAI API integration",
      "Prompt and tool design",
      "Evaluation and red-teaming",
      "Cost and latency optimisation",
    ],
    whyChoose: [
      "Hands-on experience across many production launches",
      "Provider-agnostic architecture to avoid lock-in",
      "Clear data handling aligned with UK GDPR",
      "Continuous evaluation as models change",
    ],
    caseStudies: [
      {
        title: "AIMail for Outlook",
        description:
          "Language models draft context-aware replies and summaries inside Outlook, with the user always reviewing before anything is sent.",
        link: "/portfolio/aimail",
      },
      {
        title: "LinkedIn Outreach Automation",
        description:
          "Models research each lead's public profile and suggest a personalised first message that a salesperson approves or edits.",
        image: portfolioShot(
          "linkedin-automation",
          "Lead list with qualification scores and draft outreach messages",
        ),
        link: "/portfolio/linkedin-automation",
      },
    ],
  },
  {
    slug: "aiconsole",
    name: "AI Console",
    icon: "chart",
    image: techImage("aiconsole"),
    keywords: ["ai console", "agents", "ai workspace", "tools", "automation"],
    menuGroup: "AI",
    serviceSlugs: ["ai-automation", "white-label-ai"],
    subtitle: "Operate your AI systems with confidence",
    summary:
      "An AI console is the control room for production AI: prompts, models, evaluations, costs and human review in one place.",
    detailedDescription:
      "Once several AI features are live, teams need to see what the models are doing: which prompts and model versions are in use, how answers score on evaluation sets, what each feature costs and where a human should review the output. We build and configure AI consoles that give product, engineering and compliance teams that shared view.",
    whatWeProvide:
      "We deliver a console tailored to your stack, with prompt and model version management, evaluation dashboards, request tracing, cost and latency reporting, feedback collection and review queues, connected to your identity provider and audit logging.",
    mainUses: [
      "Prompt and model version management",
      "Evaluation and quality dashboards",
      "Cost, latency and usage monitoring",
      "Human review and feedback queues",
    ],
    applications: [],
    services: [
      "AI console design and implementation",
      "Evaluation set creation",
      "Tracing and observability setup",
      "Governance and audit reporting",
    ],
    whyChoose: [
      "Visibility for engineering, product and compliance teams",
      "Works with any model provider",
      "Built from our own experience operating AI in production",
    ],
    caseStudies: [],
  },
  {
    slug: "seachat",
    name: "SeaChat",
    icon: "chat",
    image: techImage("seachat"),
    keywords: ["chatbot", "customer service", "conversational ai", "support assistant", "live chat"],
    menuGroup: "AI",
    serviceSlugs: ["white-label-ai", "custom-gpt"],
    subtitle: "Conversational AI across every channel",
    summary:
      "We use the SeaChat conversational AI platform to launch customer-facing chat and voice agents that answer from your own knowledge base.",
    detailedDescription:
      "SeaChat is a conversational AI platform for building customer service agents that work across website chat, messaging apps and voice. Configured well, it answers routine questions instantly, collects details from customers and hands complex conversations to your team with the full context.",
    whatWeProvide:
      "We design the conversation flows, prepare and structure the knowledge base the agent answers from, connect it to your CRM and help desk, and set up escalation rules and analytics. After launch we review transcripts and tune answers so the agent keeps improving.",
    mainUses: [
      "Website chat and messaging assistants",
      "Voice agents for inbound calls",
      "Lead capture and appointment booking",
      "Hand-over to human agents with context",
    ],
    applications: [
      "Customer support for retail and e-commerce",
      "Booking for clinics and service businesses",
      "Out-of-hours enquiry handling",
    ],
    services: [
      "Conversation design",
      "Knowledge base preparation",
      "CRM and help desk integration",
      "Transcript review and tuning",
    ],
    whyChoose: [
      "Fast launch on a proven platform",
      "Conversation design grounded in real support data",
      "Measured results with clear escalation paths",
    ],
    caseStudies: [
      {
        title: "Retail customer service assistant",
        description:
          "A multichannel assistant answering order, delivery and returns questions for an online retailer, escalating to staff with the conversation history attached.",
        link: "/portfolio/case-study/0",
      },
    ],
  },
  {
    slug: "tensorflow",
    name: "TensorFlow",
    icon: "brain",
    image: techImage("tensorflow"),
    keywords: [
      "deep learning",
      "neural networks",
      "keras",
      "tensorflow lite",
      "edge",
      "computer vision",
      "model training",
    ],
    serviceSlugs: ["ml-models"],
    subtitle: "Deep learning from research to edge devices",
    summary:
      "TensorFlow is one of our core frameworks for training deep learning models and deploying them to servers, browsers and mobile devices.",
    detailedDescription:
      "TensorFlow and Keras provide a complete path from experiment to deployment: scalable training, TensorFlow Serving for production inference and LiteRT (formerly TensorFlow Lite) and TensorFlow.js for running models on phones, embedded devices and in the browser. That end-to-end path is valuable when a model must run where the data is.",
    whatWeProvide:
      "We build and train TensorFlow models for vision, time series and recommendation, optimise them with quantisation and pruning for edge deployment, and serve them in production with monitoring and versioned rollouts.",
    mainUses: [
      "Deep learning model training with Keras",
      "Computer vision and image classification",
      "Time-series forecasting",
      "On-device inference on mobile and edge hardware",
    ],
    applications: [
      "Product recommendation in retail",
      "Visual quality inspection in manufacturing",
      "Medical imaging research support",
      "Predictive maintenance",
    ],
    services: [
      "Deep learning model development",
      "Model optimisation for edge devices",
      "TensorFlow Serving deployment",
      "Migration of legacy models",
    ],
    whyChoose: [
      "Experience from training to edge deployment",
      "Rigorous evaluation and bias checks",
      "Production monitoring and retraining pipelines",
    ],
    caseStudies: [
      {
        title: "Retail AI Automation",
        description:
          "Recommendation and demand models trained on purchase history personalise offers and keep popular stock available, delivering a 30% increase in sales.",
        image: image("caseStudyLogo", "/images/case-studies/retail-ai.svg", ""),
        link: "/portfolio/case-study/0",
      },
    ],
  },
];

/** Groups of the header's Technologies dropdown, from each technology's `menuGroup` (menu-groups.ts). */
export const technologyGroups: SlugGroup[] = menuGroups(technologies, (technology) => technology.slug);
