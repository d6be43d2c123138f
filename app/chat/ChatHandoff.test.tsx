// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatHandoffCopy, chatWidgetCopy } from "../content/chat";
import { FakeXhr } from "../forms/fake-xhr.test-helper";
import ChatPanel from "./ChatPanel";

/**
 * Issue 13, "The assistant can take the visitor's details": "the assistant offers to pass the
 * conversation to the team. Accepting shows a small form inside the chat window (name,
 * e-mail, optional phone/company, optional note, a link to the privacy policy) … The chat
 * then confirms in plain words and continues." "Focus moves into the inline form and back,
 * errors are announced, everything works by keyboard."
 */

/** The conversation the server issues with its first answer (issue 28). */
const ISSUED = { conversationId: "6f1c1d3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", conversationToken: "T".repeat(43) };

const CONFIRMATION =
  "Thank you! I've passed our conversation to the team. They'll get back to you within one business day.";
let chatAnswers: ((body: object) => void)[] = [];

beforeEach(() => {
  window.sessionStorage.clear();
  chatAnswers = [];
  FakeXhr.requests = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  window.matchMedia ??= ((query: string) =>
    ({ matches: false, media: query }) as MediaQueryList) as typeof window.matchMedia;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          chatAnswers.push((body) =>
            resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } })),
          );
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function askAboutAProject() {
  render(
    <MemoryRouter>
      <ChatPanel id="chat" open focusOnOpen onClose={vi.fn()} />
    </MemoryRouter>,
  );
  const dialog = screen.getByRole("dialog", { name: chatWidgetCopy.title });
  const input = within(dialog).getByRole("textbox", { name: chatWidgetCopy.inputLabel });
  fireEvent.change(input, { target: { value: "We need an AI assistant for our shop, please call me" } });
  fireEvent.keyDown(input, { key: "Enter" });
  await waitFor(() => expect(chatAnswers).toHaveLength(1));
  act(() => chatAnswers[0]?.({ reply: "We build those.", ...ISSUED, intent: "lead", offerHandoff: true }));
  await screen.findByText(chatHandoffCopy.offer);
  return { dialog, input };
}

