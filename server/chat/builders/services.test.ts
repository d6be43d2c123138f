// @vitest-environment node
import { describe, expect, it } from "vitest";
import { services } from "../../../app/content/index.ts";
import { build, linksOf, playTurns } from "./context.test-helper.ts";

const service = (slug: string) => services.find((item) => item.slug === slug);

describe("service answers (issue 10 §2: service detail and which service fits a need)", () => {
  it("lists every service with a link to its page and /services", () => {
    const reply = build("services.list", "what services do you offer?");
    for (const item of services) expect(linksOf(reply)).toContain(`/services/${item.slug}`);
  });

  it("states everything a service includes, also when a detail of it is asked", () => {
    const ml = service("ml-models");
    const reply = build("service.detail", "how do your machine learning models handle drift?").text;
    for (const feature of ml?.features ?? ["missing"]) expect(reply).toContain(feature);
  });

  it("describes a named service with what it includes and links its page", () => {
    const reply = build("service.detail", "do you do blockchain?");
    expect(reply.text).toContain(service("blockchain-product-dev")?.description ?? "missing");
    expect(reply.text).toContain("Solidity smart contract design");
    expect(linksOf(reply)).toContain("/services/blockchain-product-dev");
  });

  it("answers a detail from the service's page ('how do you roll out an automation?')", () => {
    const reply = build("service.detail", "how do you roll out an automation without breaking things?");
    expect(reply.text).toContain("shadow mode first");
    expect(linksOf(reply)).toContain("/services/ai-automation");
  });

  it("answers a detail a related technology's page states ('which blockchain networks?')", () => {
    const reply = build("service.detail", "which blockchain networks do you build on?");
    expect(reply.text).toContain("Ethereum");
    expect(linksOf(reply)).toContain("/technologies/solidity");
  });

  it("compares two services side by side", () => {
    const reply = build("service.compare", "white label ai vs custom company gpt?");
    expect(reply.text).toContain(service("white-label-ai")?.description ?? "missing");
    expect(reply.text).toContain(service("custom-gpt")?.description ?? "missing");
  });
});

// Issue 10 §2: asked whether one service is all we do, the visitor gets the range of services.
describe("a service asked about as maybe all we do", () => {
  it("answers no with the list of services", () => {
    for (const message of [
      "is app development all you guys do",
      "do you only build mobile apps",
      "are websites the only thing you make",
    ]) {
      const reply = playTurns(message);
      expect(reply.topic, message).toBe("services.list");
      expect(reply.reply, message).toMatch(/^No, we do more than that/);
      expect(reply.reply, message).toContain("/services/ml-models");
    }
  });

  it("keeps a service asked about alongside another for that service, and a plain list question plain", () => {
    expect(playTurns("do you do mobile apps too, or only ai?").topic).not.toBe("services.list");
    expect(playTurns("what services do you offer").reply).toMatch(/^Our services:/);
  });
});
