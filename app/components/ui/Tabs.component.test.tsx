// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

const tabs = ["One", "Two", "Three"];

describe("Tabs", () => {
  afterEach(cleanup);

  it("selects the first tab initially, with one tab stop", () => {
    render(
      <Tabs label="Numbers" tabs={tabs}>
        {(index) => <p>Panel {index}</p>}
      </Tabs>,
    );
    const [first, second] = screen.getAllByRole("tab");
    expect(first?.getAttribute("aria-selected")).toBe("true");
    expect(first?.getAttribute("tabindex")).toBe("0");
    expect(second?.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel 0");
  });

  it("switches on click and on arrow keys, moving focus", () => {
    render(
      <Tabs label="Numbers" tabs={tabs}>
        {(index) => <p>Panel {index}</p>}
      </Tabs>,
    );
    fireEvent.click(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel 1");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Two" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Three" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Three" }));
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel 0");
  });

  it("shared panel mode renders one panel labelled by the selected tab", () => {
    render(
      <Tabs label="Filter" tabs={tabs} panels="shared">
        {(index) => <p>Filtered {index}</p>}
      </Tabs>,
    );
    fireEvent.click(screen.getByRole("tab", { name: "Three" }));
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Filtered 2");
    expect(panel.getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: "Three" }).id);
  });

  it("one panel per tab: only the selected one is shown, the others stay in the markup", () => {
    const { container } = render(
      <Tabs label="Show" tabs={["Blog", "TechTalks"]} look="pill">
        {(index) => <p>{index === 0 ? "Posts" : "Talks"}</p>}
      </Tabs>,
    );
    expect(screen.getByRole("tablist", { name: "Show" })).toBeTruthy();
    expect(screen.getByRole("tabpanel", { name: "Blog" }).textContent).toBe("Posts");
    expect(container.textContent).toContain("Talks");
    expect(screen.queryByRole("tabpanel", { name: "TechTalks" })).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "TechTalks" }));
    expect(screen.getByRole("tabpanel", { name: "TechTalks" }).textContent).toBe("Talks");
  });

  it("arrow keys wrap around, End jumps to the last tab; only the selected tab is in the tab order", () => {
    render(
      <Tabs label="Numbers" tabs={tabs}>
        {(index) => <p>Panel {index}</p>}
      </Tabs>,
    );
    fireEvent.keyDown(screen.getByRole("tab", { name: "One" }), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Three" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "One" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(screen.getByRole("tabpanel", { name: "Three" }).textContent).toBe("Panel 2");
  });
});
