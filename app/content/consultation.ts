/**
 * Configuration of the consultation booking modals on Home and About
 * (SPEC section 3; submitted to POST /api/consultation, PRODUCT-DECISIONS 7).
 * emailTo is a team address from site config; the server checks it against its own list.
 */
import { siteConfig } from "../site.config.ts";
import type { ConsultationModal } from "./schema.ts";

export const homeConsultationModal: ConsultationModal = {
  emailTo: siteConfig.contact.email,
  heading: "Book a free consultation",
  description:
    "Tell us about your goals and pick a time that suits you. One of our AI specialists will confirm the meeting by e-mail.",
  buttonText: "Request Consultation",
};

export const aboutConsultationModal: ConsultationModal = {
  emailTo: siteConfig.contact.email,
  heading: "Talk to our leadership team",
  description:
    "Share a little about your organisation and what you would like to achieve with AI. We will arrange a call with the right person from our team.",
  buttonText: "Book a Call",
};
