import { companyClaims, contactInfo, techStripTools } from "../../../app/content/index.ts";
import { DAY_CODES, type DayCode, type OpeningTime, weekdayName } from "../../../app/lib/opening-hours.ts";
import { siteConfig } from "../../../app/site.config.ts";
import type { Fact } from "./catalogue.ts";

/**
 * The company's own facts, from the site config: how to reach it, when it is open (its opening
 * times as data), what it claims. A change of days or hours there changes every answer.
 */

export type { OpeningTime };

export type Company = {
  name: string;
  /** The words of its name, short name included: a question naming the company names no item. */
  names: string[];
  description: string;
  phone: string;
  email: string;
  office: string;
  hoursText: string;
  openingTimes: readonly OpeningTime[];
  schedulingUrl: string;
  social: { name: string; url: string }[];
  /** The claims block: "Clients worldwide: 150+". */
  claims: Fact[];
  /** The home page's tool strip: tool name and what it is used for. */
  tools: Fact[];
};

export function buildCompany(): Company {
  return {
    name: siteConfig.brandName,
    names: [siteConfig.brandName, siteConfig.shortName],
    description: siteConfig.description,
    phone: contactInfo.phone,
    email: contactInfo.email,
    office: contactInfo.headOffice,
    hoursText: contactInfo.openingHours,
    openingTimes: siteConfig.contact.openingTimes,
    schedulingUrl: siteConfig.schedulingUrl,
    social: siteConfig.social.map((profile) => ({ name: profile.name, url: profile.url })),
    claims: companyClaims.map((claim) => ({ label: claim.label, text: `${claim.label}: ${claim.value}` })),
    tools: techStripTools.map((tool) => ({ label: tool.name, text: `${tool.name}: ${tool.description}` })),
  };
}

/** The week's days, Monday first, with their English names from the platform's calendar data. */
export const WEEK: readonly { code: DayCode; name: string }[] = DAY_CODES.map((code) => ({
  code,
  name: weekdayName(code),
}));
