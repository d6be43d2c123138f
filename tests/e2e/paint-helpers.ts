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

/**
 * The same check for every element a locator matches, in one round trip to the page (the
 * layout test hit-tests hundreds of controls per width). Each element is scrolled to the
 * centre first unless `scroll` is false; inert and undisplayed elements are skipped.
 * Returns how many were checked, so a caller can tell that the elements were there at all.
 */
export async function expectAllHitTestable(
  locator: Locator,
  what: string,
  { scroll = true }: { scroll?: boolean } = {},
): Promise<number> {
  const results = await locator.evaluateAll((elements, shouldScroll) => {
    const describe = (node: Element | null) =>
      node
        ? `<${node.tagName.toLowerCase()}${node.getAttribute("class") ? ` class="${node.getAttribute("class")?.slice(0, 60)}"` : ""}> "${(node.textContent ?? "").trim().slice(0, 40)}"`
        : "nothing (outside the viewport)";
    const failures: string[] = [];
    let checked = 0;
    for (const element of elements) {
      // Slides not on show and the forms' honeypot are inert: no visitor is meant to reach them.
      if (element.closest("[inert], [aria-hidden=true]")) continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not rendered at this width (display: none)
      const inside = () =>
        box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
      if (shouldScroll && !inside()) {
        element.scrollIntoView({ behavior: "instant", block: "center", inline: "nearest" });
        box = element.getBoundingClientRect();
      }
      checked += 1;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      if (!(x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight)) {
        failures.push(`"${name}": its box is not inside the viewport`);
        continue;
      }
      const top = document.elementFromPoint(x, y);
      if (top === null || !(top === element || element.contains(top))) {
        failures.push(`"${name}": ${describe(top)} is painted at its centre instead`);
      }
    }
    return { failures, checked };
  }, scroll);
  expect(results.failures, `${what}: not hit-testable`).toEqual([]);
  return results.checked;
}
