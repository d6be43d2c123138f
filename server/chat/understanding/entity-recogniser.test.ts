// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testKnowledge } from "../builders/context.test-helper.ts";

const recognise = (text: string) =>
  testKnowledge()
    .knowledge.entities.recognise(text)
    .map((mention) => mention.entities.map((entity) => entity.id).join("|"));

describe("entity recognition (issue 10 §2: entities from content names, slugs and aliases)", () => {
  it("recognises names, slugs and aliases of every kind", () => {
    expect(recognise("tell me about the markaid project")).toEqual(["project:markaid"]);
    expect(recognise("what's the ml-engineer job?")).toEqual(["job:ml-engineer"]);
    expect(recognise("who wrote the fintech article?")).toEqual(["post:ai-in-fintech-redefining-finance"]);
    expect(recognise("what is your retention period? data retention")).toEqual(["privacy:retention"]);
    expect(recognise("do you do white label ai")).toEqual(["service:white-label-ai"]);
  });

  it("prefers the longest name ('react native' over 'react', 'hr automation' over 'automation')", () => {
    expect(recognise("do you use react native?")).toEqual(["technology:reactnative"]);
    expect(recognise("what does the hr automation project do")).toEqual(["project:hr-automation"]);
  });

  it("tolerates typos in product and tool names, not in everyday words", () => {
    expect(recognise("do u do machin lerning modles")).toEqual(["service:ml-models"]);
    expect(recognise("enterprize nlp platform results")).toEqual(["caseStudy:1"]);
    expect(recognise("u do jetpak compose?")).toEqual(["technology:kotlin"]);
    expect(recognise("how do you stop people tricking the bot")).toEqual([]);
    expect(recognise("can we pay a monthly retainer")).toEqual([]);
  });

  it("takes a slip of two edits only when it keeps the first letter ('mountain' is not 'containers')", () => {
    expect(recognise("which is the highest mountain in wales")).toEqual([]);
    expect(recognise("do u use kubernets")).toEqual(["technology:kubernetes"]);
    expect(recognise("is ur stack tensorflw based")).toEqual(["technology:tensorflow"]);
  });

  it("tolerates a typo that changes a name word's stem ('linkedin automaton')", () => {
    expect(recognise("which crm did the linkedin automaton sync with")).toEqual([
      "project:linkedin-automation",
    ]);
  });

  it("gives every entity a name means ('the co-founder'), and none for the visitor's own ('my boss')", () => {
    expect(recognise("who is the other co-founder?")).toEqual(["person:amara-okonkwo|person:eleanor-hughes"]);
    expect(recognise("could i clone my boss's voice")).toEqual([]);
    expect(recognise("what's the minimum age to use your website")).toEqual(["privacy:minors"]);
  });
});
