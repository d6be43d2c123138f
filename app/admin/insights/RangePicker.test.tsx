// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RangePicker } from "./RangePicker";

/**
 * Issue 14: "For a chosen range (7/30/90 days, custom)". The custom fields start from the dates
 * the report covers, and what the admin has typed survives the report being loaded again for
 * the same range (a new but equal `shown` object), so "Show" applies the typed dates.
 */
describe("RangePicker", () => {
  afterEach(cleanup);

  it("keeps typed dates when the same range is shown again", () => {
    const onCustom = vi.fn();
    const { rerender } = render(
      <RangePicker
        range={{ days: 7 }}
        shown={{ from: "2026-11-18", to: "2026-11-24" }}
        onCustom={onCustom}
      />,
    );
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-20" } });
    rerender(
      <RangePicker
        range={{ days: 7 }}
        shown={{ from: "2026-11-18", to: "2026-11-24" }}
        onCustom={onCustom}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(onCustom).toHaveBeenCalledWith({ from: "2026-11-20", to: "2026-11-24" });
  });

  it("starts again from the dates of a newly shown range", () => {
    const onCustom = vi.fn();
    const { rerender } = render(
      <RangePicker
        range={{ days: 7 }}
        shown={{ from: "2026-11-18", to: "2026-11-24" }}
        onCustom={onCustom}
      />,
    );
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-20" } });
    rerender(
      <RangePicker
        range={{ days: 30 }}
        shown={{ from: "2026-10-26", to: "2026-11-24" }}
        onCustom={onCustom}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(onCustom).toHaveBeenCalledWith({ from: "2026-10-26", to: "2026-11-24" });
  });
});
