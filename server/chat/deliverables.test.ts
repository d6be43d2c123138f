// @vitest-environment node
import { describe, expect, it } from "vitest";
import { asksToBuild } from "./build-request.ts";
import { BUILT, DELIVERABLE, NEW_THING_WORDS } from "./deliverables.ts";
import { taskRequest } from "./task-requests.ts";

describe("the things we build (deliverables.ts)", () => {
  it("names a thing to build, singular or plural, in one word or two", () => {
    expect(DELIVERABLE.test("two booking systems for our gyms")).toBe(true);
    expect(DELIVERABLE.test("an e-commerce shop")).toBe(true);
    expect(DELIVERABLE.test("a crm for the sales floor")).toBe(true);
    expect(DELIVERABLE.test("apple pie recipes")).toBe(false);
  });

  it("counts the parts of a piece of software as built, not as things ordered on their own", () => {
    expect(BUILT.test("our old php backend")).toBe(true);
    expect(DELIVERABLE.test("our old php backend")).toBe(false);
    expect(asksToBuild("we need a database tidied up before the audit")).toBe(false);
    expect(asksToBuild("i would like a tech stack suggestion")).toBe(false);
  });

  it("leaves software a visitor already runs out of the one-word things only ever built", () => {
    expect(NEW_THING_WORDS).toContain("portal");
    expect(NEW_THING_WORDS).toContain("marketplace");
    expect(NEW_THING_WORDS).not.toContain("system");
    expect(NEW_THING_WORDS).not.toContain("erp");
  });

  it("makes rewriting any of them a project rather than a text to reword", () => {
    expect(taskRequest("rewrite our erp in rust")).toBeUndefined();
    expect(taskRequest("reword the marketplace listing rules")).toBeUndefined();
    expect(taskRequest("reword this paragraph about our history")).toBe("task");
  });
});
