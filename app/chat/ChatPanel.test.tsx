// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatWidgetCopy } from "../content/chat";
import ChatPanel from "./ChatPanel";
import { SESSION_KEY } from "./chat-state";

type Deferred = { resolve: (response: Response) => void; reject: (error: unknown) => void; body: unknown };

let requests: Deferred[] = [];

beforeEach(() => {
  window.sessionStorage.clear();
  requests = [];
  window.matchMedia ??= ((query: string) =>
    ({ matches: false, media: query }) as MediaQueryList) as typeof window.matchMedia;
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit) => {
      return new Promise<Response>((resolve, reject) => {
        requests.push({ resolve, reject, body: JSON.parse(String(init.body)) });
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reply = (text: string, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { reply: text, conversationId: "x" } : { error: "x" }), {
    status,
    headers: { "content-type": "application/json" },
  });

function renderPanel(onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <ChatPanel id="chat" open focusOnOpen onClose={onClose} />
    </MemoryRouter>,
  );
  const dialog = screen.getByRole("dialog", { name: chatWidgetCopy.title });
  const input = within(dialog).getByRole("textbox", { name: chatWidgetCopy.inputLabel });
  const log = within(dialog).getByRole("log");
  return { dialog, input, log, onClose };
}

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const pressEnter = (input: HTMLElement) => fireEvent.keyDown(input, { key: "Enter" });

describe("ChatPanel", () => {
  it("starts with exactly one greeting and focuses the input", () => {
    const { log, input } = renderPanel();
    expect(within(log).getAllByText(chatWidgetCopy.greeting)).toHaveLength(1);
    expect(document.activeElement).toBe(input);
  });

  it("sends on Enter: appends the message, clears and disables the input, shows typing, then the reply", async () => {
    const { input, log } = renderPanel();
    type(input, "  What is MarkAid?  ");
    pressEnter(input);
    expect(within(log).getByText("What is MarkAid?")).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe("");
    expect(input.getAttribute("aria-disabled")).toBe("true");
    expect(within(log).getByText(chatWidgetCopy.typingLabel)).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ message: "What is MarkAid?", history: [] });

    // Input while waiting is ignored.
    type(input, "another");
    pressEnter(input);
    expect(requests).toHaveLength(1);

    await act(async () =>
      requests[0]?.resolve(reply("MarkAid grades essays. Read more: [MarkAid](/portfolio/markaid)")),
    );
    await waitFor(() =>
      expect(within(log).getByRole("link", { name: "MarkAid" }).getAttribute("href")).toBe(
        "/portfolio/markaid",
      ),
    );
    expect(input.getAttribute("aria-disabled")).toBe("false");
    expect(within(log).queryByText(chatWidgetCopy.typingLabel)).toBeNull();
  });

  it("ignores empty and whitespace-only input", () => {
    const { input, log } = renderPanel();
    pressEnter(input);
    type(input, "   \n  ");
    pressEnter(input);
    expect(requests).toHaveLength(0);
    expect(log.textContent).not.toContain("You:");
  });

  it("shows the connection error as an assistant message on a non-OK answer and on a network error", async () => {
    const { input, log } = renderPanel();
    type(input, "hello");
    pressEnter(input);
    await act(async () => requests[0]?.resolve(reply("", 500)));
    await waitFor(() => expect(within(log).getAllByText(chatWidgetCopy.error)).toHaveLength(1));

    type(input, "hello again");
    pressEnter(input);
    await act(async () => requests[1]?.reject(new TypeError("Failed to fetch")));
    await waitFor(() => expect(within(log).getAllByText(chatWidgetCopy.error)).toHaveLength(2));
    // The earlier exchange is history for the second request, without the greeting.
    expect(requests[1]?.body).toMatchObject({
      history: [
        { text: "hello", sender: "user" },
        { text: chatWidgetCopy.error, sender: "ai" },
      ],
    });
  });

  it("closes on Escape and renders server text as text, never as HTML", async () => {
    const { input, log, onClose } = renderPanel();
    type(input, "hi");
    pressEnter(input);
    await act(async () =>
      requests[0]?.resolve(reply('<img src=x onerror="alert(1)"> [x](javascript:alert(1))')),
    );
    await waitFor(() => expect(log.textContent).toContain("<img src=x"));
    expect(log.querySelector("img")).toBeNull();
    expect(within(log).queryByRole("link")).toBeNull();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: true });
  });

  // Issue 28: "server-issued conversation ids with a secret the widget returns; unknown or
  // unproven ids refused"; "a cap on messages per conversation (then a new conversation, said plainly)".
  describe("the conversation the server issued", () => {
    const ISSUED = {
      conversationId: "6f1c1d3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      conversationToken: "a".repeat(43),
    };
    const NEXT = {
      conversationId: "7a2d2e4f-2b3c-4d4e-9fa0-1b2c3d4e5f60",
      conversationToken: "b".repeat(43),
    };
    const answer = (body: object, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

    async function firstExchange() {
      const panel = renderPanel();
      type(panel.input, "Do you build apps?");
      pressEnter(panel.input);
      expect(requests[0]?.body).not.toHaveProperty("conversationId");
      expect(requests[0]?.body).toMatchObject({ page: "/" });
      await act(async () => requests[0]?.resolve(answer({ reply: "Yes, we do.", ...ISSUED })));
      await waitFor(() => expect(within(panel.log).getByText("Yes, we do.")).toBeTruthy());
      return panel;
    }

    it("keeps the id and secret of the first answer in the tab and sends both with each later message", async () => {
      const { input } = await firstExchange();
      const saved = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? "{}");
      expect(saved.conversation).toEqual({ id: ISSUED.conversationId, token: ISSUED.conversationToken });
      type(input, "How long does it take?");
      pressEnter(input);
      expect(requests[1]?.body).toMatchObject(ISSUED);
    });

    it.each([
      ["unknown or unproven (404)", 404, false],
      ["full (409)", 409, true],
    ])(
      "sends the same message again as a new conversation when the server refuses it as %s",
      async (_case, status, told) => {
        const { input, log } = await firstExchange();
        type(input, "And the price?");
        pressEnter(input);
        await act(async () => requests[1]?.resolve(answer({ error: "refused" }, status)));
        await waitFor(() => expect(requests).toHaveLength(3));
        expect(requests[2]?.body).toMatchObject({ message: "And the price?" });
        expect(requests[2]?.body).not.toHaveProperty("conversationId");
        expect(requests[2]?.body).not.toHaveProperty("conversationToken");
        await act(async () => requests[2]?.resolve(answer({ reply: "It depends.", ...NEXT })));
        await waitFor(() => expect(within(log).getByText("It depends.")).toBeTruthy());
        // Nothing the visitor typed is lost, nothing is shown twice, no error.
        expect(within(log).getAllByText("And the price?")).toHaveLength(1);
        expect(within(log).queryByText(chatWidgetCopy.error)).toBeNull();
        expect(within(log).queryAllByText(chatWidgetCopy.conversationFull)).toHaveLength(told ? 1 : 0);
        const saved = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? "{}");
        expect(saved.conversation).toEqual({ id: NEXT.conversationId, token: NEXT.conversationToken });
        type(input, "Thanks");
        pressEnter(input);
        expect(requests[3]?.body).toMatchObject(NEXT);
      },
    );

    it("shows the connection error when the new conversation fails too, and tries only once", async () => {
      const { input, log } = await firstExchange();
      type(input, "And the price?");
      pressEnter(input);
      await act(async () => requests[1]?.resolve(answer({ error: "refused" }, 404)));
      await waitFor(() => expect(requests).toHaveLength(3));
      await act(async () => requests[2]?.resolve(answer({ error: "Not Found" }, 404)));
      await waitFor(() => expect(within(log).getAllByText(chatWidgetCopy.error)).toHaveLength(1));
      expect(requests).toHaveLength(3);
    });
  });
});
