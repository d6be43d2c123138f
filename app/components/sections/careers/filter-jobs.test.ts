import { describe, expect, it } from "vitest";
import { ALL_DEPARTMENTS, filterJobs } from "./filter-jobs";

const jobs = [
  {
    title: "Machine Learning Engineer",
    description: "Train and deploy models with PyTorch.",
    department: "Engineering",
  },
  { title: "Product Designer", description: "Design calm interfaces for AI tools.", department: "Design" },
  {
    title: "Research Scientist",
    description: "Study evaluation of language models.",
    department: "Research",
  },
];

describe("PRODUCT-DECISIONS 1: careers search and department filter really filter", () => {
  it("shows every job for an empty search and All Departments", () => {
    expect(filterJobs(jobs, "", ALL_DEPARTMENTS)).toEqual(jobs);
    expect(filterJobs(jobs, "   ", ALL_DEPARTMENTS)).toEqual(jobs);
  });

  it("matches the title case-insensitively", () => {
    expect(filterJobs(jobs, "machine LEARNING", ALL_DEPARTMENTS).map((job) => job.title)).toEqual([
      "Machine Learning Engineer",
    ]);
  });

  it("matches the description case-insensitively", () => {
    expect(filterJobs(jobs, "pytorch", ALL_DEPARTMENTS).map((job) => job.title)).toEqual([
      "Machine Learning Engineer",
    ]);
    expect(filterJobs(jobs, "LANGUAGE models", ALL_DEPARTMENTS).map((job) => job.title)).toEqual([
      "Research Scientist",
    ]);
  });

  it("filters by department", () => {
    expect(filterJobs(jobs, "", "Design").map((job) => job.title)).toEqual(["Product Designer"]);
    expect(filterJobs(jobs, "", "Engineering").map((job) => job.title)).toEqual([
      "Machine Learning Engineer",
    ]);
  });

  it("combines search and department", () => {
    expect(filterJobs(jobs, "design", "Design")).toHaveLength(1);
    expect(filterJobs(jobs, "design", "Engineering")).toEqual([]);
  });

  it("treats the query as plain text, not a pattern", () => {
    expect(filterJobs(jobs, ".*", ALL_DEPARTMENTS)).toEqual([]);
  });
});
