import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "./Tabs";

describe("tab keyboard navigation (WAI-ARIA APG tabs)", () => {
  it("arrow keys move to the next/previous tab and wrap around", () => {
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
  });
  it("Home and End jump to the first and last tab", () => {
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
  });
  it("other keys are left alone", () => {
    expect(tabIndexForKey("Enter", 1, 3)).toBeNull();
    expect(tabIndexForKey("ArrowDown", 1, 3)).toBeNull();
  });
});
