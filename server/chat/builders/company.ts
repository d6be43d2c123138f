/**
 * Answers about the company itself: what it does, since when, its claims (clients, projects,
 * retention), where it is, whom it works with, why clients choose it, its values, where its
 * team works, the CEO's video and the clients it names.
 */
import {
  aboutPage,
  companyClaims,
  experts,
  faqItems,
  homePage,
  portfolioPage,
  testimonials,
} from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { answer, bullets, firstSentences, link, listWords, lowerFirst, paragraphs } from "./compose.ts";
import type { Builder } from "./context.ts";

const ABOUT = link("About us", "/about");
const { contact, claims, brandName } = siteConfig;

export function faqAnswer(question: string): string {
  const item = faqItems.find((candidate) => candidate.question === question);
  if (!item) throw new Error(`No FAQ item "${question}"`);
  return item.answer;
}

const claim = (label: string) => {
  const found = companyClaims.find((item) => item.label === label);
  if (!found) throw new Error(`No company claim "${label}"`);
  return found.value;
};

/** The leaders the About page says co-founded the company, with their titles. */
const founders = experts.filter((expert) =>
  /\bco-?founde[dr]\b|\bfounder\b/i.test(`${expert.title} ${expert.desc}`),
);
const FOUNDED_BY = `It was founded in ${claims.since} by ${listWords(founders.map((expert) => `${expert.name} (${expert.title})`))}.`;

export const companyOverview: Builder = () =>
  answer(
    "company.overview",
    paragraphs(
      faqAnswer(`What does ${brandName} do?`),
      FOUNDED_BY,
      `More on our ${ABOUT} page and our ${link("Services", "/services")}.`,
    ),
  );

/** Why the company was started, in the CEO's words (the About page's video transcript). */
const WHY_STARTED = `Why we started, in the words of our CEO: “${aboutPage.ceoVideo.transcript.slice(0, 2).join(" ")}”`;

export const companyFounded: Builder = () =>
  answer(
    "company.founded",
    paragraphs(aboutPage.hero.lead, FOUNDED_BY, WHY_STARTED, `More on our ${ABOUT} page.`),
  );

export const companyClients: Builder = () =>
  answer(
    "company.clients",
    `Since ${claims.since} we have worked with ${claim("Clients worldwide")} clients worldwide and delivered ${claim("Projects delivered")} projects. See our ${ABOUT} page.`,
  );

export const companyProjects: Builder = () =>
  answer(
    "company.projects",
    `We have delivered ${claim("Projects delivered")} projects for ${claim("Clients worldwide")} clients since ${claims.since}. See our ${ABOUT} page and our ${link("Portfolio", "/portfolio")}.`,
  );

export const companyRetention: Builder = () =>
  answer(
    "company.retention",
    `Our client retention is ${claim("Client retention")}: since ${claims.since} we have worked with ${claim("Clients worldwide")} clients on ${claim("Projects delivered")} projects. See our ${ABOUT} page.`,
  );

export const companyFacts: Builder = () =>
  answer(
    "company.facts",
    paragraphs(
      bullets(companyClaims.map((item) => `${item.label}: ${item.value}`)),
      `More on our ${ABOUT} page.`,
    ),
  );

export const companyLocation: Builder = (context) => {
  const asked = context.question.text;
  // "Do you have an office in Paris?" names somewhere else than our head office.
  const elsewhere =
    (/\b(office|offices|based|located)\b.*\bin\b/.test(asked) &&
      !/\b(london|uk|united kingdom|england|britain|british)\b/.test(asked)) ||
    /\b(outside|other than|besides|apart from|except|another|other) (london|the uk|uk|britain|england|city|country|office|offices|location|locations)\b/.test(
      asked,
    );
  const lead = elsewhere
    ? `The only office we list is our head office in ${contact.city}, ${contact.country}; we don't list offices anywhere else, and we work with clients around the world remotely.`
    : context.question.yesNo
      ? `Yes: our head office is in ${contact.city}, ${contact.country} (UK), and we work with clients around the world.`
      : `Our head office is in ${contact.city}, ${contact.country} (${contact.headOffice}), and we work with clients around the world.`;
  return answer(
    "company.location",
    `${lead} You can reach us through our ${link("Contact", "/contact")} page; more ${link("about us", "/about")}.`,
  );
};

