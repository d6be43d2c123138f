/**
 * Answers about reaching the company: contact details, phone, e-mail, opening hours and days,
 * how quickly it replies, NDAs, social profiles, the contact form, and honest answers for
 * what the site does not list (a fax number, someone's personal address).
 */
import { contactInfo, contactPage, contactTopics } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { answer, link, listWords, paragraphs } from "./compose.ts";
import type { Builder } from "./context.ts";

const CONTACT = link("Contact", "/contact");
const { phone, email, openingHours } = contactInfo;

const phoneLink = link(phone, contactInfo.phoneHref);
/** "We aim to reply within one business day, and we are happy to sign an NDA before you share details." */
const promise =
  (contactPage.hero.lead ?? "").split(/(?<=\.)\s+/).find((part) => /\breply\b/.test(part)) ?? "";
const emailLink = link(email, contactInfo.emailHref);

export const contactDetails: Builder = (context) =>
  answer(
    context.topic,
    `You can call us on ${phoneLink} or e-mail ${emailLink}. Our opening hours are ${openingHours}, and our head office is in ${contactInfo.city}, UK. You can also send us a message on our ${CONTACT} page.`,
  );

export const contactPhone: Builder = (context) =>
  answer(
    context.topic,
    `Our phone number is ${phoneLink} (${openingHours}). More ways to reach us are on our ${CONTACT} page.`,
  );

export const contactEmail: Builder = (context) =>
  answer(
    context.topic,
    `Our e-mail address is ${emailLink}. More ways to reach us are on our ${CONTACT} page.`,
  );

const DAY =
  /\b(mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|saturdays|sun|sunday|sundays|weekend|weekends)\b/;

export const contactHours: Builder = (context) => {
  const day = context.question.text.match(DAY)?.[1] ?? "";
  // The answer to the day asked comes first, as a plain yes or no.
  const lead = !day
    ? `Our opening hours are ${openingHours}.`
    : /^weekend/.test(day)
      ? `We're open on Saturdays and closed on Sundays: our hours are ${openingHours}.`
      : /^sun/.test(day)
        ? `No, we're closed on Sundays: we're open ${openingHours}.`
        : `Yes: we're open ${openingHours}.`;
  // "Is that UK time?", "I'm in New York…": where the office keeping those hours is.
  return answer(
    context.topic,
    `${lead} Our head office is in ${contactInfo.city}, UK. You can reach us on ${phoneLink}, ${emailLink} or through our ${CONTACT} page.`,
  );
};

export const contactReplyTime: Builder = (context) =>
  answer(context.topic, `${promise} Write to us on our ${CONTACT} page or at ${emailLink}.`);

export const contactNda: Builder = (context) =>
  answer(context.topic, `Yes. ${promise} Get in touch on our ${CONTACT} page.`);

const SOCIAL_PLATFORMS = [
  "instagram",
  "facebook",
  "tiktok",
  "youtube",
  "linkedin",
  "github",
  "threads",
  "mastodon",
];

export const contactSocial: Builder = (context) => {
  const asked = context.question.text;
  const named = siteConfig.social.filter(
    (profile) =>
      new RegExp(`\\b${profile.name.toLowerCase()}\\b`).test(asked) ||
      (profile.name === "X" && /\btwitter\b/.test(asked)),
  );
  const profiles = named.length > 0 ? named : siteConfig.social;
  // "Do you have an Instagram?" when we are not there: say so, and where we are.
  const elsewhere = SOCIAL_PLATFORMS.find(
    (platform) =>
      new RegExp(`\\b${platform}\\b`).test(asked) &&
      !siteConfig.social.some((profile) => profile.name.toLowerCase() === platform),
  );
  if (elsewhere && named.length === 0)
    return answer(
      context.topic,
      `No, we don't have a ${elsewhere.charAt(0).toUpperCase()}${elsewhere.slice(1)} profile. You can find us here:\n${siteConfig.social
        .map((profile) => `- ${profile.name}: ${link(profile.url, profile.url)}`)
        .join("\n")}`,
    );
  const lines = profiles.map((profile) =>
    profile.name === "X"
      ? `X${/\btwitter\b/.test(asked) ? " (Twitter)" : ""}: @${siteConfig.twitterHandle}, ${link(profile.url, profile.url)}`
      : `${profile.name}: ${link(profile.url, profile.url)}`,
  );
  return answer(
    context.topic,
    paragraphs(`Yes, you can find us here:\n${lines.map((line) => `- ${line}`).join("\n")}`),
  );
};

export const contactForm: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      `Yes: our ${CONTACT} page has a form (“${contactPage.form.title}”), and you can request a quote with our ${link("Get a quote", "#get-quote")} form. ${contactPage.form.lead}`,
      `The contact form on our ${link("home page", "/")} asks what it's about: ${listWords(contactTopics.map((topic) => topic.label))}.`,
    ),
  );

export const contactFax: Builder = (context) => ({
  text: `We don't list a fax number or a postal address beyond our head office in ${contactInfo.city}, UK. You can call us on ${phoneLink}, e-mail ${emailLink} or write to us on our ${CONTACT} page.`,
  kind: "not-offered",
  topic: context.topic,
  about: [],
});

export const contactPersonEmail: Builder = (context) => ({
  text: `We don't publish personal e-mail addresses or phone numbers of our team. Please write to ${emailLink} or use our ${CONTACT} page, and we'll pass your message to the right person${
    context.entities.length > 0 ? ` (${listWords(context.entities.map((entity) => entity.name))})` : ""
  }.`,
  kind: "answer",
  topic: context.topic,
  about: context.entities,
});
