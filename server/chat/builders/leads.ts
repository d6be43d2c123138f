/**
 * Answers for a visitor who wants to start something: a quote, a call, a person, a project or
 * a partnership; the quote form's facts (what to send, attachments). Every lead answer links
 * the quote form, the contact page and the meeting page, and sets `offerHandoff` so the widget
 * can offer to pass the conversation to the team.
 */

import { contactInfo, homeConsultationModal } from "../../../app/content/index.ts";
import { MAX_UPLOAD_BYTES, QUOTE_DOCUMENT_KINDS } from "../../../app/schemas/uploads.ts";
import { answer, link, listWords, lowerFirst, paragraphs } from "./compose.ts";
import type { Builder } from "./context.ts";
import { CONTACT_LINK, MEETING_LINK, NEXT_STEP, QUOTE_LINK } from "./pricing.ts";

const lead = (topic: string, text: string) => answer(topic, text, [], { kind: "lead", offerHandoff: true });

const maxMegabytes = MAX_UPLOAD_BYTES / (1024 * 1024);
const documentKinds = QUOTE_DOCUMENT_KINDS.map((kind) => kind.toUpperCase());

export const leadQuote: Builder = (context) =>
  lead(
    context.topic,
    paragraphs(
      `Happy to help. Request a quote with our ${QUOTE_LINK} form: tell us what you'd like to build (goals, timeline, budget range) and attach a brief if you have one. You receive a clear written proposal before any work begins.`,
      `You can also ${CONTACT_LINK} or ${MEETING_LINK}.`,
    ),
  );

export const leadBooking: Builder = (context) =>
  lead(
    context.topic,
    paragraphs(
      `Yes: you can ${MEETING_LINK} with our team and pick a slot that suits you, or ${lowerFirst(homeConsultationModal.heading)} on our ${link("home page", "/")}. ${homeConsultationModal.description}`,
      `If you'd rather write first, ${CONTACT_LINK} or use our ${QUOTE_LINK} form.`,
    ),
  );

export const leadHuman: Builder = (context) =>
  lead(
    context.topic,
    `Of course. You can talk to our team directly: call us on ${link(contactInfo.phone, contactInfo.phoneHref)} (${contactInfo.openingHours}), e-mail ${link(contactInfo.email, contactInfo.emailHref)}, send a message on our ${link("Contact", "/contact")} page, or ${MEETING_LINK}.`,
  );

export const leadProject: Builder = (context) =>
  lead(
    context.topic,
    paragraphs(
      "We'd be glad to hear about your project. Every engagement starts with a discovery call to understand your goals, and you receive a clear written proposal before any work begins.",
      NEXT_STEP,
    ),
  );

export const leadPartnership: Builder = (context) =>
  lead(
    context.topic,
    `We'd be glad to talk about a partnership: choose “Partnership” as the topic in the contact form on our ${link("home page", "/")}, write to us on our ${link("Contact", "/contact")} page, or ${MEETING_LINK}.`,
  );

export const quoteAttachments: Builder = (context) =>
  lead(
    context.topic,
    paragraphs(
      `Yes: the ${QUOTE_LINK} form takes your name, e-mail and requirements, and you can attach one document (optional), such as a brief, a specification or a mock-up: ${listWords(documentKinds, "or")}, up to ${maxMegabytes} MB.`,
      `You can also ${CONTACT_LINK}.`,
    ),
  );

export const quoteForm: Builder = (context) =>
  lead(
    context.topic,
    paragraphs(
      `Here it is: ${QUOTE_LINK}. The form asks for your name, e-mail and requirements, and you can attach one optional document (${listWords(documentKinds, "or")}, up to ${maxMegabytes} MB). It's also behind the “Get Quote” button on our home page.`,
      `Or ${CONTACT_LINK} / ${MEETING_LINK}.`,
    ),
  );
