import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rule tags of WCAG 2.2 AA, the level the site promises (docs/product.md). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The serious and critical axe violations of WCAG 2.2 AA on the page (or only inside `include`),
 * one line each naming the rule and the elements, so a failing assertion says what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
