/**
 * Everything a marketer may need to change about the company lives here, once.
 * Pages, SEO tags, the chatbot and e-mails all read these values.
 */
import { type OpeningTime, openingHoursSchemaText, openingHoursText } from "./lib/opening-hours.ts";

/**
 * When the office is open, as data: which days (schema.org codes Mo Tu We Th Fr Sa Su) and
 * from when to when (24-hour London time). Several entries for different hours on different
 * days. The line on the site, the structured data and the chat's answers all follow from it.
 */
const openingTimes: OpeningTime[] = [
  { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "09:00", closes: "18:00" },
];

export const siteConfig = {
  brandName: "Meridian AI Studio",
  shortName: "Meridian",
  tagline: "AI and software development from London to the world",
  description:
    "Meridian AI Studio is a London-based AI and software development company building AI products, machine learning models, automation, web and mobile apps for companies worldwide.",
  siteUrl: "https://www.meridian-ai.example",
  contact: {
    phone: "+44 20 7946 0321",
    email: "hello@meridian-ai.example",
    headOffice: "Head Office London, UK",
    city: "London",
    country: "United Kingdom",
    countryCode: "GB",
    /** IANA time zone of the office: opening times and live-chat hours are in it. */
    timeZone: "Europe/London",
    openingTimes,
    /** Derived from openingTimes, e.g. "Mon-Sat 9:00 AM-6:00 PM": edit openingTimes instead. */
    openingHours: openingHoursText(openingTimes),
    /** Derived from openingTimes: schema.org openingHours text, e.g. "Mo-Sa 09:00-18:00". */
    openingHoursSpec: openingHoursSchemaText(openingTimes),
  },
  schedulingUrl: "https://calendly.com/meridian-ai/30min",
  dataRequestUrl: "https://forms.meridian-ai.example/data-request",
  videoSiteUrl: "https://www.youtube.com",
  foundedYear: 2020,
  claims: {
    since: "2020",
    clients: "150+",
    projects: "500+",
    retention: "95%",
  },
  social: [
    { name: "LinkedIn", url: "https://www.linkedin.com/company/meridian-ai-studio" },
    { name: "X", url: "https://x.com/meridian_ai" },
    { name: "GitHub", url: "https://github.com/meridian-ai-studio" },
    { name: "YouTube", url: "https://www.youtube.com/@meridian-ai-studio" },
  ],
  twitterHandle: "meridian_ai",
} as const;

export type SiteConfig = typeof siteConfig;
