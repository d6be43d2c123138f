// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadJson } from "./api";
import { Inbox } from "./Inbox";
import { LeadDetail } from "./LeadDetail";

/**
 * Issue 7's inbox and lead detail, driven as the team uses them, against a stubbed
 * /admin/api (the real server is exercised by tests/e2e/admin.spec.ts). Issue 15 split
 * both screens into pieces; these pin what they do: the filter and the page live in the
 * URL, pagination, the summary line, saving and deleting.
 */

function lead(index: number, overrides: Partial<LeadJson> = {}): LeadJson {
  return {
    id: `lead-${index}`,
    type: "quote",
    status: "new",
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    createdAt: "2026-11-24T10:00:00.000Z",
    fields: { name: `Visitor ${index}`, email: `visitor${index}@example.com`, requirements: "An app" },
    notes: null,
    attachments: [],
    attribution: {},
    conversationId: null,
    ...overrides,
  };
}

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => { status: number; body?: unknown };

beforeEach(() => {
  calls = [];
  window.history.replaceState(null, "", "/admin");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url: input,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const leadCalls = () => calls.filter((call) => call.url.startsWith("/admin/api/leads"));

describe("inbox", () => {
  beforeEach(() => {
    answer = (call) =>
      call.url.startsWith("/admin/api/stats/weekly")
        ? { status: 200, body: { weeks: [] } }
        : { status: 200, body: { leads: [lead(1), lead(2)], total: 60, nextCursor: null } };
  });

  it("asks for the URL's filter and page, says how many match, and pages through them", async () => {
    const user = userEvent.setup();
    render(<Inbox search={new URLSearchParams("type=quote&status=won&q=ada&page=2")} />);
    expect(await screen.findByText("60 leads match this filter, newest first.")).toBeTruthy();
    expect(leadCalls()[0]?.url).toBe("/admin/api/leads?type=quote&status=won&q=ada&limit=25&offset=25");
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    expect((screen.getByLabelText("Type") as HTMLSelectElement).value).toBe("quote");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("won");
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("ada");
    expect(screen.getByRole("link", { name: "Export CSV (this filter)" }).getAttribute("href")).toBe(
      "/admin/api/export.csv?type=quote&status=won&q=ada",
    );
    expect(screen.getByRole("link", { name: "Clear" }).getAttribute("href")).toBe("/admin");

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(window.location.search).toBe("?type=quote&status=won&q=ada&page=3");
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(window.location.search).toBe("?type=quote&status=won&q=ada");
  });

  it("puts a new filter in the URL and starts again at its first page", async () => {
    const user = userEvent.setup();
    render(<Inbox search={new URLSearchParams("page=2")} />);
    await screen.findByText("60 leads, newest first.");
    expect(screen.queryByRole("link", { name: "Clear" })).toBeNull();

    await user.selectOptions(screen.getByLabelText("Type"), "Consultation request");
    expect(window.location.search).toBe("?type=consultation");
    await user.selectOptions(screen.getByLabelText("Status"), "Lost");
    expect(window.location.search).toBe("?status=lost");
    await user.type(screen.getByLabelText("Search"), "  grace  ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(window.location.search).toBe("?q=grace");
  });

  it("lists each lead with its type, address and status; one page needs no pager", async () => {
    answer = (call) =>
      call.url.startsWith("/admin/api/stats/weekly")
        ? { status: 200, body: { weeks: [] } }
        : {
            status: 200,
            body: {
              leads: [lead(1, { type: "application", status: "won", attachments: [] })],
              total: 1,
              nextCursor: null,
            },
          };
    render(<Inbox search={new URLSearchParams("q=visitor1")} />);
    expect(await screen.findByText("1 lead matches this filter, newest first.")).toBeTruthy();
    const table = within(screen.getByRole("table", { name: "Leads, newest first" }));
    const headers = table.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Received", "Name", "Type", "Email", "Status"]);
    const cells = table.getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(["Visitor 1", "Job application", "visitor1@example.com", "Won"]);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("shows the server's words when the list cannot be loaded", async () => {
    answer = (call) =>
      call.url.startsWith("/admin/api/stats/weekly")
        ? { status: 200, body: { weeks: [] } }
        : { status: 500, body: { error: "The store is unavailable." } };
    render(<Inbox search={new URLSearchParams()} />);
    expect((await screen.findByRole("alert")).textContent).toBe("The store is unavailable.");
  });
});

describe("lead detail", () => {
  it("saves the status and the notes and says so", async () => {
    let current = lead(7, { type: "consultation" });
    answer = (call) => {
      if (call.method === "PATCH") {
        current = { ...current, ...(call.body as Partial<LeadJson>) };
        return { status: 200, body: current };
      }
      return { status: 200, body: current };
    };
    const user = userEvent.setup();
    render(<LeadDetail id="lead-7" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Visitor 7" })).toBeTruthy();
    expect(screen.getByText("Consultation request")).toBeTruthy();

    const save = screen.getByRole("button", { name: "Save status" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText("Where this lead stands"), "Contacted");
    await user.click(save);
    expect(await screen.findByText("Status saved: Contacted.")).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: "PATCH",
      url: "/admin/api/leads/lead-7",
      body: { status: "contacted" },
    });

    await user.type(screen.getByLabelText("Notes for the team (never sent to the visitor)"), "Call Friday");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("Notes saved.")).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ notes: "Call Friday" });
  });

  it("says why a save failed, in the server's words", async () => {
    answer = (call) =>
      call.method === "PATCH"
        ? { status: 400, body: { error: "Some parameters are missing or invalid." } }
        : { status: 200, body: lead(8) };
    const user = userEvent.setup();
    render(<LeadDetail id="lead-8" />);
    await user.selectOptions(await screen.findByLabelText("Where this lead stands"), "Lost");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Some parameters are missing or invalid."),
    );
  });

  it("deletes only after a second confirmation, then goes back to the inbox", async () => {
    answer = (call) => (call.method === "DELETE" ? { status: 204 } : { status: 200, body: lead(9) });
    window.history.replaceState(null, "", "/admin/leads/lead-9");
    const user = userEvent.setup();
    render(<LeadDetail id="lead-9" />);
    await user.click(await screen.findByRole("button", { name: "Delete this lead…" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete this lead…" }));
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Delete permanently" }));
    });
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", url: "/admin/api/leads/lead-9" });
    expect(window.location.pathname).toBe("/admin");
  });

  it("says a lead that is gone was not found", async () => {
    answer = () => ({ status: 404, body: { error: "No lead with this id." } });
    render(<LeadDetail id="gone" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Lead not found" })).toBeTruthy();
    expect(screen.getByText("It may have been deleted or erased.")).toBeTruthy();
  });
});
