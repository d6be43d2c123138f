import { describe, expect, it } from "vitest";
import type { Reply } from "./builders/compose.ts";
import { lastText } from "./conversation.ts";
import { terms } from "./text.ts";
import type { Question } from "./understanding/question.ts";
import { asksWhetherOnly, negatedAt, withNo, withoutYes, withYes } from "./yes-no.ts";

const reply = (text: string, kind: Reply["kind"] = "answer"): Reply => ({
  text,
  kind,
  topic: "t",
  about: [],
});
const asking = (text: string) => ({ terms: terms(text), corrected: text }) as Question;

describe("the Yes./No. an answer starts with (yes-no.ts)", () => {
  // Blind-3: "can you add ai into our current systems without replacing them?" wants a yes.
  it("says yes when the first sentence leaves out ('without') only what the question leaves out", () => {
    const answer = reply(
      "Much of our work adds AI to the systems you already use, without replacing what works today.",
    );
    expect(
      withNo(answer, asking("can you add ai into our current systems without replacing them"))?.text,
    ).toMatch(/^Yes\. Much/);
  });

  it("'do you respect do not track?' negated by the answer is still a no", () => {
    const answer = reply("We do not use cross-site tracking technologies in any case.");
    expect(withNo(answer, asking("do you respect do not track"))?.text).toMatch(/^No\. /);
  });

  it("says no first when the first sentence negates a word the question asks about", () => {
    const answer = reply("The site uses no advertising or third-party analytics scripts. More below.");
    expect(withNo(answer, asking("do you use google analytics"))?.text).toMatch(/^No\. The site uses no/);
  });

  it("adds no No when the negation is about other words, or the reply already says yes or no", () => {
    expect(
      withNo(reply("We never miss a deadline. Analytics are set up per project."), asking("analytics")),
    ).toBe(undefined);
    expect(withNo(reply("No. We do not use cookies."), asking("cookies"))).toBe(undefined);
  });

  it("says yes first when the reply affirms what we do, and only for answers", () => {
    expect(withYes(reply("We offer ongoing support after launch.")).text).toBe(
      "Yes. We offer ongoing support after launch.",
    );
    expect(withYes(reply("Support is available.")).text).toBe("Support is available.");
    expect(withYes(reply("We offer support.", "decline")).text).toBe("We offer support.");
  });

  it("takes a leading yes away again, keeping the sentence", () => {
    expect(withoutYes(reply("Yes: our head office is in London.")).text).toBe(
      "Our head office is in London.",
    );
    expect(withoutYes(reply("Yes. we build apps.")).text).toBe("We build apps.");
    expect(withoutYes(reply("Yesterday we shipped.")).text).toBe("Yesterday we shipped.");
  });

  it("reaches nine words back for a negation", () => {
    const words = "not a b c d e f g h target".split(" ");
    expect(negatedAt(words, 9)).toBe(true);
    expect(negatedAt(["not", ...words.slice(1)].concat("x"), 10)).toBe(false);
  });
});

describe("the last text one side sent (conversation.ts)", () => {
  it("is the last reply or the last question, or undefined", () => {
    const history = [
      { text: "hi", sender: "user" as const },
      { text: "Hello", sender: "ai" as const },
      { text: "prices?", sender: "user" as const },
    ];
    expect(lastText(history, "ai")).toBe("Hello");
    expect(lastText(history, "user")).toBe("prices?");
    expect(lastText([], "ai")).toBe(undefined);
  });
});

describe("questions about a limit (asksWhetherOnly)", () => {
  it("asks whether something is limited: only, solely, exclusively, 'it just'", () => {
    expect(asksWhetherOnly("r u only working with uk firms")).toBe(true);
    expect(asksWhetherOnly("is the company gpt solely for microsoft shops?")).toBe(true);
    expect(asksWhetherOnly("so is it just chatbots you build")).toBe(true);
  });

  it("does not when 'only' names the thing itself or is the visitor's own limit", () => {
    expect(asksWhetherOnly("is manchester your only other office?")).toBe(false);
    expect(asksWhetherOnly("can you ship by march? we only have budget till then")).toBe(false);
    expect(asksWhetherOnly("i'm only free on saturdays, are you open then?")).toBe(false);
    expect(asksWhetherOnly("can i just check whether you use python")).toBe(false);
  });
});
