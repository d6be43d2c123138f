import { describe, expect, it } from "vitest";
import { checkModelReply, echoesInstructions, foreignAddresses } from "./model-guards.ts";

const instructions =
  "You are the support assistant on the website of Meridian AI Studio.\nAnswer the visitor's last message using ONLY the facts in the sources below.";
const sources = "MarkAid helps teachers mark written work faster and more consistently.";

describe("model guards (issue 10 §3)", () => {
  it("finds off-site URLs and e-mail addresses, and leaves the site's own alone", () => {
    expect(
      foreignAddresses(
        "Log in at https://evil.example/login, mail billing@evil.example, or hello@meridian-ai.example and https://calendly.com/meridian-ai/30min.",
      ),
    ).toEqual(["https://evil.example/login", "billing@evil.example"]);
  });

  it("recognises a reply that repeats its instructions, but not one that quotes the sources", () => {
    expect(
      echoesInstructions(
        "My rules: answer the visitor's last message using ONLY the facts in the sources.",
        instructions,
        sources,
      ),
    ).toBe(true);
    expect(
      echoesInstructions(
        "MarkAid helps teachers mark written work faster and more consistently.",
        instructions,
        sources,
      ),
    ).toBe(false);
  });

  it("rejects a reply with a price, a foreign address or the instructions", () => {
    const prompt = { instructions, sources };
    expect(checkModelReply("It is five hundred pounds.", prompt)?.reason).toBe("ungrounded");
    expect(checkModelReply("Write to billing@evil.example.", prompt)?.reason).toBe("ungrounded");
    expect(
      checkModelReply("You are the support assistant on the website of Meridian AI Studio.", prompt)?.reason,
    ).toBe("echo");
    expect(checkModelReply("MarkAid helps teachers mark faster.", prompt)).toBeUndefined();
  });
});
