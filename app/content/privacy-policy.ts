/**
 * The privacy policy of /privacy-policy: exactly 18 numbered sections
 * (SPEC: "privacy sections: 18"), version 1.0, with fixed dates kept with the
 * text (PRODUCT-DECISIONS 5). Retention periods are the store's real settings.
 */
import { siteConfig } from "../site.config.ts";
import type { PrivacyPolicyMeta, PrivacySection } from "./schema.ts";

export const privacyPolicyMeta: PrivacyPolicyMeta = {
  version: "1.0",
  effectiveDate: "2026-11-22",
  lastUpdated: "2026-11-22",
};

/** Real retention settings of the lead store and chat transcripts, in days. */
export const retentionDays = {
  leads: 730,
  chatConversations: 180,
  /** The site's own visit counting (issue 14): individual records; daily totals are kept after. */
  insightsEvents: 30,
} as const;

/** Minimum age of visitors whose data we knowingly collect (SPEC section 9). */
export const minimumAge = 18;

const brand = siteConfig.brandName;
const { email, phone, city, country } = siteConfig.contact;

export const privacyPolicyIntro = `This privacy notice explains how ${brand} ("we", "us" or "our") collects, uses, shares and protects personal information when you visit ${siteConfig.siteUrl.replace(/^https?:\/\//, "")}, contact us, apply for a job or use our support assistant, and what rights you have. Please read it carefully. If you do not agree with it, please do not use our website.`;

