import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type ContentEntry, contentProblems } from "./collections.ts";
import { jobs } from "./jobs.ts";
import { JobSchema } from "./schema.ts";

describe("the build's content check (issue 15: a bad edit stops the build with a clear message)", () => {
  it("names the file, the field with the item it belongs to, and what is wrong", () => {
    const broken: ContentEntry = {
      file: "app/content/jobs.ts",
      name: "jobs",
      schema: z.array(JobSchema),
      value: jobs.map((job, index) => (index === 1 ? { ...job, title: "", location: undefined } : job)),
    };
    expect(contentProblems([broken])).toEqual([
      "app/content/jobs.ts: jobs[1] (frontend-developer).title: Too small: expected string to have >=1 characters",
      "app/content/jobs.ts: jobs[1] (frontend-developer).location: Invalid input: expected string, received undefined",
    ]);
  });

  it("names nested fields and whole values too", () => {
    const entry = (value: unknown): ContentEntry => ({
      file: "app/content/x.ts",
      name: "thing",
      schema: z.object({ list: z.array(z.object({ n: z.number() })) }).strict(),
      value,
    });
    expect(contentProblems([entry({ list: [{ n: 1 }, { n: "2" }] })])).toEqual([
      "app/content/x.ts: thing.list[1].n: Invalid input: expected number, received string",
    ]);
    expect(contentProblems([entry({ list: [], extra: 1 })])).toEqual([
      'app/content/x.ts: thing: Unrecognized key: "extra"',
    ]);
  });
});
