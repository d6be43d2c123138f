// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadJson } from "../api";
import { LeadFields } from "./LeadFields";

afterEach(cleanup);

const lead: LeadJson = {
  id: "lead-1",
  type: "contact",
  status: "new",
  name: "Margaret Hamilton",
  email: "margaret@example.com",
  createdAt: "2026-11-24T10:00:00.000Z",
  fields: {
    form: "home",
    nda: true,
    message: "Two\nlines",
    topic: "partnership",
    company: "Apollo",
    phone: "+44 20 7946 0999",
    email: "margaret@example.com",
    name: "Margaret Hamilton",
  },
  notes: null,
  attachments: [],
  attribution: {},
  conversationId: null,
};

describe("lead detail: what they sent (issue 7), labelled from the lead metadata (issue 15)", () => {
  it("lists every field in reading order with the forms' labels, the topic by its label and the flag as Yes", () => {
    render(<LeadFields lead={lead} />);
    const list = screen.getByRole("heading", { name: "What they sent" }).nextElementSibling as HTMLElement;
    const terms = within(list)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Name", "Email", "Phone", "Company", "Topic", "NDA requested", "Message"]);
    const definitions = within(list)
      .getAllByRole("definition")
      .map((definition) => definition.textContent);
    expect(definitions).toEqual([
      "Margaret Hamilton",
      "margaret@example.com",
      "+44 20 7946 0999",
      "Apollo",
      "Partnership",
      "Yes",
      "Two\nlines",
    ]);
    expect(screen.getByRole("link", { name: "margaret@example.com" }).getAttribute("href")).toBe(
      "mailto:margaret@example.com",
    );
  });

  it("offers the attachment for download with its size and type", () => {
    const withFile: LeadJson = {
      ...lead,
      attachments: [
        {
          id: "a",
          filename: "brief.pdf",
          contentType: "application/pdf; charset=binary",
          size: 2048,
          sha256: "x",
          url: "/admin/api/leads/lead-1/attachment",
        },
      ],
    };
    render(<LeadFields lead={withFile} />);
    const link = screen.getByRole("link", { name: "Download brief.pdf" });
    expect(link.getAttribute("href")).toBe("/admin/api/leads/lead-1/attachment");
    expect(screen.getByText("(2.0 KB, application/pdf)")).toBeTruthy();
  });
});
