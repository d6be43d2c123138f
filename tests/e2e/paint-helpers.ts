import { expect, type Locator } from "@playwright/test";

/**
 * What a visitor can actually reach: `toBeVisible()` only says an element has a box and is not
 * hidden by CSS; it does not notice an ancestor clipping it away or another layer painted on
 * top (issue 11: the phone menu passed `toBeVisible()` while clipped to a 64 px strip).
 * These checks ask the browser what is painted at the element's centre.
 */

export type HitTest = {
  /** The element's own box is inside the viewport and has an area. */
  inViewport: boolean;
  /** `elementFromPoint` at the centre of the box returns the element or one of its descendants. */
  onTop: boolean;
  /** What is painted at the centre instead, for the failure message. */
  topElement: string;
};

export async function hitTest(locator: Locator): Promise<HitTest> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inViewport =
      box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
    const top = inViewport ? document.elementFromPoint(x, y) : null;
    const describe = (node: Element | null) =>
      node
        ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${
            node.getAttribute("class") ? ` class="${node.getAttribute("class")?.slice(0, 60)}"` : ""
          }> "${(node.textContent ?? "").trim().slice(0, 40)}"`
        : "nothing (outside the viewport)";
    return {
      inViewport,
      onTop: top !== null && (top === element || element.contains(top)),
      topElement: describe(top),
    };
  });
}

/**
 * Scrolls the element into view (as a visitor would; `scroll: false` when it must be reachable
 * where it is) and asserts it is painted on top at its
 * centre, so a click there reaches it.
 */
export async function expectHitTestable(
  locator: Locator,
  what?: string,
  { scroll = true }: { scroll?: boolean } = {},
): Promise<void> {
  if (scroll) await locator.scrollIntoViewIfNeeded();
  const result = await hitTest(locator);
  const name = what ?? (await locator.evaluate((element) => (element.textContent ?? "").trim().slice(0, 60)));
  expect(result.inViewport, `${name}: its box is not inside the viewport`).toBe(true);
  expect(result.onTop, `${name}: ${result.topElement} is painted at its centre instead`).toBe(true);
}
