/**
 * The fixed sentences the support assistant says (greetings, redirects, the intents it
 * steers to the quote form, the meeting link, careers and contact) and the words it puts
 * around answers composed from the rest of the content. Every fact here comes from site
 * config; server/chat/eval.test.ts checks that no reply states a number or a name that the
 * rest of the content does not contain.
 */
import { siteConfig } from "../site.config.ts";
import { QUOTE_FORM_HREF } from "./chat.ts";

const { brandName, contact, schedulingUrl } = siteConfig;

const contactLine = `call us on ${contact.phone}, e-mail ${contact.email}, or send a message on our [Contact](/contact) page`;

export const chatAnswerCopy = {
  greeting: `Hello! I can answer questions about ${brandName}: our services, technologies, portfolio, careers and how to start a project. What would you like to know?`,
  howAreYou:
    "I'm doing well, thank you for asking! What would you like to know about our services, projects or careers?",
  thanks: "You're welcome! Is there anything else I can help you with?",
  goodbye: `Thanks for chatting with us. If you need anything else, ${contactLine}.`,
  identity: `I'm the virtual assistant of ${brandName}. I answer from the content of this website and link to the pages I use. For anything I can't answer, ${contactLine}.`,
  outOfScope: `Sorry, I'm only able to help with questions about ${brandName}: our [services](/services), [technologies](/technologies), [portfolio](/portfolio), [careers](/careers) and how to work with us. Is there something about those I can help you with?`,
  injectionWithQuestion: "I can't change how I work, but here is the answer to your question.",
  injection: `I can't change how I work, but I'm happy to help with questions about ${brandName}: our [services](/services), projects, careers or how to get in touch.`,
  notFound: `I'm sorry, I couldn't find an answer to that on our website. Our team will be glad to help: ${contactLine}.`,
  readMore: "Read more:",
  seeAlso: "See also:",
  noDeals:
    "I can't agree discounts, prices or promises in this chat; only our team can, in a written proposal.",
  quoteCta: `To get a quote, fill in our [Get a quote](${QUOTE_FORM_HREF}) form or [contact us](/contact) and we will get back to you.`,
  projectIntro:
    "We'd be glad to hear about your project. Every engagement starts by understanding your goals, and you receive a clear written proposal before any work begins.",
  projectCta: `Tell us what you have in mind through our [Get a quote](${QUOTE_FORM_HREF}) form, [contact us](/contact), or [book a 30-minute AI strategy meeting](${schedulingUrl}).`,
  booking: `You can book a 30-minute AI strategy meeting with our team here: [Schedule AI Strategy Meeting](${schedulingUrl}). If you'd rather write to us first, [contact us](/contact).`,
  contact: `You can call us on ${contact.phone} or e-mail ${contact.email}. Our opening hours are ${contact.openingHours}, and our head office is in ${contact.city}, UK. You can also send us a message on our [Contact](/contact) page.`,
  human: `Of course. You can talk to our team directly: call us on ${contact.phone} (${contact.openingHours}), e-mail ${contact.email}, send a message from our [Contact](/contact) page, or [book a 30-minute AI strategy meeting](${schedulingUrl}).`,
  careersIntro: "We're hiring! Our open positions are:",
  careersOutro: "All details and how to apply are on our [Careers](/careers) page.",
  careersMore: "For all open positions, see our [Careers](/careers) page.",
} as const;

/** The kinds of thing the assistant lists, in the words its replies use. */
export type ListedKind =
  | "service"
  | "technology"
  | "project"
  | "case-study"
  | "post"
  | "job"
  | "person"
  | "testimonial"
  | "talk"
  | "faq"
  | "policy";

/** Words the content-generic answers put around facts read from the rest of the content. */
export const chatWording = {
  listIntro: {
    service: "We offer these services:",
    technology: "These are the technologies we work with:",
    project: "These are projects from our portfolio:",
    "case-study": "These are our case studies:",
    post: "These are the posts on our blog:",
    job: "These are our open positions:",
    person: "Our leadership team:",
    testimonial: "What our clients say:",
    talk: "Our tech talks:",
    faq: "Questions we are often asked:",
    policy: "Our privacy policy covers:",
  } satisfies Record<ListedKind, string>,
  listPageName: {
    service: "Services",
    technology: "Technologies",
    project: "Portfolio",
    "case-study": "Portfolio",
    post: "Blog",
    job: "Careers",
    person: "About",
    testimonial: "Home",
    talk: "Blog",
    faq: "FAQ",
    policy: "Privacy Policy",
  } satisfies Record<ListedKind, string>,
  listPage: {
    service: "/services",
    technology: "/technologies",
    project: "/portfolio",
    "case-study": "/portfolio",
    post: "/blog",
    job: "/careers",
    person: "/about",
    testimonial: "/",
    talk: "/blog",
    faq: "/faq",
    policy: "/privacy-policy",
  } satisfies Record<ListedKind, string>,
  /** "We have 3 posts on our blog:", from the kind's noun for many. */
  count: (count: number, noun: string) => `We have ${count} ${noun}:`,
  countNoun: {
    service: "services",
    technology: "technologies on our site",
    project: "projects in our portfolio",
    "case-study": "case studies",
    post: "posts on our blog",
    job: "open positions",
    person: "people on our leadership team",
    testimonial: "client testimonials",
    talk: "tech talks",
    faq: "frequently asked questions",
    policy: "sections in our privacy policy",
  } satisfies Record<ListedKind, string>,
  noneListed: "There are none listed on our website at the moment.",
  /** A link whose words say where it goes (WCAG 2.4.4), never "this page". */
  seeAll: (page: string, href: string) => `All the details are on our [${page}](${href}) page.`,
  contactPage: "Contact",
  readMore: (name: string, href: string) => `More on [${name}](${href}).`,
  pageOutline: (page: string, href: string) => `Our [${page}](${href}) page has these sections:`,
  yes: "Yes.",
  openOn: (day: string, opens: string, closes: string) =>
    `Yes, we're open on ${day}s, from ${opens} to ${closes}.`,
  closedOn: (day: string, hours: string) => `No, we're closed on ${day}s. Our opening hours are ${hours}.`,
  hours: (hours: string) =>
    `Our opening hours are ${hours}. You can reach us on our [Contact](/contact) page at any time.`,
  phone: (phone: string, hours: string) => `You can call us on ${phone} (${hours}).`,
  email: (email: string) =>
    `You can e-mail us at ${email}, or send a message on our [Contact](/contact) page.`,
  address: (office: string) => `Our head office: ${office}. Details are on our [Contact](/contact) page.`,
  social: (profiles: string) => `You can follow us on ${profiles}.`,
  notOffered: (thing: string) =>
    `We don't list ${thing} among our services, so it isn't something we offer as such. What we do offer:`,
  askTeam: `If you'd like to ask our team whether they can help, [contact us](/contact).`,
  comparison: "Here they are side by side:",
  notStated: (name: string) => `Our website doesn't say that about ${name}. Here is what it does say:`,
} as const;
