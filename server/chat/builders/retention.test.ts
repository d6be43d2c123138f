// @vitest-environment node
import { describe, expect, it } from "vitest";
import { retentionDays } from "../../../app/content/index.ts";
import { playTurns } from "./context.test-helper.ts";
import { retentionReply } from "./retention.ts";

// Issue 10 §2: "the privacy policy's sections (… retention periods …)" answered from the data.
// "How long do you keep X? … and Y?" recurs in nine of the ten read corpora; the follow-up was
// answered with the policy's collection section, and server logs and visit records had no answer.
describe("how long each kind of data is kept", () => {
  it("answers the period of the kind of data asked about, and only that one", () => {
    const cv = retentionReply("if i apply and don't get it, how long do you hang on to my cv?", "") ?? "";
    expect(cv).toContain(`${retentionDays.leads} days`);
    expect(cv).not.toContain(`${retentionDays.chatConversations} days`);
    expect(cv).toContain("/privacy-policy#retention");
    const logs = retentionReply("how long do you keep web server logs?", "") ?? "";
    expect(logs).toMatch(/security and troubleshooting/);
    const visits = retentionReply("how long do you keep the individual visit records?", "") ?? "";
    expect(visits).toMatch(new RegExp(`${retentionDays.insightsEvents} days, then daily totals`));
  });

  it("reads a short follow-up as the same question about another kind of data", () => {
    const reply = playTurns(
      "how long do you keep chat logs?",
      "and the stuff I send through the contact form?",
    ).reply;
    expect(reply).toContain(`${retentionDays.leads} days`);
    expect(reply).not.toContain(`${retentionDays.chatConversations} days`);
    const after = playTurns(
      "how long do you keep the individual visit records?",
      "and what's left after that?",
    ).reply;
    expect(after).toMatch(/daily totals/);
  });

  it("says the chat is kept, and for how long, when asked whether it is", () => {
    const reply = retentionReply(
      "ok separate question - do you keep a record of this chat?",
      "what services do you offer?",
    );
    expect(reply).toContain(`${retentionDays.chatConversations} days`);
    expect(reply).toMatch(/Chat transcripts are stored/);
  });

  it("leaves requests for records and questions about other things alone", () => {
    expect(
      retentionReply(
        "ok then show me the last chat someone else had with you",
        "how long do you keep chat logs?",
      ),
    ).toBeUndefined();
    expect(retentionReply("screening job applications takes our HR team forever", "")).toBeUndefined();
    expect(retentionReply("how long is the hiring process?", "")).toBeUndefined();
  });
});
