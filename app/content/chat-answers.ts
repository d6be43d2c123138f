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
  quoteCta: `To get a quote, fill in our [Get a quote](${QUOTE_FORM_HREF}) form or [contact us](/contact) and we will get back to you.`,
  projectIntro:
    "We'd be glad to hear about your project. Every engagement starts by understanding your goals, and you receive a clear written proposal before any work begins.",
  projectCta: `Tell us what you have in mind through our [Get a quote](${QUOTE_FORM_HREF}) form, [contact us](/contact), or [book a 30-minute AI strategy meeting](${schedulingUrl}).`,
  booking: `You can book a 30-minute AI strategy meeting with our team here: [Schedule AI Strategy Meeting](${schedulingUrl}). If you'd rather write to us first, [contact us](/contact).`,
  contact: `You can call us on ${contact.phone} or e-mail ${contact.email}. Our opening hours are ${contact.openingHours}, and our head office is in ${contact.city}, UK. You can also send us a message on our [Contact](/contact) page.`,
  human: `Of course. You can talk to our team directly: call us on ${contact.phone} (${contact.openingHours}), e-mail ${contact.email}, or [book a 30-minute AI strategy meeting](${schedulingUrl}).`,
  careersIntro: "We're hiring! Our open positions are:",
  careersOutro: "All details and how to apply are on our [Careers](/careers) page.",
  careersMore: "For all open positions, see our [Careers](/careers) page.",
} as const;