const enter = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe("passing the chat to the team", () => {
  it("offers it after a reply with offerHandoff, and not after an ordinary one", async () => {
    const { input } = await askAboutAProject();
    expect(screen.getByRole("button", { name: chatHandoffCopy.accept })).toBeTruthy();
    fireEvent.change(input, { target: { value: "What is RAG?" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(chatAnswers).toHaveLength(2));
    act(() =>
      chatAnswers[1]?.({
        reply: "Retrieval.",
        conversationId: ISSUED.conversationId,
        intent: "faq",
        offerHandoff: false,
      }),
    );
    await screen.findByText("Retrieval.");
    expect(screen.queryByText(chatHandoffCopy.offer)).toBeNull();
  });

  it("shows the inline form on accept with focus in it, checks it with the shared schema, sends it with the conversation, confirms and continues", async () => {
    await askAboutAProject();
    fireEvent.click(screen.getByRole("button", { name: chatHandoffCopy.accept }));
    const form = await screen.findByRole("form", { name: chatHandoffCopy.formTitle });
    // Focus moves into the form.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText("Name")));
    // Name and e-mail required; phone, company and note optional.
    const required = (label: RegExp) => (within(form).getByLabelText(label) as HTMLInputElement).required;
    expect([/^Name/, /^Email/, /Phone/, /Company/, /Note for the team/].map(required)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(within(form).getByText("privacy policy").getAttribute("href")).toBe("/privacy-policy");
    // The composer gives way while the form is open.
    expect(screen.queryByRole("textbox", { name: chatWidgetCopy.inputLabel })).toBeNull();

    // Errors: the shared schema's messages, tied to the field, focus on the first.
    enter("Email", "not-an-address");
    fireEvent.submit(form);
    const nameInput = within(form).getByLabelText("Name");
    await waitFor(() => expect(nameInput.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("Name is required")).toBeTruthy();
    expect(within(form).getByText("Email must be a valid e-mail address")).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);

    enter("Name", "Ada Lovelace");
    enter("Email", "ada@example.com");
    enter(/Company/, "Analytical Engines");
    enter(/Note for the team/, "Mornings are best");
    fireEvent.submit(form);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const request = FakeXhr.requests[0];
    expect([request?.method, request?.url]).toEqual(["POST", "/api/chat/lead"]);
    // The conversation the server issued, proven by its secret (issue 28).
    expect(request?.json()).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      note: "Mornings are best",
      ...ISSUED,
      leave_blank: "",
      sourcePage: "/",
    });

    act(() => request?.respond(201, { message: CONFIRMATION, id: "lead-1" }));
    // The chat confirms in plain words and continues: focus back in the message input.
    await screen.findByText(CONFIRMATION);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: chatWidgetCopy.inputLabel })),
    );
    expect(screen.queryByRole("form", { name: chatHandoffCopy.formTitle })).toBeNull();

    // Once passed on, it is not offered again.
    const composer = screen.getByRole("textbox", { name: chatWidgetCopy.inputLabel });
    fireEvent.change(composer, { target: { value: "Can you also do a mobile app?" } });
    fireEvent.keyDown(composer, { key: "Enter" });
    await waitFor(() => expect(chatAnswers).toHaveLength(2));
    act(() =>
      chatAnswers[1]?.({
        reply: "Yes, we do.",
        conversationId: ISSUED.conversationId,
        intent: "lead",
        offerHandoff: true,
      }),
    );
    await screen.findByText("Yes, we do.");
    expect(screen.queryByText(chatHandoffCopy.offer)).toBeNull();
  });

  it('shows SPEC §8 "Failed to send your message. Please try again later." when sending fails, keeping what was typed', async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await askAboutAProject();
    fireEvent.click(screen.getByRole("button", { name: chatHandoffCopy.accept }));
    const form = await screen.findByRole("form", { name: chatHandoffCopy.formTitle });
    enter("Name", "Ada Lovelace");
    enter("Email", "ada@example.com");
    fireEvent.submit(form);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0]?.respond(500, { error: "Something went wrong on our side." }));
    const alert = await within(form).findByText("Failed to send your message. Please try again later.");
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Ada Lovelace");
  });

  it("Cancel and Escape close the form and give focus back to the message input; No, thanks declines", async () => {
    await askAboutAProject();
    fireEvent.click(screen.getByRole("button", { name: chatHandoffCopy.accept }));
    fireEvent.click(await screen.findByRole("button", { name: chatHandoffCopy.cancel }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: chatWidgetCopy.inputLabel })),
    );
    expect(screen.queryByRole("form", { name: chatHandoffCopy.formTitle })).toBeNull();

    cleanup();
    window.sessionStorage.clear();
    chatAnswers = [];
    await askAboutAProject();
    fireEvent.click(screen.getByRole("button", { name: chatHandoffCopy.accept }));
    const form = await screen.findByRole("form", { name: chatHandoffCopy.formTitle });
    fireEvent.keyDown(within(form).getByLabelText("Name"), { key: "Escape" });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: chatWidgetCopy.inputLabel })),
    );
    // The window itself stays open.
    expect(screen.getByRole("dialog", { name: chatWidgetCopy.title }).hidden).toBe(false);

    cleanup();
    window.sessionStorage.clear();
    chatAnswers = [];
    await askAboutAProject();
    fireEvent.click(screen.getByRole("button", { name: chatHandoffCopy.decline }));
    expect(await screen.findByText(chatHandoffCopy.declined)).toBeTruthy();
    expect(screen.queryByText(chatHandoffCopy.offer)).toBeNull();
  });

  // Issue 28: "one hand-off per conversation"; "unknown or unproven ids refused".
  it.each([
    [409, { error: "This conversation has already been passed to the team." }, chatHandoffCopy.alreadySent],
    [404, { error: "This conversation is not available any more." }, chatHandoffCopy.unavailable],
  ])(
    "says so in the conversation when the server answers %i, and the chat continues",
    async (status, body, said) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      await askAboutAProject();
      fireEvent.click(screen.getByRole("button", { name: chatHandoffCopy.accept }));
      const form = await screen.findByRole("form", { name: chatHandoffCopy.formTitle });
      enter("Name", "Ada Lovelace");
      enter("Email", "ada@example.com");
      fireEvent.submit(form);
      await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
      act(() => FakeXhr.requests[0]?.respond(status, body));
      await screen.findByText(said);
      expect(screen.queryByRole("form", { name: chatHandoffCopy.formTitle })).toBeNull();
      expect(screen.queryByText("Failed to send your message. Please try again later.")).toBeNull();
      const composer = screen.getByRole("textbox", { name: chatWidgetCopy.inputLabel });
      await waitFor(() => expect(document.activeElement).toBe(composer));
      fireEvent.change(composer, { target: { value: "One more question" } });
      fireEvent.keyDown(composer, { key: "Enter" });
      await waitFor(() => expect(chatAnswers).toHaveLength(2));
      const sent = JSON.parse(String(vi.mocked(fetch).mock.calls[1]?.[1]?.body));
      // Passed on already: the same conversation continues. Unknown: a new one starts.
      if (status === 409) expect(sent).toMatchObject(ISSUED);
      else expect(sent).not.toHaveProperty("conversationId");
    },
  );
});
