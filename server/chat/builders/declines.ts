/**
 * Honest short answers for what the assistant will not or cannot do: other visitors' or the
 * company's internal data, salaries, opinions on other companies, discounts or promises made
 * elsewhere, things the company does not offer, and the last resort when the site has no
 * answer. Each one offers a way to reach a person.
 */
import { chatAnswerCopy } from "../../../app/content/chat-answers.ts";
import { contactInfo, services, technologies, technologyGroups } from "../../../app/content/index.ts";
import type { Reply } from "./compose.ts";
import { link, listWords, paragraphs } from "./compose.ts";
import type { Builder } from "./context.ts";
import { NEXT_STEP } from "./pricing.ts";

const CONTACT = link("Contact", "/contact");
/** How to reach a person, to end a sentence: "…, call us on …, e-mail … or use our Contact page". */
export const REACH = `call us on ${link(contactInfo.phone, contactInfo.phoneHref)}, e-mail ${link(contactInfo.email, contactInfo.emailHref)} or use our ${CONTACT} page`;

const decline = (topic: string, text: string): Reply => ({ text, kind: "decline", topic, about: [] });

export const declineOtherVisitors: Builder = (context) =>
  decline(
    context.topic,
    "Sorry, I can't share anything about other visitors' conversations: they are private. I'm happy to help with your own questions about our services, projects or careers.",
  );

export const declineInternalData: Builder = (context) =>
  decline(
    context.topic,
    `Sorry, I can't share internal data, settings or customer information. I can only answer questions about what's on our website. For anything else, ${REACH}.`,
  );

export const declinePrivateDetails = (topic = "decline.private-details"): Reply =>
  decline(
    topic,
    `Sorry, I can't share anyone's private details, such as a home address or a personal phone number or e-mail. To reach our team, ${REACH}.`,
  );

export const declineSalary: Builder = (context) =>
  decline(
    context.topic,
    `Sorry, that isn't something we publish, and I can't share it. I'm happy to help with questions about our services, projects or careers, or you can ${REACH}.`,
  );

export const declineCompetitor: Builder = (context) =>
  decline(
    context.topic,
    `Sorry, I can't comment on other companies. I can only tell you about ${link("our services", "/services")}, projects and how we work; to talk it through with a person, ${REACH}.`,
  );

export const declineDiscount: Builder = (context) =>
  decline(
    context.topic,
    paragraphs(
      "Sorry, I can't agree discounts, free work or special terms, and I can't confirm promises made elsewhere. Pricing is custom: every project is scoped individually and you receive a clear written proposal before any work begins.",
      NEXT_STEP,
    ),
  );

/**
 * "Can I subscribe to a newsletter?": a yes/no question about something the site never
 * mentions, in the visitor's own words (`thing`). An honest no, what we do, and a person.
 */
export const notMentioned = (thing: string): Reply =>
  decline(
    "not-mentioned",
    paragraphs(
      `No, our site doesn't mention ${thing}, so it's not something we can offer.`,
      `I can help with questions about our ${link("services", "/services")}, ${link("technologies", "/technologies")}, ${link("portfolio", "/portfolio")}, ${link("careers", "/careers")} and how to work with us; for anything else, ${REACH}.`,
    ),
  );

/** "What's your mission?": something of ours the site never states, in the visitor's words. */
export const notStated = (thing: string): Reply =>
  decline(
    "not-stated",
    paragraphs(
      `Our site doesn't state ${thing}, so I can't tell you about it here.`,
      `I can help with questions about our ${link("services", "/services")}, ${link("technologies", "/technologies")}, ${link("portfolio", "/portfolio")}, ${link("careers", "/careers")} and how to work with us; for anything else, ${REACH}.`,
    ),
  );

/** "Do you do X?" where X is not something the site offers; `instead`, a service that comes close. */
export function notOffered(topic: string, thing: string | undefined, instead?: string): Reply {
  // "No, we don't offer a podcast / weddings / game development": reads right for any noun
  // phrase, singular or plural, with the article the visitor used.
  const subject = thing
    ? `No, we don't offer ${thing.charAt(0).toLowerCase()}${thing.slice(1)}`
    : "No, we don't offer that";
  const close = instead ? services.find((service) => service.slug === instead) : undefined;
  return {
    text: paragraphs(
      `${subject}.`,
      close
        ? `What comes closest is our ${link(close.title, `/services/${close.slug}`)} service: ${close.description}`
        : `Our work is AI and software development: ${listWords(services.map((service) => link(service.title, `/services/${service.slug}`)))}.`,
      // The overview too: a visitor told "no" looks next at everything we do offer.
      `See ${link("all our services", "/services")}; if you're not sure whether we can help, ${REACH}.`,
    ),
    kind: "not-offered",
    topic,
    about: [],
  };
}

