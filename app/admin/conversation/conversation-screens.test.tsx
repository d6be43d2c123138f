// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConversationJson, ConversationSummaryJson } from "../api";
import { ConversationDetail } from "../ConversationDetail";
import { Inbox } from "../Inbox";

/**
 * Issue 13, "The team sees conversations": "The inbox lists chat conversations beside the
 * form leads (a "Chat" type in the filter …): started at, first question, message count,
 * whether it produced a lead. A conversation view shows the whole transcript with
 * timestamps and the pages it happened on"; "each links to the other".
 */

const summary = (index: number, leadId: string | null): ConversationSummaryJson => ({
  id: `c-${index}`,
  startedAt: "2026-11-24T10:00:00.000Z",
  lastMessageAt: "2026-11-24T10:05:00.000Z",
  messageCount: 4,
  firstQuestion: `Question ${index}`,
  leadId,
});

let urls: string[];
let answer: (url: string) => unknown;

beforeEach(() => {
  urls = [];
  window.history.replaceState(null, "", "/admin");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(answer(url)), { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("conversations in the inbox", () => {
  beforeEach(() => {
    answer = (url) =>
      url.startsWith("/admin/api/stats/weekly")
        ? { weeks: [] }
        : url.startsWith("/admin/api/conversations")
          ? { conversations: [summary(1, "lead-9"), summary(2, null)], total: 30, nextCursor: null }
          : { leads: [], total: 0, nextCursor: null };
  });

  it("lists them under the Chat type: started, first question, messages, whether a lead came of it; searched and paged", async () => {
    const user = userEvent.setup();
    render(<Inbox search={new URLSearchParams("type=chat&q=shop&cpage=2")} />);
    const section = await screen.findByRole("region", { name: "Conversations" });
    expect(
      await within(section).findByText("30 conversations match this search, newest first."),
    ).toBeTruthy();
    expect(urls).toContain("/admin/api/conversations?q=shop&limit=25&offset=25");
    const rows = within(section).getAllByRole("row").slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "Question 1" })
        .getAttribute("href"),
    ).toBe("/admin/conversations/c-1");
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "Produced a lead" })
        .getAttribute("href"),
    ).toBe("/admin/leads/lead-9");
    expect(rows[1]?.textContent).toContain("No lead");
    expect(
      within(section).getByRole("link", { name: "Export conversations (CSV)" }).getAttribute("href"),
    ).toBe("/admin/api/conversations/export.csv?q=shop");
    expect(within(section).getByText("Page 2 of 2")).toBeTruthy();
    await user.click(within(section).getByRole("button", { name: "Previous page" }));
    expect(window.location.search).toBe("?type=chat&q=shop");
  });

  it("shows no conversations for the other types", async () => {
    render(<Inbox search={new URLSearchParams("type=quote")} />);
    await screen.findByText("No leads match this filter.");
    expect(screen.queryByRole("region", { name: "Conversations" })).toBeNull();
    expect(urls.some((url) => url.startsWith("/admin/api/conversations"))).toBe(false);
  });
});

describe("conversation view", () => {
  it("shows every message with time, speaker and page, the pages, and the link to its lead", async () => {
    const conversation: ConversationJson = {
      ...summary(1, "lead-9"),
      pages: ["/", "/services"],
      messages: [
        { seq: 1, sender: "user", text: "Hello", at: "2026-11-24T10:00:00.000Z", page: "/" },
        {
          seq: 2,
          sender: "ai",
          text: "See [our services](/services).",
          at: "2026-11-24T10:00:01.000Z",
          page: null,
        },
        {
          seq: 3,
          sender: "user",
          text: "A quote, please",
          at: "2026-11-24T10:01:00.000Z",
          page: "/services",
        },
        { seq: 4, sender: "ai", text: "Gladly.", at: "2026-11-24T10:01:01.000Z", page: null },
      ],
    };
    answer = () => conversation;
    render(<ConversationDetail id="c-1" />);
    const list = await screen.findByRole("list", { name: "Every message, oldest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items[0]?.textContent).toContain("Visitor");
    expect(items[0]?.textContent).toContain("on /");
    expect(items[1]?.textContent).toContain("See our services (/services).");
    expect(items[0]?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-24T10:00:00.000Z");
    expect(screen.getByText("/, /services")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the lead it produced" }).getAttribute("href")).toBe(
      "/admin/leads/lead-9",
    );
  });
});
