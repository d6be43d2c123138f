// @vitest-environment node
import { describe, expect, it } from "vitest";
import { technologiesPage } from "../../../app/content/index.ts";
import { playTurns } from "./context.test-helper.ts";
import { factTopicIn } from "./fact-topics.ts";
import { TECHNOLOGY_TOPICS } from "./technology-topics.ts";

const technologyTopicOf = (text: string) => factTopicIn(TECHNOLOGY_TOPICS, text);

// Issue 10 §2: technologies answered from the data. These questions recur across blind-1..9
// (how we choose a technology in five corpora, testing smart contracts in five) and got the
// whole technology list or a service summary without the fact asked.
describe("the technology pages' recurring questions", () => {
  it("has an answer from the content for every topic", () => {
    for (const topic of TECHNOLOGY_TOPICS) expect(topic.reply("").length, topic.name).toBeGreaterThan(40);
  });

  it("reads each topic in a visitor's words, and not in words that only look alike", () => {
    const asked: [string, string | undefined][] = [
      ["how do you decide which technology to use on a project?", "tech.choosing"],
      ["what tools do you use to test smart contracts?", "tech.contract-tools"],
      ["can you migrate our old angularjs app to modern angular?", "tech.angularjs"],
      ["do you only use OpenAI or could we switch to another provider later?", "tech.switching-providers"],
      ["how do you decide what the AI handles alone vs a person?", undefined],
      ["what is an AI console?", undefined],
      ["do you work with angular?", undefined],
    ];
    for (const [question, topic] of asked) expect(technologyTopicOf(question)?.name, question).toBe(topic);
  });

  it("answers with the facts the pages state, and reads a follow-up with the question before it", () => {
    const choosing = playTurns("how do you pick which tech to use for a project?").reply;
    for (const item of technologiesPage.selectionCriteria.items) expect(choosing).toContain(item.title);
    expect(playTurns("which tools do you use to write solidity?").reply).toMatch(/Foundry or Hardhat/);
    const console = playTurns("what is an AI console?", "does it only work with openai?").reply;
    expect(console).toMatch(/any model provider/);
    expect(console).toContain("](/technologies/aiconsole)");
  });
});
