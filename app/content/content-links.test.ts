import { describe, expect, it } from "vitest";
import { contentCollections } from "./content-collections.ts";
import { contentLinkProblems } from "./content-links.ts";

describe("links between content items (issue 29: structured fields instead of names matched in code)", () => {
  it("every slug a shipped item links to exists, and case studies and technology pages agree", () => {
    expect(contentLinkProblems(contentCollections)).toEqual([]);
  });

  it("a renamed or mistyped slug is reported with the file, the item and the field", () => {
    const [first, ...rest] = contentCollections.portfolioProjects;
    if (!first) throw new Error("no portfolio project");
    const edited = {
      ...contentCollections,
      portfolioProjects: [{ ...first, serviceSlugs: ["no-such-service"] }, ...rest],
    };
    expect(contentLinkProblems(edited)).toEqual([
      `app/content/portfolio.ts: portfolioProjects (${first.slug}).serviceSlugs: no services item has the slug "no-such-service"`,
    ]);
  });

  it("a case study whose technologies its technology pages do not show is reported", () => {
    const study = contentCollections.caseStudies.find((item) => item.technologySlugs.length > 0);
    if (!study) throw new Error("no case study with technologies");
    const lonely = contentCollections.technologies.find(
      (technology) => !technology.caseStudies.some((shown) => shown.link === study.link),
    );
    if (!lonely) throw new Error("every technology shows the case study");
    const edited = {
      ...contentCollections,
      caseStudies: contentCollections.caseStudies.map((item) =>
        item === study ? { ...item, technologySlugs: [...item.technologySlugs, lonely.slug] } : item,
      ),
    };
    expect(contentLinkProblems(edited)).toHaveLength(1);
  });
});

describe("the chat's pages for each kind of item", () => {
  it("are real pages of the site", async () => {
    const { chatWording } = await import("./chat-answers.ts");
    const { publicPaths } = await import("../prerender-paths.ts");
    const paths = new Set(publicPaths());
    for (const [kind, page] of Object.entries(chatWording.listPage)) expect(paths, kind).toContain(page);
  });
});
