/**
 * Answers about the privacy policy: the section that covers the question (named, or found by
 * its words) and the sentences or list items of it that answer it — what is collected,
 * third-party AI providers, retention periods, minors and the minimum age, rights, transfers —
 * and the policy's version, date and number of sections.
 */
import { minimumAge, privacyPolicyMeta, privacySections, retentionDays } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { passageBody } from "../composer.ts";
import { typoDistance } from "../search-index.ts";
import { stem } from "../stemmer.ts";
import { escapeRegExp, tokenize } from "../text.ts";
import { longDate } from "./careers.ts";
import { answer, bullets, link, paragraphs } from "./compose.ts";
import { type Builder, ofType } from "./context.ts";
import { privacySectionLink, privacyTopicAnswer, privacyTopicOf } from "./privacy-topics.ts";
import { bestInScope } from "./scoped.ts";

const POLICY = link("Privacy policy", "/privacy-policy");
const sectionLink = privacySectionLink;

const CHAT =
  /\b(chat|chats|conversation|conversations|assistant|bot|messages? (?:here|to you|in the chat))\b/;
const LEAD =
  /\b(quote|quotes|contact|form|forms|application|applications|cv|resume|lead|leads|consultation|details i send|enquiry|request)\b/;

/** "How long do you keep…": the period that fits what is asked about (chat, forms, or both). */
function retentionAnswer(text: string): string {
  const chat = `Support assistant conversations are kept for ${retentionDays.chatConversations} days from the last message, then deleted.`;
  const leads = `Quote requests, contact messages, consultation requests and job applications, including attached documents, are kept for ${retentionDays.leads} days from receipt, then deleted.`;
  const asksChat = CHAT.test(text);
  const asksLeads = LEAD.test(text);
  const lines = asksChat && !asksLeads ? [chat] : asksLeads && !asksChat ? [leads] : [chat, leads];
  return paragraphs(...lines, `See ${sectionLink("retention")}.`);
}

const AGE =
  /\b(age|minor|minors|child|children|kid|kids|son|daughter|teen|teenager|under\s?18|underage|1[0-7]|year old|years old|how old|old enough)\b/;
const DELETE_WORDS = [
  "delete",
  "deleted",
  "deleting",
  "erase",
  "erased",
  "remove",
  "removed",
  "wipe",
  "forget",
];
/** "How long are chat logs kept?": the verbs of keeping, in any form. */
const KEEP =
  /\b(keep|keeps|kept|keeping|store|stores|stored|storing|retain|retains|retained|retaining|hold|holds|held|holding|save|saves|saved)\b/;

/**
 * Whether `text` says one of `words`, or a word of five letters or more one typo away from it
 * ("delte" for "delete"): a builder's few trigger words are matched the way names are. A word
 * the site or the labelled questions use is a word, not a typo ("remote" is not "remove").
 */
export function saysWord(text: string, words: readonly string[], isWord: (word: string) => boolean): boolean {
  return text
    .split(/[^a-z]+/)
    .some(
      (typed) =>
        words.includes(typed) ||
        (typed.length >= 5 && !isWord(typed) && words.some((word) => typoDistance(word, typed, 1) <= 1)),
    );
}
const RIGHTS_ID = "your-privacy-rights";

/** The paragraphs of a policy section. */
function sectionParagraphs(id: string): string[] {
  const section = privacySections.find((candidate) => candidate.id === id);
  return section?.body.flatMap((block) => (block.type === "paragraph" ? [block.text] : [])) ?? [];
}

/** "Can I get my data deleted?": the right to erasure and how to exercise it. */
function deletionAnswer(): string {
  const exercise = sectionParagraphs(RIGHTS_ID).find((text) => /data request form/.test(text)) ?? "";
  return paragraphs(
    `Yes, you have the right to have your information deleted. ${exercise}`,
    `Use our ${link("data request form", siteConfig.dataRequestUrl)} or e-mail ${link(siteConfig.contact.email, `mailto:${siteConfig.contact.email}`)}. See ${sectionLink(RIGHTS_ID)}.`,
  );
}

