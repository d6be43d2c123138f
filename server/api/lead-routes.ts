import type { FastifyInstance } from "fastify";
import {
  applicationSchema,
  chatLeadSchema,
  consultationSchema,
  contactSchema,
  QUOTE_FILE_FIELD,
  quoteSchema,
  RESUME_FILE_FIELD,
} from "../../app/schemas/leads.ts";
import { QUOTE_DOCUMENT_KINDS, RESUME_KINDS } from "../../app/schemas/uploads.ts";
import { chatLeadExtension } from "./chat-lead.ts";
import { requireContentType } from "./content-type-guard.ts";
import { readMultipartForm } from "./multipart-form.ts";
import { type LeadContext, submitLead } from "./submit-lead.ts";

/** JSON bodies are small forms; 100 KB leaves room for a 10,000-character message in any script. */
export const JSON_BODY_LIMIT = 100 * 1024;

/** The four lead endpoints of SPEC 7 and PRODUCT-DECISIONS 7, and the support chat's (issue 13). */
export async function leadRoutes(api: FastifyInstance, context: LeadContext) {
  const json = { bodyLimit: JSON_BODY_LIMIT, onRequest: requireContentType("application/json") };
  const multipart = { onRequest: requireContentType("multipart/form-data") };

  // SPEC 7: "POST /api/quote | multipart form data: name, email, requirements, optional document | field data.message"
  api.post("/quote", multipart, async (request, reply) => {
    const form = await readMultipartForm(request, QUOTE_FILE_FIELD);
    return submitLead(context, request, reply, {
      type: "quote",
      body: form.fields,
      schema: quoteSchema,
      file: {
        field: QUOTE_FILE_FIELD,
        label: "Document",
        required: false,
        allowed: QUOTE_DOCUMENT_KINDS,
        upload: form.file,
      },
      answer: (message, id) => ({ data: { message }, id }),
    });
  });

  // SPEC 7: "POST /api/contact, home form | JSON: name, email, phone, company, message, topic, nda"
  //         "POST /api/contact, contact page | JSON: name, email, subject, message | field message"
  api.post("/contact", json, async (request, reply) =>
    submitLead(context, request, reply, {
      type: "contact",
      body: request.body,
      schema: contactSchema,
      answer: (message, id) => ({ message, id }),
    }),
  );

  // SPEC 7: "POST /api/apply | multipart form data: name, email, phone, jobTitle, resume (file) | field message"
  api.post("/apply", multipart, async (request, reply) => {
    const form = await readMultipartForm(request, RESUME_FILE_FIELD);
    return submitLead(context, request, reply, {
      type: "application",
      body: form.fields,
      schema: applicationSchema,
      file: {
        field: RESUME_FILE_FIELD,
        label: "Resume",
        required: true,
        allowed: RESUME_KINDS,
        upload: form.file,
      },
      answer: (message, id) => ({ message, id }),
    });
  });

  // PRODUCT-DECISIONS 7: "The server accepts emailTo only from its own list of team addresses, never as a free address."
  const teamAddresses = new Set(context.config.notifyTo.map((address) => address.toLowerCase()));
  api.post("/consultation", json, async (request, reply) =>
    submitLead(context, request, reply, {
      type: "consultation",
      body: request.body,
      schema: consultationSchema,
      check: (data) =>
        data.emailTo !== undefined && !teamAddresses.has(data.emailTo.toLowerCase())
          ? { emailTo: "emailTo is not one of our team addresses" }
          : undefined,
      notifyTo: (data) => (data.emailTo ? [data.emailTo] : context.config.notifyTo),
      answer: (message, id) => ({ message, id }),
    }),
  );

  // Issue 13: the support chat's inline form passes the conversation to the team. Same
  // checks, honeypot, rate limit, store, outbox and webhook as every other lead.
  const conversations = context.conversations;
  if (conversations) {
    api.post("/chat/lead", json, async (request, reply) =>
      submitLead(context, request, reply, {
        type: "chat",
        body: request.body,
        schema: chatLeadSchema,
        extend: (data, request) => chatLeadExtension(conversations, data, request),
        // The conversation's secret proves the hand-off; it never goes into the lead.
        privateFields: ["conversationToken"],
        answer: (message, id) => ({ message, id }),
      }),
    );
  }
}
