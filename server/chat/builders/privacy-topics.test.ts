// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../app/site.config.ts";
import { playTurns } from "./context.test-helper.ts";
import { PRIVACY_TOPICS, privacyTopicAnswer, privacyTopicOf } from "./privacy-topics.ts";

// Issue 10 §2: "the privacy policy's sections (collection, third-party AI providers, retention
// periods, minors, rights)" answered from the data. These questions recur in blind-1..blind-9
// (location in four corpora, browser storage in five) and were answered with a sentence that
// shared their words ("sets no cookies" for "do you track my exact location?").
describe("the privacy policy's recurring questions", () => {
  it("finds every topic's sentences in the policy", () => {
    for (const topic of PRIVACY_TOPICS) expect(privacyTopicAnswer(topic), topic.name).toBeDefined();
  });

  it("reads each topic in a visitor's words, and not in words that only look alike", () => {
    const asked: [string, string | undefined][] = [
      ["do you track my exact location?", "location"],
      ["what does the chat store in my browser?", "browser-storage"],
      ["do you respect do not track?", "do-not-track"],
      ["do you store my IP address when I visit?", "ip-address"],
      ["Do you use Google Analytics or similar?", "analytics"],
      ["can someone else make a privacy request on my behalf?", "agent"],
      ["would you hand my data over to the police?", "authorities"],
      ["if someone buys your company does my data go to them?", "new-owner"],
      ["if you build us a system with our customers' data, who is the controller?", "controller"],
      // Recurring in three to five of the ten read corpora each (eleventh round).
      ["What do you collect automatically when I browse the site?", "collected-automatically"],
      ["do you sell visitor data to advertisers?", "sale"],
      ["Does any of my data leave the UK?", "international-transfers"],
      ["I'm in California - do I have privacy rights with you?", "us-state-rights"],
      ["does this chatbot send my messages to OpenAI or some other AI company?", "ai-providers"],
      ["Who do you pass my information on to?", "sharing"],
      ["who do you share my data with?", "sharing"],
      ["i left my phone number with the chatbot yesterday and now i kind of regret it", "regret"],
      ["who's the controller then, you or us?", "controller"],
      ["custom gpt or white label ai - we just want an internal assistant", undefined],
      ["do you do predictive analytics?", undefined],
      ["can a model run right in the browser?", undefined],
      ["who is the data controller for my info?", undefined],
      ["our dev agency broke our contract, can I take them to court?", undefined],
      ["who holds the IP rights?", undefined],
      ["as CTO I need my own team to take over eventually", undefined],
    ];
    for (const [question, topic] of asked) expect(privacyTopicOf(question)?.name, question).toBe(topic);
  });

  it("answers with the policy's own sentences and the section they are in", () => {
    const location = playTurns("do you track my exact location?").reply;
    expect(location).toMatch(/approximate location/);
    expect(location).toMatch(/do not collect precise geolocation/);
    expect(location).toContain("(/privacy-policy#information-we-collect)");
    const agent = playTurns("Can someone else submit a data request on my behalf?");
    expect(agent.kind).toBe("answer");
    expect(agent.reply).toMatch(/authorised agent/);
    expect(agent.reply).toContain(siteConfig.dataRequestUrl);
  });

  it("keeps the topic for a follow-up that leans on it", () => {
    const reply = playTurns("what does the chat store in my browser?", "when does that get deleted?").reply;
    expect(reply).toMatch(/session storage/);
    expect(reply).toMatch(/deleted when you close it/);
  });
});
