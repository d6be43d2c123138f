// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactInfo } from "../../app/content/index.ts";
import { playTurns as conversation, testKnowledge } from "./builders/context.test-helper.ts";
import { plainText } from "./intents.ts";
import { asksOwnApplication, outsideAsk, personalRequest } from "./outside-asks.ts";

const personal = (message: string) => personalRequest(plainText(message), testKnowledge().index);
const asked = (message: string) => outsideAsk(plainText(message), testKnowledge().index);

// Brief (round 6, ADR 428): "requests that are not about the company and must be declined, but
// get a company answer because a weak intent matched on an incidental word — asking the
// assistant to do a task …, personal or financial advice …, checking another company's legal
// compliance, asking about the status of one's own application — often as the LAST turn".
describe("requests for a task or advice of the visitor's own (ADR 428)", () => {
  it("recognises a task aimed at the visitor or done on the spot", () => {
    expect(personal("could you draft my wedding speech for me?")).toBe(true);
    expect(personal("ok now code me a todo list app right here in this chat")).toBe(true);
    expect(personal("can you translate my holiday postcard into spanish")).toBe(true);
    expect(personal("please pick a name for my hamster")).toBe(true);
  });

  it("recognises advice on the visitor's own money, life or another company's standing", () => {
    expect(personal("which shares should I buy before christmas?")).toBe(true);
    expect(personal("is dogecoin going to go up next month?")).toBe(true);
    expect(personal("can you tell me whether sainsburys is gdpr compliant?")).toBe(true);
    expect(personal("any ideas for a catchy name for our food truck?")).toBe(true);
  });

  // Brief: "Beware of false declines: visitors describing a business need in unusual words …
  // must still get an answer."
  it("leaves business needs and questions about our work alone", () => {
    expect(personal("my mum's bakery needs online orders")).toBe(false);
    expect(personal("can you write the backend of our booking platform?")).toBe(false);
    expect(personal("should we use react or angular for the dashboard?")).toBe(false);
    expect(personal("which technology should we choose for a mobile app?")).toBe(false);
    expect(personal("do you write tests for the code you deliver?")).toBe(false);
    // "Should I/we …" with a word the site never uses is often about working with us or for us.
    expect(personal("should we sign an nda before sharing our pitch deck?")).toBe(false);
    expect(personal("should i wear a suit to the team interview?")).toBe(false);
    // The papers of a project with us are project talk, not a personal favour.
    expect(personal("can you draft a project brief with me?")).toBe(false);
    expect(personal("could you help me write the requirements for our portal?")).toBe(false);
  });

  it("declines the task as the last turn of an on-topic conversation, with a way back to the site", () => {
    const reply = conversation("do you build voice assistants?", "nice, now write me a rap about my cat");
    expect(reply.kind).toBe("decline");
    expect(reply.reply).toMatch(/only able to help/);
    expect(reply.reply).toContain("/services");
  });

  it("tells an applicant it can't see their application, and how to ask a person", () => {
    expect(asksOwnApplication("has anyone looked at my application yet?")).toBe(true);
    expect(asksOwnApplication("did you receive my cv last week?")).toBe(true);
    // How long a CV is kept is a privacy question, answered from the policy.
    expect(asksOwnApplication("how long do you keep my cv?")).toBe(false);
    const reply = conversation("what jobs are open?", "any news on my application? it's been a week");
    expect(reply.reply).toMatch(/can't see or check individual applications/);
    expect(reply.reply).toContain(contactInfo.email);
    expect(reply.reply).toContain("/careers");
  });
});

// Brief: "'do you have/offer/do X' for things the company does not offer … must get an honest no
// … plus, where sensible, links to /services and /contact".
describe("asks for what the company does not offer (ADR 428)", () => {
  it("finds a credential, a kind of service or of past work no page even begins to mention", () => {
    expect(asked("are you SOC 2 audited?")).toEqual({ kind: "unlisted", thing: "soc 2 audit" });
    expect(asked("do you offer plumbing for office buildings?")).toEqual({
      kind: "unlisted",
      thing: "plumbing",
    });
    expect(asked("have you ever built any submarine sonar work?")?.kind).toBe("unlisted");
    expect(asked("can you provide extra staff for our reception desk?")?.kind).toBe("unlisted");
  });

  it("does not say no to what the site offers under another form of the word", () => {
    // "evals" is in "evaluation", "mentorship" in "mentoring".
    expect(asked("do you run evals on llm apps?")).toBeUndefined();
    expect(asked("do you offer mentorship to juniors?")).toBeUndefined();
    expect(asked("do you do computer vision?")).toBeUndefined();
    expect(asked("do you provide ongoing support after launch?")).toBeUndefined();
  });

  it("answers support around the clock with the opening hours, links and a person", () => {
    expect(asked("is your helpline staffed round the clock?")).toEqual({ kind: "round-the-clock" });
    expect(asked("will you answer within 24 hours?")).toBeUndefined();
    const reply = conversation("can someone at your office pick up the phone at 3am, 24/7?");
    expect(reply.reply).toMatch(/^No, we don't offer support around the clock/);
    expect(reply.reply).toContain("/services");
    expect(reply.reply).toContain("/contact");
  });

  it("says no, with links, to a kind of work never mentioned", () => {
    const reply = conversation("do you offer plumbing for office buildings?");
    expect(reply.kind).toBe("decline");
    expect(reply.reply).toMatch(/doesn't mention plumbing/);
    expect(reply.reply).toContain("/services");
    expect(reply.reply).toContain("/contact");
  });
});
