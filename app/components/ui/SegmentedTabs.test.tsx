// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SegmentedTabs } from "./SegmentedTabs";

afterEach(cleanup);

const tabs = [
  { id: "blog", label: "Blog", panel: <p>Posts</p> },
  { id: "talks", label: "TechTalks", panel: <p>Talks</p> },
  { id: "more", label: "More", panel: <p>Extra</p> },
];

const selected = () =>
  screen.getAllByRole("tab").map((tab) => `${tab.textContent}:${tab.getAttribute("aria-selected")}`);

describe("SegmentedTabs", () => {
  it("selects the first tab initially; only its panel is shown, the others stay in the markup", () => {
    const { container } = render(<SegmentedTabs label="Show" tabs={tabs} />);
    expect(screen.getByRole("tablist", { name: "Show" })).toBeTruthy();
    expect(selected()).toEqual(["Blog:true", "TechTalks:false", "More:false"]);
    expect(screen.getByRole("tabpanel", { name: "Blog" }).textContent).toBe("Posts");
    expect(container.textContent).toContain("Talks");
    expect(screen.queryByRole("tabpanel", { name: "TechTalks" })).toBeNull();
  });

  it("switches on click", () => {
    render(<SegmentedTabs label="Show" tabs={tabs} />);
    fireEvent.click(screen.getByRole("tab", { name: "TechTalks" }));
    expect(selected()).toEqual(["Blog:false", "TechTalks:true", "More:false"]);
    expect(screen.getByRole("tabpanel", { name: "TechTalks" }).textContent).toBe("Talks");
  });

  it("moves with arrow keys (wrapping), Home and End; only the selected tab is in the tab order", () => {
    render(<SegmentedTabs label="Show" tabs={tabs} />);
    const blog = screen.getByRole("tab", { name: "Blog" });
    fireEvent.keyDown(blog, { key: "ArrowLeft" });
    expect(selected()).toEqual(["Blog:false", "TechTalks:false", "More:true"]);
    expect(document.activeElement?.textContent).toBe("More");
    fireEvent.keyDown(screen.getByRole("tab", { name: "More" }), { key: "ArrowRight" });
    expect(selected()[0]).toBe("Blog:true");
    fireEvent.keyDown(blog, { key: "End" });
    expect(selected()[2]).toBe("More:true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "More" }), { key: "Home" });
    expect(selected()[0]).toBe("Blog:true");
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
