import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rule tags of WCAG 2.2 AA, the level the site promises (docs/product.md). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The serious and critical axe violations of WCAG 2.2 AA on the page (or only inside `include`),
 * one line each naming the rule and the elements, so a failing assertion says what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // axe.run in the page itself: the default opens a blank page after every analysis to merge the
  // results of each frame, which costs 40-50% of the run (scripts/axe timing in docs/PERFORMANCE.md,
  // "The whole test run"); the site embeds no frames, which are all that mode leaves out.
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
