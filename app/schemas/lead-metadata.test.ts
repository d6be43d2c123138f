// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CONTACT_TOPIC_LABELS } from "./form-fields.ts";
import {
  LEAD_FIELDS,
  leadFieldLabel,
  leadFieldText,
  orderedLeadFields,
  plainChatText,
  transcriptOf,
} from "./lead-metadata.ts";

describe('issue 15 "Lead metadata in one place": field labels and order, topic labels', () => {
  it("orders a home contact lead's fields as LEAD_FIELDS lists them, whatever order they were stored in", () => {
    const stored = {
      nda: true,
      message: "Hello",
      form: "home",
      company: "Apollo",
      topic: "partnership",
      email: "m@example.com",
      phone: "+44",
      name: "Margaret",
    };
    expect(orderedLeadFields(stored).map(([key]) => key)).toEqual([
      "form",
      "name",
      "email",
      "phone",
      "company",
      "topic",
      "nda",
      "message",
    ]);
  });

  it("puts fields no form sends after the known ones, by name", () => {
    const keys = orderedLeadFields({ zeta: 1, name: "A", alpha: 2, requirements: "r" }).map(([key]) => key);
    expect(keys).toEqual(["name", "requirements", "alpha", "zeta"]);
  });

  it('labels the e-mail field "Email", as every visitor form does (the drift with "E-mail" resolved)', () => {
    expect(leadFieldLabel("email")).toBe("Email");
    expect(leadFieldLabel("jobTitle")).toBe("Position");
    expect(leadFieldLabel("utm_campaign")).toBe("utm_campaign");
  });

  it('names the home form "Home page Contact Us form" (SPEC §2 Home: "A Contact Us form")', () => {
    expect(leadFieldText("form", "home")).toBe("Home page Contact Us form");
    expect(leadFieldText("form", "page")).toBe("Contact page form");
    expect(leadFieldText("form", "elsewhere")).toBe("elsewhere");
  });

  it("shows topics by their SPEC §9 labels, flags as Yes/No and other values as typed", () => {
    expect(leadFieldText("topic", "consult")).toBe(CONTACT_TOPIC_LABELS.consult);
    expect(leadFieldText("topic", "consult")).toBe("AI Consultation");
    expect(leadFieldText("topic", "toString")).toBe("toString");
    expect(leadFieldText("nda", true)).toBe("Yes");
    expect(leadFieldText("nda", false)).toBe("No");
    expect(leadFieldText("message", "=1+1")).toBe("=1+1");
    expect(leadFieldText("extra", { a: 1 })).toBe('{"a":1}');
  });

  it("lists each field once", () => {
    const keys = LEAD_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("issue 13: a chat message as the inbox and the team's e-mail read it", () => {
  it("writes the assistant's links as label and address, the quote form by name", () => {
    expect(plainChatText("Use our [Get a quote](#get-quote) form or [contact us](/contact).")).toBe(
      "Use our Get a quote (the quote form) form or contact us (/contact).",
    );
    expect(plainChatText("No links [here] (really)")).toBe("No links [here] (really)");
  });

  it("reads a stored transcript, skipping entries not in its shape", () => {
    expect(
      transcriptOf({
        transcript: [
          { sender: "user", text: "Hi", at: "2026-11-24T09:00:00.000Z", page: "/" },
          { sender: "bot", text: "?", at: "x" },
          "nonsense",
        ],
      }),
    ).toEqual([{ sender: "user", text: "Hi", at: "2026-11-24T09:00:00.000Z", page: "/" }]);
    expect(transcriptOf({ message: "no transcript" })).toBeUndefined();
  });
});
