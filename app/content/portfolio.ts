/**
 * The 6 portfolio projects behind /portfolio and /portfolio/{slug}.
 * `details` is static HTML limited to h3, p, ul and li (checked by the schema).
 */
import { image } from "./images.ts";
import type { PortfolioProject } from "./schema.ts";

export const portfolioProjects: PortfolioProject[] = [
  {
    title: "TextToUI",
    slug: "texttoui",
    overview:
      "A design-tool plugin that turns a plain-language description into clean, editable HTML interfaces.",
    desc: "Describe a screen in a sentence and get a responsive HTML and CSS layout inside your design tool in seconds.",
    longDesc:
      "Product teams spend hours turning rough ideas into first layouts. TextToUI lets a designer or product manager type what they need – “a pricing page with three plans and a FAQ” – and generates a structured, responsive interface that follows the team's design tokens. The result lands as editable layers in the design file and as exportable HTML and CSS, so it is a starting point for real work rather than a throwaway mock-up.",
    details:
      "<h3>The challenge</h3><p>A product studio wanted to shorten the gap between a written brief and a first layout its designers could critique. Generic AI image tools produced pictures of interfaces, not structures anyone could edit or ship.</p><h3>Our approach</h3><p>We built a plugin that asks a language model for a constrained layout description rather than free-form code. A deterministic renderer turns that description into semantic HTML, CSS that uses the team's own design tokens, and native design-tool layers.</p><ul><li>Prompt templates tuned for common page types such as landing, pricing, dashboard and settings screens</li><li>A component vocabulary mapped to the team's design system</li><li>Validation that rejects malformed layouts before they reach the canvas</li><li>Accessible markup by default: landmarks, headings in order and labelled form controls</li></ul><h3>The outcome</h3><p>Designers now start reviews from a structured first draft instead of a blank frame, and engineers receive HTML that already follows the design system.</p>",
    features: [
      "Text-to-layout generation inside the design tool",
      "Output as editable layers and as HTML and CSS",
      "Design tokens and component library respected",
      "Responsive layouts for mobile, tablet and desktop",
      "Accessible, semantic markup by default",
    ],
    tech: ["TypeScript", "React", "Figma Plugin API", "OpenAI API", "Node.js"],
    impact:
      "First layouts for new screens now take minutes rather than an afternoon, and design reviews start from a shared, editable draft.",
    anchor: "texttoui",
    keywords: [
      "text to ui",
      "design tool",
      "figma",
      "plugin",
      "html generation",
      "layout",
      "design system",
      "prompt",
    ],
    sector: "Design and product studios",
    technologySlugs: ["reactjs", "nodejs", "openai"],
    serviceSlugs: ["ai-product-dev", "web-mobile-dev"],
    icon: "palette",
    category: "Web & Mobile",
    image: image(
      "portfolio",
      "/images/portfolio/texttoui.svg",
      "TextToUI plugin turning a text prompt into a web page layout",
    ),
  },
  {
    title: "AIMail",
    slug: "aimail",
    overview:
      "An AI e-mail assistant for Outlook that drafts replies, summarises threads and keeps follow-ups on track.",
    desc: "Context-aware reply drafts, thread summaries and follow-up reminders, right inside Outlook.",
    longDesc:
      "Busy teams lose hours every week reading long threads and writing routine replies. AIMail is an Outlook add-in that reads the conversation you are in, summarises it in a few lines, and drafts a reply in your tone using the facts in the thread and, where permitted, your shared templates. The user always reviews and edits before sending; nothing leaves the mailbox automatically.",
    details:
      "<h3>The challenge</h3><p>A professional services firm wanted to reduce the time its account managers spent on e-mail without moving messages into a separate tool or weakening its data controls.</p><h3>Our approach</h3><p>We built an Outlook add-in with a secure back-end service. Message content is processed only when the user opens the assistant, is never used to train models, and is not stored after the response is returned.</p><ul><li>One-click summaries of long threads with action items and open questions</li><li>Reply drafts in selectable tones, grounded in the thread and approved templates</li><li>Follow-up detection that suggests reminders for unanswered requests</li><li>Admin controls for data retention, allowed features and model provider</li></ul><h3>The outcome</h3><p>Account managers clear routine correspondence faster and spend more of their day with clients, while IT keeps full control over where data goes.</p>",
    features: [
      "Thread summaries with action items",
      "Reply drafts grounded in the conversation",
      "Tone and length controls",
      "Follow-up reminders for unanswered requests",
      "Admin controls for data handling and features",
    ],
    tech: ["TypeScript", "Office Add-ins (Outlook)", "Node.js", "OpenAI API", "Azure"],
    impact:
      "Routine replies take a fraction of the time they used to, and long threads can be understood in seconds without scrolling through every message.",
    anchor: "aimail",
    keywords: [
      "e-mail assistant",
      "outlook",
      "add-in",
      "reply drafts",
      "summaries",
      "follow-ups",
      "productivity",
    ],
    sector: "Professional services",
    technologySlugs: ["nodejs", "openai"],
    serviceSlugs: ["ai-product-dev", "ai-integration"],
    icon: "mail",
    category: "Web & Mobile",
    image: image(
      "portfolio",
      "/images/portfolio/aimail.svg",
      "AIMail side panel suggesting a reply inside an e-mail client",
    ),
  },
  {
    title: "MarkAid",
    slug: "markaid",
    overview:
      "An AI grading web app that helps teachers mark written work faster, consistently and with better feedback.",
    desc: "Rubric-based suggested marks and written feedback for essays and short answers, with the teacher in charge.",
    longDesc:
      "Marking is one of the biggest demands on teachers' time. MarkAid lets a teacher upload a class's scripts and the marking rubric, then suggests a mark for each criterion together with the evidence from the student's answer and draft feedback. Teachers accept, adjust or override every suggestion, and moderation reports highlight where marks differ across a department.",
    details:
      "<h3>The challenge</h3><p>A group of schools wanted to reduce marking workload and make feedback more consistent between teachers, without handing grading decisions to a machine.</p><h3>Our approach</h3><p>We designed MarkAid around the rubric. Each suggested mark is tied to specific criteria and quoted evidence from the answer, so teachers can check the reasoning at a glance.</p><ul><li>Upload of typed or scanned scripts with handwriting recognition</li><li>Criterion-by-criterion suggested marks with quoted evidence</li><li>Editable feedback written for students, in plain language</li><li>Moderation views that compare marking across classes</li><li>Pupil data processed under the schools' data protection agreements and never used to train models</li></ul><h3>The outcome</h3><p>Teachers complete first-pass marking much faster and spend the time saved on feedback conversations with students. Every final grade remains a teacher's decision.</p>",
    features: [
      "Rubric-based suggested marks with evidence",
      "Draft student feedback in plain language",
      "Handwriting recognition for scanned scripts",
      "Department moderation reports",
      "Teacher approval on every grade",
    ],
    tech: ["Python", "Django", "React", "PostgreSQL", "OpenAI API", "AWS"],
    impact:
      "Teachers in the pilot reported spending far less time on first-pass marking, with more consistent marks across classes and richer written feedback for students.",
    anchor: "markaid",
    keywords: [
      "grading",
      "marking",
      "education",
      "schools",
      "teachers",
      "rubric",
      "feedback",
      "handwriting recognition",
    ],
    sector: "Education",
    technologySlugs: ["python", "django", "reactjs", "openai", "aws"],
    serviceSlugs: ["ai-product-dev", "web-mobile-dev"],
    icon: "graduation-cap",
    category: "Web & Mobile",
    image: image(
      "portfolio",
      "/images/portfolio/markaid.svg",
      "MarkAid grading screen with rubric scores and feedback",
    ),
  },
  {
    title: "Deepfake Audio",
    slug: "deepfake-audio",
    overview:
      "Consent-based text-to-speech and voice cloning with watermarking and misuse safeguards built in.",
    desc: "Natural text-to-speech and consented voice cloning for narration, accessibility and localisation, with every clip watermarked.",
    longDesc:
      "Synthetic voice can make content accessible, speed up narration and localise training material into many languages. It can also be misused. We built a text-to-speech and voice cloning platform where a voice can only be cloned with the verified consent of its owner, every generated clip carries an inaudible watermark, and requests that look like impersonation are blocked and reviewed.",
    details:
      "<h3>The challenge</h3><p>A media production company needed natural-sounding narration in several languages and the ability to reproduce the voices of its own presenters, with clear safeguards against impersonation.</p><h3>Our approach</h3><p>We combined high-quality neural text-to-speech with a consent-first cloning workflow and layered safeguards.</p><ul><li>Voice cloning only after the speaker records a verification script and signs a consent record</li><li>Consent can be withdrawn at any time, which disables the voice immediately</li><li>An inaudible watermark embedded in every generated clip, with a detector to verify origin</li><li>Content policies that block requests to imitate public figures or produce deceptive material</li><li>Audit logs of every generation for the customer's compliance team</li></ul><h3>The outcome</h3><p>The company produces narration and localised versions in a fraction of the studio time, and every synthetic clip can be traced back to a consented voice and an accountable user.</p>",
    features: [
      "Natural text-to-speech in multiple languages",
      "Voice cloning with verified speaker consent",
      "Inaudible watermarking of all generated audio",
      "Impersonation and misuse safeguards",
      "Full audit trail of generations",
    ],
    tech: ["Python", "PyTorch", "FastAPI", "React", "AWS"],
    impact:
      "Narration and localisation that used to need booked studio sessions can be produced on demand, with consent and traceability built into every clip.",
    anchor: "deepfake-audio",
    keywords: [
      "text to speech",
      "voice cloning",
      "synthetic voice",
      "narration",
      "localisation",
      "watermarking",
      "audio",
    ],
    sector: "Media and e-learning",
    technologySlugs: ["python", "reactjs", "aws"],
    serviceSlugs: ["ai-product-dev", "ml-models"],
    icon: "mic",
    category: "AI Automation",
    image: image(
      "portfolio",
      "/images/portfolio/deepfake-audio.svg",
      "Audio waveform editor with a consent-verified voice and watermark badge",
    ),
  },
  {
    title: "HR Automation",
    slug: "hr-automation",
    overview: "AI voice interviews and resume scoring that help recruiters shortlist faster and more fairly.",
    desc: "Structured voice screening interviews and criteria-based resume scoring, with recruiters making every decision.",
    longDesc:
      "High-volume hiring buries recruiters in applications. Our HR automation platform scores resumes against the criteria a hiring manager defines, invites candidates to a short structured voice interview they can take at any time, and summarises both for the recruiter. Candidates are told when AI is used, scoring is explainable, and no one is rejected without a person reviewing the application.",
    details:
      "<h3>The challenge</h3><p>A fast-growing services company received thousands of applications per role and could not screen them quickly or consistently.</p><h3>Our approach</h3><p>We built a screening workflow that gives recruiters better information sooner while keeping people accountable for decisions.</p><ul><li>Resume parsing and scoring against job-specific, skills-based criteria</li><li>Asynchronous voice interviews with the same structured questions for every candidate</li><li>Transcripts and summaries mapped to the role's competencies</li><li>Clear candidate notices and an option to request a human-only review</li><li>Regular bias audits comparing outcomes across candidate groups</li></ul><h3>The outcome</h3><p>Recruiters reach a reviewed shortlist in days rather than weeks, candidates get a response sooner, and the hiring team can explain how every shortlist was formed.</p>",
    features: [
      "Criteria-based resume scoring with explanations",
      "Asynchronous structured voice interviews",
      "Interview transcripts and competency summaries",
      "Human review before any rejection",
      "Bias monitoring and audit reports",
    ],
    tech: ["Python", "LangChain", "Whisper speech-to-text", "Node.js", "React", "PostgreSQL"],
    impact:
      "Time to shortlist dropped from weeks to days, and every candidate is assessed against the same criteria and questions.",
    anchor: "hr-automation",
    keywords: [
      "recruitment",
      "hiring",
      "resume screening",
      "cv scoring",
      "voice interviews",
      "hr",
      "speech to text",
    ],
    sector: "Human resources",
    technologySlugs: ["python", "langchain", "nodejs", "reactjs"],
    serviceSlugs: ["ai-automation"],
    icon: "users",
    category: "AI Automation",
    image: image(
      "portfolio",
      "/images/portfolio/hr-automation.svg",
      "Candidate list with resume scores and a voice interview player",
    ),
  },
  {
    title: "LinkedIn Outreach Automation",
    slug: "linkedin-automation",
    overview:
      "Lead research and personalised outreach built on Sales Navigator searches, with a salesperson approving every message.",
    desc: "Turns Sales Navigator searches into qualified, enriched lead lists and personalised first messages for review.",
    longDesc:
      "Sales teams spend much of their week copying prospects from LinkedIn Sales Navigator into spreadsheets and writing first messages one by one. This tool imports the leads a salesperson has saved in Sales Navigator, enriches them with public company information, scores their fit against the ideal customer profile and drafts a personalised opening message. Nothing is sent without a person approving it, and activity stays within the platform's usage limits.",
    details:
      "<h3>The challenge</h3><p>A B2B software company's sales development team spent most of its time on manual research rather than conversations with prospects.</p><h3>Our approach</h3><p>We built an assistant that works from the team's own Sales Navigator lead lists and keeps a human in control of every contact.</p><ul><li>Import of saved leads and accounts into a structured pipeline</li><li>Enrichment from public company information and fit scoring against the ideal customer profile</li><li>Personalised first-message drafts that reference genuine, relevant context</li><li>Approval queue: a salesperson reviews, edits and sends each message</li><li>Daily activity limits, opt-out handling and CRM sync for a clean record</li></ul><h3>The outcome</h3><p>The team spends its time on qualified conversations instead of data entry, with outreach that is more relevant to each prospect and a complete record in the CRM.</p>",
    features: [
      "Lead import from Sales Navigator lists",
      "Company enrichment and fit scoring",
      "Personalised message drafts for approval",
      "Activity limits and opt-out handling",
      "CRM synchronisation",
    ],
    tech: ["Python", "Node.js", "OpenAI API", "PostgreSQL", "HubSpot API"],
    impact:
      "Sales development reps spend most of their day talking to qualified prospects rather than researching them, and every message sent has been reviewed by a person.",
    anchor: "linkedin-automation",
    keywords: [
      "linkedin",
      "sales navigator",
      "lead generation",
      "outreach",
      "sales",
      "crm",
      "hubspot",
      "prospecting",
    ],
    sector: "Sales",
    technologySlugs: ["python", "nodejs", "openai"],
    serviceSlugs: ["ai-automation", "ai-integration"],
    icon: "target",
    category: "AI Automation",
    image: image(
      "portfolio",
      "/images/portfolio/linkedin-automation.svg",
      "Lead list with qualification scores and draft outreach messages",
    ),
  },
];
