import { expect, type Locator, type Page } from "@playwright/test";

/** Navigates on the client, the way a <Link> does (no document request). */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } })
      .__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
}

/** Marks the current document; `expectSameDocument` then proves no full page load happened. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

/** The h2 headings of the main content, in document order. */
export function mainHeadings(page: Page): Locator {
  return page.locator("main h2");
}

/** Asserts that `expected` headings appear among the main h2s in this order. */
export async function expectHeadingsInOrder(page: Page, expected: (string | RegExp)[]): Promise<void> {
  const texts = (await mainHeadings(page).allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
  let from = 0;
  for (const heading of expected) {
    const index = texts.findIndex(
      (text, position) =>
        position >= from && (typeof heading === "string" ? text === heading : heading.test(text)),
    );
    expect(
      index,
      `heading ${heading} after position ${from} in ${JSON.stringify(texts)}`,
    ).toBeGreaterThanOrEqual(0);
    from = index + 1;
  }
}

/** The schema.org objects of the page's JSON-LD scripts with the given @type. */
export async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data["@type"] === type);
}

/** The href attributes of a set of links. */
export function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

/** Text of prerendered HTML with React's entity escapes decoded, for plain substring checks. */
export function decodeHtml(html: string): string {
  // Any numeric character reference: React writes &#x27; for an apostrophe, the blog's
  // Markdown renderer &#39; (issue 15); both are the same character on the page.
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The names of the page's BreadcrumbList items (structured data). */
export async function breadcrumbNames(page: Page): Promise<string[]> {
  const [crumbs] = await jsonLd(page, "BreadcrumbList");
  expect(crumbs, "BreadcrumbList").toBeDefined();
  return ((crumbs?.itemListElement ?? []) as { name: string }[]).map((item) => item.name);
}
