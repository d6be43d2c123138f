// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContentImage } from "./ContentImage";

const chart = { src: "/images/blog/chart.svg", width: 1200, height: 630, alt: "A rising chart" };

describe("ContentImage", () => {
  afterEach(cleanup);

  it("always carries the intrinsic size (no layout shift) and the content's text; lazy by default", () => {
    render(<ContentImage image={chart} />);
    const img = screen.getByRole("img", { name: "A rising chart" });
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "630"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("the page's main image is fetched first and never lazy; a first-screen image is just not lazy", () => {
    render(<ContentImage image={chart} load="priority" />);
    render(<ContentImage image={{ ...chart, alt: "Eager" }} load="eager" />);
    const main = screen.getByRole("img", { name: "A rising chart" });
    expect(main.getAttribute("loading")).toBeNull();
    expect(main.getAttribute("fetchpriority")).toBe("high");
    const eager = screen.getByRole("img", { name: "Eager" });
    expect([eager.getAttribute("loading"), eager.getAttribute("fetchpriority")]).toEqual([null, null]);
  });

  it('alt="" makes an image decorative where the words beside it already say it', () => {
    const { container } = render(<ContentImage image={chart} alt="" />);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(screen.queryByRole("img", { name: "A rising chart" })).toBeNull();
  });
});