const SECTION_NUMBER = /\bsection (\d{1,2})\b/;
/** Special categories of data and other sensitive details a visitor may offer to send. */
const SENSITIVE =
  /\b(medical|health|patient|diagnosis|passport|bank details|card (number|details)|credit card|religio\w*|political|sexual|biometric|criminal|social security|national insurance|passwords?)\b/;
const SHARING = /\b(send|share|put|upload|include|paste|give|attach|tell|type|enter)\b/;

export const privacyQuestion: Builder = (context) => {
  const text = context.question.text;
  const named = ofType(context, "privacy");
  // "What does section 5 say?": that section, in short.
  const numbered = SECTION_NUMBER.exec(text);
  const section = numbered && privacySections.find((candidate) => candidate.number === Number(numbered[1]));
  if (section && named.some((entity) => entity.key === section.id)) {
    const first = context.knowledge.passagesOn(`/privacy-policy#${section.id}`)[0];
    if (first)
      return answer(
        context.topic,
        paragraphs(
          `Section ${section.number} of our privacy policy, “${section.title}”: ${passageBody(first, [], context.knowledge.index)}`,
          `See ${sectionLink(section.id)}.`,
        ),
        named,
        { passages: [first] },
      );
  }
  // "Do you track my exact location?", "what does the chat keep in my browser?": the policy's
  // own sentences about it (privacy-topics.ts).
  const topic = privacyTopicOf(text);
  const topicAnswer = topic ? privacyTopicAnswer(topic) : undefined;
  if (topicAnswer) return answer(context.topic, topicAnswer, named);
  if (named.some((entity) => entity.key === "retention") || (/\bhow long\b/.test(text) && KEEP.test(text))) {
    // "How long do you keep it?" right after the assistant's AI providers: "it" is the chat.
    const aboutTheChat = [...named, ...context.entities].some((entity) => entity.key === "ai-products");
    return answer(context.topic, retentionAnswer(aboutTheChat ? `${text} chat` : text), named);
  }
  if (named.some((entity) => entity.key === "minors") || AGE.test(text)) {
    return answer(
      context.topic,
      paragraphs(
        `You need to be at least ${minimumAge}. ${sectionParagraphs("minors").join(" ")}`,
        `See ${sectionLink("minors")}.`,
      ),
      named,
    );
  }
  if (
    saysWord(text, DELETE_WORDS, (word) => context.knowledge.index.usesWord(word)) &&
    !/\bhow long\b/.test(text)
  )
    return answer(context.topic, deletionAnswer(), named);
  // "Can I send you my medical records?": the policy asks not to; its sentences on sensitive data.
  if (SENSITIVE.test(text) && SHARING.test(text)) {
    const said = context.knowledge
      .passagesUnder("/privacy-policy")
      .flatMap((passage) => [passage.text, ...passage.items].map((body) => ({ passage, body })))
      .filter((entry) => /\bsensitive\b/i.test(entry.body));
    const first = said[0];
    if (first) {
      const id = first.passage.url.split("#")[1] ?? "";
      return answer(
        context.topic,
        paragraphs(
          `Please don't. ${[...new Set(said.map((entry) => entry.body))].slice(0, 2).join(" ")}`,
          `See ${id ? sectionLink(id) : POLICY}.`,
        ),
        named,
        { passages: [first.passage] },
      );
    }
  }
  // The named section, or the policy's passage that best covers the question.
  const scope = named.length > 0 ? named.flatMap((entity) => context.knowledge.passagesOn(entity.url)) : [];
  const everywhere = context.knowledge.passagesUnder("/privacy-policy");
  // The section's own names stay: "sell my data" names the section and is what is asked.
  // A generic word is dropped only where it is typed as itself: "gdpr" also becomes "privaci",
  // and there it is what is asked ("is our data handled in line with uk gdpr?").
  const typed = new Set(tokenize(text).map(stem));
  const detail = context.question.terms.filter(
    (term) => !["privaci", "polici", "data", "inform", "person"].includes(term) || !typed.has(term),
  );
  const best =
    bestInScope(context.knowledge.index, scope, detail, 0.3) ??
    bestInScope(context.knowledge.index, everywhere, detail, 0.4);
  if (!best) {
    if (named[0]) {
      const fallback = context.knowledge.passagesOn(named[0].url)[0];
      if (fallback) {
        return answer(
          context.topic,
          paragraphs(passageBody(fallback, [], context.knowledge.index), `See ${sectionLink(named[0].key)}.`),
          named,
          {
            passages: [fallback],
          },
        );
      }
    }
    return undefined;
  }
  const id = best.passage.url.split("#")[1] ?? "";
  // "What rights do I have?": all of them, not the one right whose words the question shares.
  const body = /\brights\b/.test(text) ? withAllRights(best.body) : best.body;
  return answer(
    context.topic,
    paragraphs(
      body,
      body.endsWith(":") ? sectionLinks(id) : undefined,
      RIGHTS_SECTIONS.includes(id) && !body.includes(siteConfig.dataRequestUrl) ? exercising() : undefined,
      `See ${id ? sectionLink(id) : POLICY}.`,
    ),
    named,
    { passages: [best.passage] },
  );
};

