// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, type AccordionItem } from "./Accordion";

afterEach(cleanup);

const items: AccordionItem[] = [
  { question: "First?", answer: "One." },
  { question: "Second?", answer: "Two." },
  { question: "Third?", answer: "Three." },
];

const expanded = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-expanded");

describe("Accordion", () => {
  it("opens the first item by default and links each button to its panel", () => {
    render(<Accordion items={items} />);
    expect(expanded("First?")).toBe("true");
    expect(expanded("Second?")).toBe("false");
    const button = screen.getByRole("button", { name: "First?" });
    const panel = document.getElementById(button.getAttribute("aria-controls")!);
    expect(panel?.textContent).toBe("One.");
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole("region", { name: "First?" })).toBe(panel);
  });

  it("keeps one item open at a time; clicking the open one closes it", () => {
    render(<Accordion items={items} />);
    fireEvent.click(screen.getByRole("button", { name: "Third?" }));
    expect([expanded("First?"), expanded("Second?"), expanded("Third?")]).toEqual(["false", "false", "true"]);
    fireEvent.click(screen.getByRole("button", { name: "Third?" }));
    expect([expanded("First?"), expanded("Second?"), expanded("Third?")]).toEqual([
      "false",
      "false",
      "false",
    ]);
  });

  it("keeps closed answers and hidden items in the markup", () => {
    const { container } = render(
      <Accordion items={[...items.slice(0, 2), { ...items[2]!, hidden: true }]} />,
    );
    expect(container.textContent).toContain("Two.");
    expect(container.textContent).toContain("Three.");
    expect(screen.queryByRole("button", { name: "Third?" })).toBeNull();
  });

  it("can be controlled by its parent", () => {
    function Controlled() {
      const [open, setOpen] = useState<number | null>(1);
      return (
        <>
          <Accordion items={items} openIndex={open} onOpenIndexChange={setOpen} />
          <output>{String(open)}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(expanded("Second?")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "First?" }));
    expect(screen.getByRole("status").textContent).toBe("0");
    expect(expanded("First?")).toBe("true");
  });
});
