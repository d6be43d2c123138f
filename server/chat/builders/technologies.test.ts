// @vitest-environment node
import { describe, expect, it } from "vitest";
import { technologies, technologyGroups, techStripTools } from "../../../app/content/index.ts";
import { build, entity, linksOf, playTurns } from "./context.test-helper.ts";

const namesOf = (group: string) =>
  (technologyGroups.find((item) => item.title === group)?.slugs ?? []).map(
    (slug) => technologies.find((technology) => technology.slug === slug)?.name ?? slug,
  );

describe("technology answers (issue 10 §2: technologies by the header's groups and the home tool strip)", () => {
  it("answers a header group with its technologies and their pages", () => {
    const reply = build("tech.group", "what do you use for backend?");
    for (const name of namesOf("Backend")) expect(reply.text).toContain(name);
    expect(linksOf(reply)).toContain("/technologies/python");
    expect(build("tech.group", "what's in your mobile stack?").text).toContain("Flutter");
  });

  it("the list and the count also name the home page's tool strip, with a link to it", () => {
    for (const topic of ["tech.list", "tech.count"]) {
      const reply = build(topic, "what tools do you use?");
      for (const tool of techStripTools) expect(reply.text).toContain(tool.name);
      expect(linksOf(reply)).toContain("/");
    }
  });

  it("states what we provide with a technology, whichever detail of it is asked", () => {
    const python = technologies.find((technology) => technology.slug === "python");
    expect(build("tech.detail", "is python used for scientific computing?").text).toContain(
      python?.whatWeProvide ?? "missing",
    );
  });

  it("answers machine learning from the tool strip's areas, and nothing of another group", () => {
    const reply = build("tech.group", "which ml frameworks do you use?").text;
    for (const tool of techStripTools.filter((item) => item.areas.includes("machine-learning")))
      expect(reply).toContain(tool.name);
    expect(reply).not.toContain("Kubernetes");
  });

  it("counts and lists the technologies", () => {
    expect(build("tech.count", "how many technologies?").text).toContain(
      `${technologies.length} technologies`,
    );
    expect(linksOf(build("tech.list", "your tech stack?"))).toContain("/technologies");
    // A group's name in the question narrows the list to that group.
    const mobile = linksOf(build("tech.list", "what technologies do you use for mobile apps?"));
    expect(mobile).toContain("/technologies/flutter");
    expect(mobile).not.toContain("/technologies/python");
  });

  it("describes one technology, or the detail its page gives ('frameworks on top of it')", () => {
    expect(build("tech.detail", "whats seachat").text).toContain("conversational AI platform");
    const detail = build("tech.detail", "which frameworks on top of it?", [entity("technology:nodejs")]);
    expect(detail.text).toContain("Fastify and NestJS");
    expect(linksOf(detail)).toContain("/technologies/nodejs");
  });

  it("answers a tool of the home page's strip that has no page of its own", () => {
    const reply = build("tech.detail", "do you still use scikit-learn?");
    expect(reply.text).toContain("classical machine learning");
    expect(linksOf(reply)).toContain("/");
  });

  it("finds the projects built with a tool, and compares two", () => {
    const projects = build("tech.projects", "which of your projects used pytorch?");
    expect(linksOf(projects)).toEqual(["/portfolio/deepfake-audio"]);
    const compared = build("tech.compare", "flutter or react native?").text;
    expect(compared).toContain("single codebase");
    expect(compared).toContain("sharing logic");
  });
});

describe("the technologies of a service (issue 10 §2: which technologies the company uses for a kind of work)", () => {
  // blind-8 q2093, blind-9 q3134: "which tools do you use for them?" after a service got the
  // service's summary or the whole list, without the technology that does the work.
  it("names the technologies a service's page names, with the tools we provide with them", () => {
    const reply = playTurns("do you do smart contracts?", "which tools do you use for them?").reply;
    expect(reply).toContain("](/technologies/solidity)");
    expect(reply).toMatch(/Foundry|Hardhat/);
    const mobile = playTurns("what tech do you use for mobile apps?").reply;
    expect(mobile).toContain("](/technologies/flutter)");
    expect(mobile).toContain("](/technologies/reactnative)");
  });

  it("leaves a question about one kind of tool to the page that names it", () => {
    const reply = playTurns("do you build RAG systems?", "which vector database do you use?").reply;
    expect(reply).not.toMatch(/we work with \[/);
  });
});
