// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../fake-xhr.test-helper";
import { HomeContactForm } from "./HomeContactForm";

const FAILURE = "Failed to send your message. Please try again later.";

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Sets a text value as typing does (user-event's own value tracking misses form.reset() in happy-dom). */
function enter(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText("Topic"), "AI Consultation");
  enter("Name", "Ada Lovelace");
  enter("Email", "ada@example.com");
  enter(/Phone/, "+44 20 7946 0000");
  enter(/Company/, "Analytical Engines Ltd");
  enter("Message", "We would like to automate our reporting.");
  await user.click(screen.getByLabelText("Please sign an NDA first"));
}

const submitButton = () => screen.getByRole("button", { name: /Send Message|Submitting/ });

describe("HomeContactForm", () => {
  it('SPEC §5 "topic required (select with a disabled placeholder "How can we help you?"); name required; email required, email format; phone optional; company optional; message required"', () => {
    render(<HomeContactForm />);
    const topic = screen.getByLabelText("Topic") as HTMLSelectElement;
    expect(topic.required).toBe(true);
    expect(topic.value).toBe("");
    const options = Array.from(topic.options).map((option) => [option.value, option.text, option.disabled]);
    expect(options).toEqual([
      ["", "How can we help you?", true],
      ["project", "Start a Project", false],
      ["consult", "AI Consultation", false],
      ["partnership", "Partnership", false],
      ["other", "Other", false],
    ]);
    expect((screen.getByLabelText("Name") as HTMLInputElement).required).toBe(true);
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect([email.type, email.required]).toEqual(["email", true]);
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText(/Company/) as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).required).toBe(true);
    // PRODUCT-DECISIONS 8: "The home contact form shows the nda flag as an optional checkbox"
    const nda = screen.getByRole("checkbox", { name: "Please sign an NDA first" }) as HTMLInputElement;
    expect([nda.checked, nda.required]).toEqual([false, false]);
  });

  it('SPEC §7 "POST /api/contact, home form | JSON: name, email, phone, company, message, topic, nda"; "Submitting..." while sending; success shows the message and resets', async () => {
    const user = userEvent.setup();
    render(<HomeContactForm />);
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const request = FakeXhr.requests[0]!;
    expect([request.method, request.url]).toEqual(["POST", "/api/contact"]);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = request.json();
    expect(body).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      company: "Analytical Engines Ltd",
      message: "We would like to automate our reporting.",
      topic: "consult",
      nda: true,
      leave_blank: "",
    });
    expect(typeof body.startedAt).toBe("number");
    // SPEC §4: "submitting (button disabled; label "Submitting..." on the home form"
    expect(submitButton()).toHaveProperty("disabled", true);
    expect(submitButton().textContent).toBe("Submitting...");

    act(() => request.respond(201, { message: "Thank you for your message!", id: "lead-1" }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Thank you for your message!");
    expect((screen.getByLabelText("Topic") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByLabelText("Please sign an NDA first") as HTMLInputElement).checked).toBe(false);
    expect(submitButton().textContent).toBe("Send Message");
    expect(submitButton()).toHaveProperty("disabled", false);
  });

  it('SPEC §8 "Failed to send your message. Please try again later." keeps the data; a retry reuses the Idempotency-Key, the next lead gets a new one', async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    render(<HomeContactForm />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0]!.respond(500, { error: "Something went wrong on our side." }));

    expect(await screen.findByRole("alert")).toHaveProperty("textContent", FAILURE);
    expect(logged).toHaveBeenCalled();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect((screen.getByLabelText("Topic") as HTMLSelectElement).value).toBe("consult");
    expect((screen.getByLabelText("Please sign an NDA first") as HTMLInputElement).checked).toBe(true);

    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const [failed, retry] = FakeXhr.requests;
    expect(retry!.headers["idempotency-key"]).toBe(failed!.headers["idempotency-key"]);
    act(() => retry!.respond(201, { message: "Thanks", id: "lead-2" }));
    await screen.findByText("Thanks");
    expect(screen.getByRole("alert").textContent).toBe("");

    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(3));
    expect(FakeXhr.requests[2]!.headers["idempotency-key"]).not.toBe(failed!.headers["idempotency-key"]);
  });

  it('SPEC §4 "A second submit during submission is ignored"', async () => {
    const user = userEvent.setup();
    render(<HomeContactForm />);
    await fillValid(user);
    const form = submitButton().closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.requests).toHaveLength(1);
  });

  it("checks the shared zod schema before sending: field errors are tied to their inputs, nothing is sent", async () => {
    const user = userEvent.setup();
    render(<HomeContactForm />);
    await fillValid(user);
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    enter("Email", "ada@example");
    fireEvent.submit(submitButton().closest("form")!);

    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const description = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Email must be a valid e-mail address");
    expect(FakeXhr.requests).toHaveLength(0);
    // Editing the field clears its error.
    enter("Email", "ada@example.com");
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });
});
