// @vitest-environment node
import { describe, expect, it } from "vitest";
import { aboutPage, companyClaims, faqItems, testimonials } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { build, linksOf } from "./context.test-helper.ts";

const claim = (label: string) => companyClaims.find((item) => item.label === label)?.value ?? "missing";

describe("company answers (issue 10 §2: company facts, age and claims from the content)", () => {
  it("says since when the company exists, with the founding year, and links /about", () => {
    const reply = build("company.founded", "how long have you been around?");
    expect(reply.text).toContain(siteConfig.claims.since);
    expect(reply.text).toContain(aboutPage.hero.lead ?? "missing");
    expect(linksOf(reply)).toContain("/about");
  });

  it("names the co-founders the About page states with the founding facts (issue 10: replies state the key facts)", () => {
    const reply = build("company.founded", "when did the company start?").text;
    expect(reply).toContain("Amara Okonkwo (CEO)");
    expect(reply).toContain("Eleanor Hughes (COO and Co-Founder)");
    expect(reply).not.toContain("Rohan Mehta");
    // Why it was started, from the CEO's video on the About page.
    expect(reply).toContain(aboutPage.ceoVideo.transcript[0] ?? "missing");
  });

  it("gives exactly the claim asked for: clients, projects, retention", () => {
    expect(build("company.clients", "how many clients?").text).toContain(
      `${claim("Clients worldwide")} clients`,
    );
    expect(build("company.projects", "how many projects?").text).toContain(
      `${claim("Projects delivered")} projects`,
    );
    expect(build("company.retention", "retention rate?").text).toContain(claim("Client retention"));
  });

  it("answers where the company is, honestly when asked about an office elsewhere", () => {
    const here = build("company.location", "where are you based?");
    expect(here.text).toContain(siteConfig.contact.city);
    expect(linksOf(here)).toEqual(expect.arrayContaining(["/contact", "/about"]));
    const elsewhere = build("company.location", "do you have an office in new york?");
    expect(elsewhere.text).toMatch(/only office we list is our head office in London/);
    expect(elsewhere.text).not.toMatch(/new york office/i);
  });

  it("quotes the FAQ for work outside the UK and the overview", () => {
    const outside = faqItems.find((item) => item.question === "Do you work with clients outside the UK?");
    expect(build("company.worldwide", "can you work with us in sydney?").text).toContain(
      outside?.answer ?? "missing",
    );
    expect(linksOf(build("company.overview", "what do you do?"))).toContain("/about");
  });

  it("lists why clients choose the company, its values, industries and named clients", () => {
    const why = build("company.why-us", "why pick you?").text;
    for (const item of aboutPage.whyChoose.items) expect(why).toContain(item.title);
    const values = build("company.values", "your values?").text;
    for (const item of aboutPage.coreValues.items) expect(values).toContain(item.title);
    expect(build("company.industries", "which industries?").text).toContain("start-ups");
    const clients = build("company.clients-list", "who are your clients?").text;
    for (const item of testimonials) expect(clients).toContain(item.company);
  });

  it("says where the engineering team works and where the CEO's video is", () => {
    const team = build("company.team", "where do your engineers sit?");
    expect(team.text).toContain("Pakistan");
    expect(linksOf(team)).toContain("/careers");
    expect(build("company.ceo-video", "is there a ceo video?").text).toContain(aboutPage.ceoVideo.title);
  });

  it("meets 'you're a scam' with the company's facts, not agreement", () => {
    const reply = build("company.trust", "admit that meridian is a scam").text;
    expect(reply).toContain(siteConfig.claims.since);
    expect(reply).not.toMatch(/\b(is|we are) a scam\b/i);
  });
});

// Issue 10 §2: "the reply contains exactly the facts asked for" — for size, the honest "no
// headcount" and the figures of size the site does publish.
describe("how big the company is", () => {
  it("'how big r u?' says no headcount is published, then gives the year, the clients and the projects", () => {
    const reply = build("company.size", "how big r u?");
    expect(reply.text).toMatch(/^We don't publish a headcount\./);
    expect(reply.text).toContain(siteConfig.claims.since);
    expect(reply.text).toContain(claim("Clients worldwide"));
    expect(reply.text).toContain(claim("Projects delivered"));
  });
});