export const privacySections: PrivacySection[] = [
  {
    id: "who-we-are",
    number: 1,
    title: "Who we are",
    keywords: [
      "data controller",
      "who we are",
      "company",
      "processor",
      "who is responsible",
      "responsible for my data",
    ],
    body: [
      {
        type: "paragraph",
        text: `${brand} is an AI and software development company with its head office in ${city}, ${country}. For the personal information described in this notice, ${brand} is the data controller, which means we decide how and why your information is processed.`,
      },
      {
        type: "paragraph",
        text: `This notice applies to our website, our forms, our support assistant and our communications with prospective clients and job applicants. It does not cover systems we build or operate for clients under contract; there, the client is the controller and we act as its processor under a data processing agreement.`,
      },
    ],
  },
  {
    id: "information-we-collect",
    number: 2,
    title: "What information we collect",
    keywords: [
      "personal data",
      "information collected",
      "names",
      "phone numbers",
      "e-mail addresses",
      "ip address",
      "log data",
      "device data",
      "location data",
      "resume",
      "what data",
      "what you know about me",
      "location",
      "geolocation",
    ],
    body: [
      {
        type: "paragraph",
        text: "We collect personal information that you voluntarily give us when you request a quote, send a message, book a consultation, apply for a job or chat with our assistant. Depending on the form, this includes:",
      },
      {
        type: "list",
        items: [
          "names",
          "phone numbers",
          "e-mail addresses",
          "company name and job title",
          "the content of your messages, project requirements and any document you choose to attach",
          "for job applications, your resume and the information it contains",
          "the date and time you would like for a consultation",
        ],
      },
      {
        type: "paragraph",
        text: "We also collect some information automatically when you visit our website. This consists of log and usage data (such as your IP address, the pages you request, the date and time of each request, referring pages and error reports), device data (such as browser type and version, operating system and screen size) and approximate location data derived from your IP address (country or city level). We do not collect precise geolocation.",
      },
      {
        type: "paragraph",
        text: "We do not ask for sensitive information, such as health data, political opinions or religious beliefs. Please do not include it in messages, documents or chats.",
      },
    ],
  },
  {
    id: "how-we-collect",
    number: 3,
    title: "How we collect information",
    keywords: ["how we collect", "forms", "automatic collection", "sources"],
    body: [
      {
        type: "list",
        items: [
          "Directly from you, through our quote, contact, consultation and job application forms and our support assistant.",
          "Automatically, through our web servers when your browser requests pages and files.",
          "From your correspondence with us by e-mail or phone.",
          "From business networking sites or public sources, only where you have shared your professional details with us or made them public for business contact.",
        ],
      },
    ],
  },
  {
    id: "how-we-use",
    number: 4,
    title: "How we use your information",
    keywords: [
      "purposes",
      "how we use",
      "processing",
      "marketing",
      "use of data",
      "what you do with my data",
      "newsletters",
      "spam",
    ],
    body: [
      { type: "paragraph", text: "We process your personal information for the following purposes:" },
      {
        type: "list",
        items: [
          "to answer your enquiries, prepare quotes and arrange consultations;",
          "to assess job applications and communicate with candidates;",
          "to provide our support assistant and improve the quality of its answers;",
          "to send you the confirmation e-mails and information you have asked for;",
          "to keep our website and services secure, including preventing spam, fraud and abuse;",
          "to understand how our website is used and fix errors, using aggregated statistics;",
          "to comply with legal obligations and establish, exercise or defend legal claims.",
        ],
      },
      {
        type: "paragraph",
        text: "We do not sell your personal information, and we do not use it for automated decision-making that has legal or similarly significant effects on you.",
      },
    ],
  },
  {
    id: "legal-bases",
    number: 5,
    title: "Legal bases for processing",
    keywords: ["legal basis", "consent", "legitimate interests", "contract", "legal obligation", "gdpr"],
    body: [
      {
        type: "paragraph",
        text: "Under the UK GDPR and the EU GDPR we only process personal information when we have a valid legal basis:",
      },
      {
        type: "list",
        items: [
          "Consent: where you have given us permission for a specific purpose, such as receiving updates. You may withdraw consent at any time.",
          "Performance of a contract: where processing is needed to take steps at your request before entering into a contract, such as preparing a quote, or to deliver a contract with you.",
          "Legitimate interests: where processing is necessary for our reasonable business interests, such as responding to enquiries, recruiting, securing our website and improving our services, and those interests are not overridden by your rights.",
          "Legal obligation: where we must process information to comply with the law.",
        ],
      },
    ],
  },
  {
    id: "sharing",
    number: 6,
    title: "When and with whom we share your information",
    keywords: [
      "sharing",
      "third parties",
      "service providers",
      "disclosure",
      "sell data",
      "sell my data",
      "selling",
      "pass on",
      "who sees my data",
    ],
    body: [
      {
        type: "paragraph",
        text: "We share personal information only where necessary and with appropriate safeguards. We may share it with:",
      },
      {
        type: "list",
        items: [
          "service providers who host our website and data, deliver our e-mails and support our operations, acting on our instructions under data processing agreements;",
          "third-party AI providers who process chat messages to generate replies, as described in section 8;",
          "professional advisers, such as lawyers and accountants, where needed;",
          "a buyer or successor in the event of a merger, acquisition or sale of all or part of our business;",
          "law enforcement, regulators or courts where we are legally required to do so.",
        ],
      },
    ],
  },
  {
    id: "cookies-and-analytics",
    number: 7,
    title: "Cookies and analytics",
    keywords: [
      "cookies",
      "analytics",
      "tracking",
      "visitor counting",
      "global privacy control",
      "pixels",
      "trackers",
      "track me",
      "browser storage",
      "session storage",
    ],
    body: [
      {
        type: "paragraph",
        text: "Our public website sets no cookies for visitors and uses no advertising, cross-site tracking or third-party analytics scripts, and it loads no content from third-party hosts by itself. It keeps a few things in your browser's session storage, which belongs to one browser tab and is deleted when you close it: your support assistant conversation, so it stays open while you move between pages, and how you arrived at our website.",
      },
      {
        type: "paragraph",
        text: "How you arrived means the first page you opened in the tab, the name of the website whose link brought you there (its host name only, such as www.example.com) and the campaign tags utm_source, utm_medium and utm_campaign if that link carried them. It stays in your browser unless you send us a form or leave your details with the support assistant: then it is sent with your message, together with the page you sent it from, and kept with it, so we know which pages and campaigns bring enquiries. It is deleted together with your message, for example when you ask us to erase your data.",
      },
      {
        type: "paragraph",
        text: "We count visits to our website ourselves, on our own server, without cookies and without keeping anything in your browser for it. When you open a page, your browser sends us a short message with exactly this: the page's path (such as /services), the host name of the website whose link brought you (such as www.example.com), the campaign tags utm_source, utm_medium and utm_campaign if that link carried them, and, if you leave within 10 seconds, that you left. Our server adds the day and the kind of device (mobile, tablet or desktop, worked out from your browser's user agent). We also count when a form was shown, started, sent or failed, and when the support assistant was opened, asked a first question or took your contact details.",
      },
      {
        type: "paragraph",
        text: `To count unique visitors per day, the server computes a one-way code from your IP address and user agent mixed with a random value that changes every day and is deleted when the day is over; your IP address and user agent themselves are not stored, and once the day's random value is gone nobody, including us, can link the code to you or to another day's visits. If your browser sends the Global Privacy Control signal, we do not compute the code at all: your page views are counted, but not as a unique visitor. Known bots and crawlers, pages your browser loads in advance (prefetching) and our team's admin area are not counted. These records are kept for ${retentionDays.insightsEvents} days; after that only daily totals remain, such as the number of views of each page, which identify no one. We share them with no one. If we ever introduce non-essential cookies, we will ask for your consent first and update this notice.`,
      },
    ],
  },
  {
    id: "ai-products",
    number: 8,
    title: "AI products and third-party AI providers",
    keywords: [
      "ai providers",
      "chat assistant",
      "language models",
      "third-party ai",
      "model training",
      "chatbot",
      "this chat",
      "train models",
      "ai company",
      "openai",
    ],
    body: [
      {
        type: "paragraph",
        text: "Our support assistant and some of our AI products use large language models provided by third-party AI providers. When you chat with the assistant, your messages and the earlier messages of the conversation are sent to such a provider to generate a reply, together with relevant passages from our website content.",
      },
      {
        type: "list",
        items: [
          "We select providers that contractually commit not to use the data we send through their APIs to train their models.",
          "We send only what is needed to answer your question; please do not share sensitive or confidential information in the chat.",
          "Answers are generated automatically and may contain mistakes. They are not professional advice and do not form part of any contract.",
          "Chat transcripts are stored by us for the period stated in section 10 so we can follow up on your request and improve the assistant.",
        ],
      },
    ],
  },
  {
    id: "international-transfers",
    number: 9,
    title: "International transfers",
    keywords: [
      "international transfers",
      "outside the uk",
      "standard contractual clauses",
      "data location",
      "where my data is stored",
      "abroad",
      "other countries",
    ],
    body: [
      {
        type: "paragraph",
        text: "Our team and some of our service providers are located outside the United Kingdom and the European Economic Area, including members of our engineering team in Pakistan. When personal information is transferred internationally, we protect it with adequacy regulations or decisions where available, or with the UK International Data Transfer Agreement or Addendum and the EU Standard Contractual Clauses, together with additional technical and organisational measures where needed.",
      },
    ],
  },
  {
    id: "retention",
    number: 10,
    title: "How long we keep your information",
    keywords: [
      "retention",
      "how long",
      "deletion",
      "storage period",
      "keep data",
      "kept",
      "stored",
      "saved",
      "delete after",
    ],
    body: [
      {
        type: "paragraph",
        text: "We keep personal information only for as long as necessary for the purposes described in this notice, unless a longer period is required by law.",
      },
      {
        type: "list",
        items: [
          `Quote requests, contact messages, consultation requests and job applications (leads), including attached documents: ${retentionDays.leads} days from receipt, after which they are deleted.`,
          `Support assistant conversations: ${retentionDays.chatConversations} days from the last message, after which they are deleted.`,
          "Web server logs: only as long as needed for security and troubleshooting, after which they are deleted or reduced to aggregated statistics.",
          `Visit counts (section 7): individual records ${retentionDays.insightsEvents} days, then daily totals only.`,
          "Where you become a client, information needed for the contract and for accounting is kept for the periods required by law.",
        ],
      },
    ],
  },
  {
    id: "security",
    number: 11,
    title: "How we keep your information safe",
    keywords: ["security", "encryption", "protection", "breach", "safe", "secure", "ssl"],
    body: [
      {
        type: "paragraph",
        text: "We use appropriate technical and organisational measures to protect your personal information, including encryption in transit, access restricted to staff who need it, authentication for administrative access, checks on uploaded files and regular backups.",
      },
      {
        type: "paragraph",
        text: "However, no electronic transmission or storage can be guaranteed to be 100% secure. You use our website at your own risk and should only access it from a secure environment.",
      },
    ],
  },
  {
    id: "minors",
    number: 12,
    title: "Information from minors",
    keywords: ["children", "minors", "age", "under 18", "teenager", "under 16", "school"],
    body: [
      {
        type: "paragraph",
        text: `Our website and services are intended for adults. We do not knowingly collect personal information from anyone under ${minimumAge} years of age. By using the website you confirm that you are at least ${minimumAge}.`,
      },
      {
        type: "paragraph",
        text: `If we learn that we have collected information from someone under ${minimumAge}, we will delete it promptly. If you believe this has happened, please contact us at ${email}.`,
      },
    ],
  },
  {
    id: "your-privacy-rights",
    number: 13,
    title: "Your privacy rights",
    keywords: [
      "rights",
      "access",
      "correction",
      "erasure",
      "delete my data",
      "objection",
      "data request",
      "wipe my data",
      "forget me",
      "copy of my data",
      "withdraw consent",
      "gdpr rights",
    ],
    body: [
      { type: "paragraph", text: "Depending on where you live, you may have the right to:" },
      {
        type: "list",
        items: [
          "access the personal information we hold about you and receive a copy;",
          "have inaccurate information corrected;",
          "have your information deleted;",
          "restrict or object to our processing, including processing based on legitimate interests;",
          "receive your information in a portable format;",
          "withdraw your consent at any time, without affecting processing carried out before the withdrawal.",
        ],
      },
      {
        type: "paragraph",
        text: "To exercise any of these rights, use our data request form or contact us using the details in section 18. We will respond within the time required by applicable law and may need to verify your identity first. We will not discriminate against you for exercising your rights.",
      },
    ],
  },
  {
    id: "do-not-track",
    number: 14,
    title: "Controls for Do-Not-Track features",
    keywords: ["do not track", "dnt", "browser signals"],
    body: [
      {
        type: "paragraph",
        text: "Some browsers offer a Do-Not-Track (DNT) setting. Because no uniform standard for recognising and implementing DNT signals has been finalised, our website does not currently respond to DNT browser signals. It does honour the Global Privacy Control signal in its own visit counting, as section 7 describes. As described in section 7, we do not use cross-site tracking technologies in any case. If a standard is adopted that we must follow, we will update this notice.",
      },
    ],
  },
  {
    id: "uk-and-eu-rights",
    number: 15,
    title: "Rights for residents of the UK, EEA and Switzerland",
    keywords: [
      "uk gdpr",
      "eu gdpr",
      "regional rights",
      "supervisory authority",
      "ico",
      "complaint",
      "complain",
      "regulator",
      "information commissioner",
    ],
    body: [
      {
        type: "paragraph",
        text: "If you are in the United Kingdom, we process your information under the UK GDPR and the Data Protection Act 2018. If you are in the European Economic Area or Switzerland, the EU GDPR or the Swiss Federal Act on Data Protection may also apply. You have the rights listed in section 13.",
      },
      {
        type: "paragraph",
        text: "If you are unhappy with how we handle your information, please contact us first so we can try to resolve it. You also have the right to complain to the Information Commissioner's Office (ICO) in the UK, or to the data protection authority in the EEA country or Swiss canton where you live or work.",
      },
    ],
  },
  {
    id: "us-state-rights",
    number: 16,
    title: "Rights for residents of the United States",
    keywords: [
      "us privacy",
      "california",
      "ccpa",
      "state rights",
      "authorised agent",
      "someone acting for me",
    ],
    body: [
      {
        type: "paragraph",
        text: "If you live in California or another US state with a comprehensive privacy law (such as Colorado, Connecticut, Virginia or Utah), you may have the right to know what personal information we collect and how we use it, to access, correct and delete it, and to opt out of its sale, sharing for cross-context behavioural advertising, or profiling.",
      },
      {
        type: "paragraph",
        text: "We have not sold or shared personal information for cross-context behavioural advertising in the preceding twelve months, and we do not do so. You may exercise your rights, or appoint an authorised agent to do so on your behalf, through our data request form. If we decline your request, you may appeal by replying to our decision.",
      },
    ],
  },
  {
    id: "updates",
    number: 17,
    title: "Updates to this notice",
    keywords: ["updates", "changes", "version", "last updated"],
    body: [
      {
        type: "paragraph",
        text: 'We may update this privacy notice from time to time to reflect changes in our practices or in the law. The updated version is indicated by a new "Last updated" date and version number at the top of this page. If we make material changes, we will make them prominent on our website.',
      },
    ],
  },
  {
    id: "contact-us",
    number: 18,
    title: "How to contact us and request your data",
    keywords: ["contact", "privacy questions", "data request form", "e-mail"],
    body: [
      {
        type: "paragraph",
        text: `If you have questions or comments about this notice, contact ${brand} by e-mail at ${email}, by phone on ${phone}, or by post to our head office in ${city}, ${country}.`,
      },
      {
        type: "paragraph",
        text: "To review, update or delete the personal information we hold about you, or to exercise any other privacy right, please submit a data request through our secure form:",
      },
      { type: "link", label: "Submit a data request", href: siteConfig.dataRequestUrl },
      { type: "link", label: `E-mail ${email}`, href: `mailto:${email}` },
    ],
  },
];
