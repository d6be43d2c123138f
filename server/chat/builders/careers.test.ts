// @vitest-environment node
import { describe, expect, it } from "vitest";
import { careersPage, jobs } from "../../../app/content/index.ts";
import { longDate } from "./careers.ts";
import { build, entity, linksOf } from "./context.test-helper.ts";

const job = (slug: string) => jobs.find((item) => item.slug === slug);

describe("careers answers (issue 10 §2: jobs with location, department and how to apply)", () => {
  it("lists the open positions with their pages", () => {
    expect(linksOf(build("jobs.list", "are you hiring?"))).toEqual(
      expect.arrayContaining([...jobs.map((item) => `/careers/${item.slug}`), "/careers"]),
    );
  });

  it("says honestly that a role asked about is not among the openings, and lists those there are", () => {
    const reply = build("jobs.list", "any data analyst vacancies?").text;
    expect(reply).toMatch(/^We don't have an opening for a data analyst/);
    expect(linksOf(build("jobs.list", "any data analyst vacancies?"))).toContain("/careers/ml-engineer");
    expect(build("jobs.list", "are you hiring developers?").text).toMatch(/^Yes, we're hiring/);
  });

  it("says honestly that no opening is in a place or team asked about", () => {
    expect(build("jobs.list", "any openings in your berlin office?").text).toMatch(
      /^We don't have openings in Berlin/,
    );
    expect(build("jobs.list", "any jobs in engineering?").text).toMatch(/^Yes, we're hiring/);
  });

  it("says where a job is based, and for a department carried over ('where is that based?')", () => {
    const reply = build("job.location", "is the frontend developer role remote?");
    expect(reply.text).toContain(`remote, based in ${job("frontend-developer")?.location}`);
    expect(build("job.location", "where is that based?", [entity("department:Engineering")]).text).toContain(
      "Pakistan",
    );
  });

  it("picks the qualification lines a question asks about", () => {
    const reply = build("job.requirements", "how much experience do i need for the ml engineer job?").text;
    expect(reply).toContain("3+ years");
    expect(build("job.requirements", "do you need a degree for the ml engineer role?").text).toContain(
      "equivalent practical experience",
    );
  });

  it("gives the date a job was posted as the job page shows it", () => {
    const ml = job("ml-engineer");
    expect(build("job.posted", "when was it posted?", [entity("job:ml-engineer")]).text).toContain(
      longDate(ml?.datePosted ?? ""),
    );
    expect(longDate("2026-11-02")).toBe("2 November 2026");
  });

  it("says a department has no open roles, and answers the hiring process, perks and how to apply", () => {
    expect(build("jobs.department", "do you have any design jobs?").text).toMatch(
      /don't have any open Design roles/,
    );
    expect(build("careers.process", "what's your hiring process?").text).toContain(
      careersPage.hiringProcess.header.lead ?? "",
    );
    expect(build("careers.perks", "do employees get a laptop?").text).toContain("high-spec laptop");
    expect(linksOf(build("careers.apply", "can i send my cv if no job fits?"))).toContain("/apply");
  });

  it("is honest where the site says nothing (internships, visas, salaries)", () => {
    for (const [topic, message] of [
      ["careers.internships", "any internships?"],
      ["careers.visa", "would you sponsor a visa?"],
      ["careers.salary", "what's the salary?"],
    ] as const) {
      const reply = build(topic, message);
      expect(reply.kind).toBe("not-offered");
      expect(reply.text).not.toMatch(/^yes/i);
    }
  });
});

// Issue 10 §2: "links to the page that shows them" — an honest no that quotes what the careers
// pages do say links them.
describe("the honest no on visas", () => {
  it("'do you sponsor visas for people moving to your london office?' links the careers page it quotes", () => {
    const reply = build("careers.visa", "do you sponsor visas for people moving to your london office?");
    expect(reply.text).toMatch(/Pakistan/);
    expect(linksOf(reply)).toContain("/careers");
  });
});