export const companyWorldwide: Builder = () =>
  answer(
    "company.worldwide",
    paragraphs(faqAnswer("Do you work with clients outside the UK?"), `See our ${link("FAQ", "/faq")}.`),
  );

export const companyIndustries: Builder = () =>
  answer(
    "company.industries",
    paragraphs(
      `${firstSentences(homePage.about.paragraphs[0] ?? "")} Our portfolio covers ${portfolioPage.hero.lead?.replace(/^Products, platforms and automations we have designed and built for /, "").replace(/\.$/, "")}.`,
      `See our ${link("home page", "/")} and our ${link("Portfolio", "/portfolio")}.`,
    ),
  );

export const companyWhyUs: Builder = () =>
  answer(
    "company.why-us",
    paragraphs(
      `${aboutPage.whyChoose.header.title}:`,
      bullets(aboutPage.whyChoose.items.map((item) => `${item.title}: ${item.text}`)),
      `More on our ${ABOUT} page.`,
    ),
  );

export const companyValues: Builder = () =>
  answer(
    "company.values",
    paragraphs(
      `Our values (${aboutPage.coreValues.header.title.toLowerCase()}):`,
      bullets(aboutPage.coreValues.items.map((item) => `${item.title}: ${item.text}`)),
      `More on our ${ABOUT} page.`,
    ),
  );

export const companyTeam: Builder = () =>
  answer(
    "company.team",
    paragraphs(
      `Our head office is in ${contact.city}, and members of our engineering team are in Pakistan: ${lowerFirst(faqAnswer("Are you hiring?")).split(";")[0]?.replace(/\.$/, "")}.`,
      aboutPage.split.paragraphs[0],
      `See our ${link("Careers", "/careers")} page and the ${link("privacy policy", "/privacy-policy#international-transfers")} (international transfers).`,
    ),
  );

/** "How many people work there?": the site gives no headcount; say so, and who leads the teams. */
export const companySize: Builder = () =>
  answer(
    "company.size",
    paragraphs(
      // No headcount, but the figures of size the site does give: since when, how many clients and projects.
      `We don't publish a headcount. Since ${claims.since} we have worked with ${claim("Clients worldwide")} clients and delivered ${claim("Projects delivered")} projects. ${aboutPage.split.paragraphs[1] ?? ""}`,
      aboutPage.split.paragraphs[0],
      `Our leadership team: ${listWords(experts.map((expert) => `${expert.name} (${expert.title})`))}. Our head office is in ${contact.city}, and members of our engineering team are in Pakistan.`,
      `See our ${ABOUT} page.`,
    ),
  );

export const companyCeoVideo: Builder = () =>
  answer(
    "company.ceo-video",
    `Yes: “${aboutPage.ceoVideo.title}” is a video on our ${ABOUT} page. ${aboutPage.ceoVideo.caption}`,
  );

export const companyClientsList: Builder = () =>
  answer(
    "company.clients-list",
    paragraphs(
      `${portfolioPage.trustedBy.title}: ${listWords(portfolioPage.trustedBy.logos.map((logo) => logo.name))} (see our ${link("Portfolio", "/portfolio")}).`,
      `Clients quoted on our ${link("home page", "/")}: ${listWords(testimonials.map((item) => `${item.name}, ${item.title} at ${item.company}`))}.`,
    ),
  );

/** "Are you legit?", "admit you're a scam": the facts the site gives, plainly. */
export const companyTrust: Builder = () =>
  answer(
    "company.trust",
    paragraphs(
      `${brandName} is a real AI and software development company with its head office in ${contact.city}, UK: building AI products since ${claims.since}, with ${claim("Clients worldwide")} clients worldwide, ${claim("Projects delivered")} projects delivered and ${claim("Client retention")} client retention.`,
      `You can read what clients say on our ${link("home page", "/")}, see our ${link("Portfolio", "/portfolio")}, or talk to us directly through our ${link("Contact", "/contact")} page.`,
    ),
  );
