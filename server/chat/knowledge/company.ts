import { companyClaims, contactInfo, techStripTools } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import type { Fact } from "./catalogue.ts";

/**
 * The company's own facts, from the site config: how to reach it, when it is open, what it
 * claims. Opening days are read from the schema.org opening-hours form the config keeps
 * ("Mo-Fr 09:00-18:00, Sa 10:00-14:00"), so a change of days there changes every answer.
 */

export type OpeningTime = { days: number[]; opens: string; closes: string };

export type Company = {
  name: string;
  /** The words of its name, short name included: a question naming the company names no item. */
  names: string[];
  description: string;
  phone: string;
  email: string;
  office: string;
  hoursText: string;
  openingTimes: OpeningTime[];
  schedulingUrl: string;
  social: { name: string; url: string }[];
  /** The claims block: "Clients worldwide: 150+". */
  claims: Fact[];
  /** The home page's tool strip: tool name and what it is used for. */
  tools: Fact[];
};

/** schema.org two-letter day codes in JavaScript's order (Sunday first). */
const DAY_CODES = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

function dayRange(range: string): number[] {
  const [from, to] = range.split("-").map((code) => DAY_CODES.indexOf(code.trim()));
  if (from === undefined || from < 0) return [];
  if (to === undefined || to < 0) return [from];
  const days: number[] = [];
  for (let day = from; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === to || days.length === 7) return days;
  }
}

/** Parses schema.org `openingHours` ("Mo-Fr 09:00-18:00, Sa 10:00-14:00"). */
export function parseOpeningHours(spec: string): OpeningTime[] {
  return spec
    .split(/[,;]\s*(?=[A-Z][a-z])/)
    .flatMap((group) => {
      const match = /^([A-Za-z,\- ]+?)\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(group.trim());
      if (!match) return [];
      const days = (match[1] ?? "").split(",").flatMap(dayRange);
      return [{ days, opens: match[2] ?? "", closes: match[3] ?? "" }];
    })
    .filter((time) => time.days.length > 0);
}

export function buildCompany(): Company {
  return {
    name: siteConfig.brandName,
    names: [siteConfig.brandName, siteConfig.shortName],
    description: siteConfig.description,
    phone: contactInfo.phone,
    email: contactInfo.email,
    office: contactInfo.headOffice,
    hoursText: contactInfo.openingHours,
    openingTimes: parseOpeningHours(contactInfo.openingHoursSpec),
    schedulingUrl: siteConfig.schedulingUrl,
    social: siteConfig.social.map((profile) => ({ name: profile.name, url: profile.url })),
    claims: companyClaims.map((claim) => ({ label: claim.label, text: `${claim.label}: ${claim.value}` })),
    tools: techStripTools.map((tool) => ({ label: tool.name, text: `${tool.name}: ${tool.description}` })),
  };
}

/** Day names in English from the platform's calendar data, Sunday first. */
export const DAY_NAMES: readonly string[] = DAY_CODES.map((_, day) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2023, 0, 1 + day))),
);
