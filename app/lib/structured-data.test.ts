import { describe, expect, it } from "vitest";
import { contactInfo, jobs } from "../content/index.ts";
import { siteConfig } from "../site.config.ts";
import { openingHoursSpecification } from "./opening-hours.ts";
import { contactPageJsonLd, jobPostingJsonLd, organizationJsonLd } from "./structured-data.ts";

describe("structured data from content fields (issue 29: structured data follows the content)", () => {
  it("the organisation and the contact page carry the phone, e-mail and hours of site.config.ts", () => {
    const hours = openingHoursSpecification(siteConfig.contact.openingTimes);
    expect(organizationJsonLd()).toMatchObject({
      telephone: siteConfig.contact.phone,
      email: siteConfig.contact.email,
      contactPoint: { telephone: siteConfig.contact.phone, hoursAvailable: hours },
    });
    expect(contactPageJsonLd(contactInfo)).toMatchObject({
      mainEntity: {
        telephone: contactInfo.phone,
        openingHoursSpecification: hours,
        contactPoint: { email: contactInfo.email, hoursAvailable: hours },
      },
    });
  });

  it("every job's posting has its country, its contract type, and remote work only when the job is remote", () => {
    for (const job of jobs) {
      const posting = jobPostingJsonLd(job);
      expect(posting).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        employmentType: job.employmentType,
        jobLocation: { address: { addressCountry: job.countryCode } },
      });
      expect(posting.jobLocationType === "TELECOMMUTE").toBe(job.workplace === "Remote");
      for (const item of [...job.responsibilities, ...job.qualifications]) {
        expect(String(posting.description)).toContain(item);
      }
    }
  });
});
