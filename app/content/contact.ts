/**
 * Contact facts, derived from app/site.config.ts (the single source), and the
 * /contact page copy. The hours are data (site.config.ts `contact.openingTimes`); the
 * line shown, e.g. "Mon-Sat 9:00 AM-6:00 PM", is derived from them (app/lib/opening-hours.ts).
 */
import { siteConfig } from "../site.config.ts";
import type { ContactInfo, ContactPage } from "./schema.ts";

const { contact } = siteConfig;

export const contactInfo: ContactInfo = {
  phone: contact.phone,
  phoneHref: `tel:${contact.phone.replace(/[^\d+]/g, "")}`,
  email: contact.email,
  emailHref: `mailto:${contact.email}`,
  headOffice: contact.headOffice,
  city: contact.city,
  country: contact.country,
  openingTimes: contact.openingTimes,
  openingHours: contact.openingHours,
  openingHoursSpec: contact.openingHoursSpec,
};

export const contactPage: ContactPage = {
  hero: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    lead: "Tell us what you are working on. We aim to reply within one business day, and we are happy to sign an NDA before you share details.",
  },
  cards: [
    { icon: "phone", title: "Phone", value: contactInfo.phone, href: contactInfo.phoneHref },
    { icon: "mail", title: "E-mail", value: contactInfo.email, href: contactInfo.emailHref },
    { icon: "map-pin", title: "Address", value: contactInfo.headOffice },
    { icon: "clock", title: "Opening hours", value: contactInfo.openingHours },
  ],
  form: {
    title: "Send us a message",
    lead: "All fields are required. We use your details only to answer your message.",
    submitLabel: "Send Message",
  },
};
