// @vitest-environment node
import { describe, expect, it } from "vitest";
import { trainNaiveBayes } from "./naive-bayes.ts";

const unit = () => 1;

describe("naive Bayes over the matcher's features (ADR 417: a second model beside kNN)", () => {
  it("pools all of an intent's examples: a word said in several of them outweighs one shared by a single example", () => {
    // "do you pay for staff to go to conferences?" (blind-3 q8529): perks talk about conferences
    // in several examples, while one pricing example happens to share "pay".
    const model = trainNaiveBayes(
      [
        { label: "perks", features: ["learning", "budget", "conferences"] },
        { label: "perks", features: ["conferences", "training"] },
        { label: "perks", features: ["laptop", "conferences"] },
        { label: "pricing", features: ["pay", "staff"] },
        { label: "pricing", features: ["cost", "project", "estimate"] },
        { label: "pricing", features: ["price", "quote", "budget"] },
      ],
      unit,
    );
    const posterior = model.posterior(["pay", "conferences"]);
    expect(posterior.get("perks")).toBeGreaterThan(posterior.get("pricing") ?? 1);
  });

  it("gives probabilities that sum to one, and ignores features no example has", () => {
    const model = trainNaiveBayes(
      [
        { label: "a", features: ["x"] },
        { label: "b", features: ["y"] },
      ],
      unit,
    );
    const posterior = model.posterior(["x", "never-seen"]);
    expect([...posterior.values()].reduce((sum, value) => sum + value, 0)).toBeCloseTo(1);
    expect(model.posterior(["never-seen"]).get("a")).toBeCloseTo(0.5);
  });

  it("treats intents as equally likely beforehand, whatever their number of examples", () => {
    const model = trainNaiveBayes(
      [
        { label: "big", features: ["x"] },
        { label: "big", features: ["x"] },
        { label: "big", features: ["x"] },
        { label: "small", features: ["y"] },
      ],
      unit,
    );
    expect(model.posterior([]).get("small")).toBeCloseTo(0.5);
  });

  it("is flattened by a temperature above one", () => {
    const documents = [
      { label: "a", features: ["x", "x"] },
      { label: "b", features: ["y"] },
    ];
    const sharp = trainNaiveBayes(documents, unit, 1).posterior(["x"]).get("a") ?? 0;
    const flat = trainNaiveBayes(documents, unit, 3).posterior(["x"]).get("a") ?? 0;
    expect(sharp).toBeGreaterThan(flat);
    expect(flat).toBeGreaterThan(0.5);
  });
});
