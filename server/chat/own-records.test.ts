// @vitest-environment node
import { describe, expect, it } from "vitest";
import { plainText } from "./intents.ts";
import { aboutApplication, asksOwnRecord } from "./own-records.ts";

const record = (message: string, last = "") => asksOwnRecord(plainText(message), plainText(last));

// Brief (round 7, ADR 434): "asking the bot to look up private records it cannot see".
describe("a look-up of the visitor's own records (ADR 434)", () => {
  it("recognises the outcome or whereabouts of something the visitor sent", () => {
    expect(record("has my application gone through yet?")).toBe(true);
    expect(record("what's the progress on my enquiry")).toBe(true);
    expect(record("where is my quote request?")).toBe(true);
    expect(record("did anyone receive my message from monday")).toBe(true);
    expect(record("I applied for the designer role in march, can you check whether I got it?")).toBe(true);
  });

  it("reads 'it' as what the visitor's last message said they sent", () => {
    expect(
      record("can you show it back to me and say where it's at", "we sent you an enquiry on friday"),
    ).toBe(true);
    expect(record("did i get it?", "i applied for the data role")).toBe(true);
    expect(record("did i get it?", "what does the data role involve?")).toBe(false);
  });

  it("leaves how soon we reply and questions about the process alone", () => {
    expect(record("when should I expect to hear back?", "I sent a quote request this morning")).toBe(false);
    expect(record("will my application be read by a person?")).toBe(false);
    expect(record("how do you review applications?")).toBe(false);
    expect(record("where's your office?")).toBe(false);
  });

  it("tells a job application from other records", () => {
    expect(aboutApplication("did i get it?", "i applied for the data role")).toBe(true);
    expect(aboutApplication("where is my quote request?")).toBe(false);
  });
});
