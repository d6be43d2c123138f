/**
 * How to reach us, asked in ways the contact intents miss (each in two or three of the ten
 * read corpora): a channel the site does not list (WhatsApp), which of phone or e-mail to use,
 * "can I just e-mail someone?", calling from abroad, a journalist asking whom to contact, and
 * how to send requirements that are confidential (an NDA first).
 */
import { contactInfo, contactPage } from "../../../app/content/index.ts";
import { link, paragraphs } from "./compose.ts";
import type { FactTopic } from "./fact-topics.ts";

const CONTACT = link("Contact", "/contact");
const PHONE = link(contactInfo.phone, contactInfo.phoneHref);
const EMAIL = link(contactInfo.email, contactInfo.emailHref);
/** "We aim to reply within one business day, and we are happy to sign an NDA before you share details." */
const PROMISE = contactPage.hero.lead ?? "";

export const CONTACT_TOPICS: readonly FactTopic[] = [
  {
    name: "contact.whatsapp",
    asked: /\bwhats ?app\b|\btelegram\b|\bsignal app\b|\bwechat\b/,
    reply: () =>
      `No, we don't list WhatsApp or other messaging apps. You can call us on ${PHONE} (${contactInfo.openingHours}), e-mail ${EMAIL} or send us a message on our ${CONTACT} page.`,
  },
  {
    name: "contact.channels",
    asked:
      /\b(?:call|phone|ring)\b.{0,25}\bor\b.{0,25}\be-?mail\b|\be-?mail\b.{0,25}\bor\b.{0,25}\b(?:call|phone|ring)\b|\b(?:just|rather) (?:e-?mail|call|phone|ring|write to)\b|\bcall (?:you |the company )?from (?:abroad|overseas|another country|outside the uk|germany|france|spain|italy|the us|america|india|pakistan|europe)\b|\bfor (?:a )?comment\b|\bpress (?:enquir\w*|contact|office)\b/,
    reply: () =>
      paragraphs(
        `You can call us on ${PHONE} or e-mail ${EMAIL}, whichever suits you. Our opening hours are ${contactInfo.openingHours}, and our head office is in ${contactInfo.city}, UK.`,
        `You can also send us a message on our ${CONTACT} page.`,
      ),
  },
  {
    name: "contact.nda",
    asked:
      /\bndas?\b|\bnon[- ]disclosure\b|\bstealth\b|\bconfidential\w*\b.{0,60}\b(?:send|share|specs?|requirements|idea|quote|details|brief)\b|\b(?:send|share)\b.{0,40}\bconfidential\w*\b/,
    followsOn: /\b(?:how|where)\b.{0,30}\b(?:send|share|submit|get)\b|\bquote\b/,
    unless: /\b(?:draft|template|write|create|generate)\b/,
    reply: () =>
      paragraphs(
        `Yes. ${PROMISE} E-mail ${EMAIL} or write to us on our ${CONTACT} page, and ask for the NDA before you send anything confidential.`,
        `When you're ready, the ${link("Get a quote", "#get-quote")} form takes your requirements and a brief as an attachment.`,
      ),
  },
];