/** A part of the list of rights in `body` (its lead-in and some items) becomes the whole list. */
function withAllRights(body: string): string {
  const section = privacySections.find((candidate) => candidate.id === RIGHTS_ID);
  const list = section?.body.find((block) => block.type === "list");
  const lead = section?.body.find((block) => block.type === "paragraph");
  if (list?.type !== "list" || lead?.type !== "paragraph" || !body.includes(lead.text)) return body;
  const whole = [lead.text, ...list.items.map((item) => `- ${item}`)].join("\n");
  return body.replace(new RegExp(`${escapeRegExp(lead.text)}(\\n- [^\\n]*)*`), () => whole);
}

/** Sections on a visitor's rights: an answer from one of them says how to exercise them. */
const RIGHTS_SECTIONS = [RIGHTS_ID, "uk-and-eu-rights", "us-state-rights"];
/** How to exercise a right: the data request form or e-mail (section 18). */
const exercising = () =>
  `To exercise your rights, use our ${link("data request form", siteConfig.dataRequestUrl)} or e-mail ${link(siteConfig.contact.email, `mailto:${siteConfig.contact.email}`)}.`;

/** A section's links ("Submit a data request"), which its text introduces with a colon. */
function sectionLinks(id: string): string | undefined {
  const section = privacySections.find((candidate) => candidate.id === id);
  const links = section?.body.flatMap((block) =>
    block.type === "link" ? [link(block.label, block.href)] : [],
  );
  return links && links.length > 0 ? bullets(links) : undefined;
}

/** The laws the policy is written under (its section on UK, EEA and Swiss residents). */
const UNDER_LAW = privacySections
  .find((section) => section.id === "uk-and-eu-rights")
  ?.body.flatMap((block) => (block.type === "paragraph" ? [block.text] : []))[0];

export const privacyVersion: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      `Our ${POLICY} is version ${privacyPolicyMeta.version}, effective from ${longDate(privacyPolicyMeta.effectiveDate)} and last updated on ${longDate(privacyPolicyMeta.lastUpdated)}.`,
      UNDER_LAW,
    ),
  );

export const privacyUpdated: Builder = privacyVersion;

export const privacySectionsCount: Builder = (context) =>
  answer(
    context.topic,
    `Our ${POLICY} has ${privacySections.length} sections: ${privacySections.map((section) => `${section.number}. ${section.title}`).join("; ")}.`,
  );