/** "Can you build it in .NET?" where the site never mentions .NET: what we work with instead. */
export function notListedTechnology(name: string, topic = "not-offered.technology"): Reply {
  const groupLines = technologyGroups.map(
    (group) =>
      `- ${group.title}: ${group.slugs
        .flatMap((slug) => technologies.find((technology) => technology.slug === slug) ?? [])
        .map((technology) => link(technology.name, `/technologies/${technology.slug}`))
        .join(", ")}`,
  );
  return {
    text: paragraphs(
      `No, ${name} isn't among the technologies we work with. What we do work with:`,
      groupLines.join("\n"),
      `See our ${link("Technologies", "/technologies")} page. If you're not sure whether we can help with your stack, ${REACH}.`,
    ),
    kind: "not-offered",
    topic,
    about: [],
  };
}

export const notFound = (topic = "not-found"): Reply => ({
  text: chatAnswerCopy.notFound,
  kind: "not-found",
  topic,
  about: [],
});

export const outOfScope = (topic = "out-of-scope"): Reply => decline(topic, chatAnswerCopy.outOfScope);

/** "Send an e-mail from me saying…": the assistant cannot act on anyone's behalf. */
export const ACTION_REQUEST =
  /\b(send|forward|write)\b.{0,12}\b(e-?mail|email|message|letter)s?\b.{0,80}\b(from me|on my behalf|for me|saying|that i)\b|\bon my behalf\b|(?:^|\b(?:now|please|pls|then|can you|could you|will you|would you|go ahead and)\s+)(?:send|e-?mail|message|text|call|ring|phone|contact|notify|inform|warn|tell)\s+(?:(?:an? )?e-?mail to\s+)?(?:all|every|each)?\s*(?:of\s+)?(?:your|the)\s+(?:\w+\s+)?(?:clients|customers|staff|employees|team|users|visitors|subscribers|applicants|candidates|ceo|cto|boss|manager|colleagues)\b/;

export const declineAction = (topic = "decline.action"): Reply =>
  decline(
    topic,
    `Sorry, I can't send e-mails, sign anything or act on your behalf. Please write to us yourself at ${link(contactInfo.email, contactInfo.emailHref)} or through our ${CONTACT} page, and the team will reply.`,
  );

/** "Do you have 24/7 phone support?": the site states opening hours, nothing around the clock. */
export const notRoundTheClock = (): Reply =>
  decline(
    "not-offered.round-the-clock",
    paragraphs(
      `No, we don't offer support around the clock: our opening hours are ${contactInfo.openingHours}.`,
      `To see what we do offer, look at our ${link("services", "/services")}; to ask a person, ${REACH}.`,
    ),
  );

/** "Has my application been reviewed yet?": the assistant cannot see anyone's application. */
export const notApplicationStatus = (): Reply =>
  decline(
    "decline.application-status",
    `Sorry, I can't see or check individual applications from this chat. Our ${link("Careers", "/careers")} page describes how we review applications; to ask about yours, ${REACH}.`,
  );

/** "Can you read my quote request back to me?": the assistant cannot see what a visitor sent. */
export const notOwnRecord = (): Reply =>
  decline(
    "decline.own-record",
    `Sorry, I can't see or look up the messages, quote requests or applications you have sent us from this chat. To ask about yours, ${REACH}.`,
  );

/**
 * "How do I learn machine learning?", "recommend a good laptop", "is ChatGPT better than
 * Gemini?": general help, which the assistant does not give (ADR 436).
 */
export const notGeneralHelp = (
  topic = "out-of-scope.general",
  related?: { title: string; url: string },
): Reply =>
  decline(
    topic,
    paragraphs(
      "Sorry, I can't help with general questions like that here.",
      chatAnswerCopy.outOfScope,
      ...(related
        ? [`If it's for a project, our ${link(related.title, related.url)} service page touches on it.`]
        : []),
      `To talk to a person, ${REACH}.`,
    ),
  );
