// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 15, "Tests and docs": the README and the ADRs describe the repository as it is, and
 * the repository stands alone. These read the files themselves, so a new variable, script,
 * folder or ADR that the docs miss fails here.
 */
const readme = readFileSync("README.md", "utf8");

function section(heading: string): string {
  const start = readme.indexOf(`## ${heading}\n`);
  expect(start, `README has a "${heading}" section`).toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe("README", () => {
  it('"the configuration table lists every variable server/config.ts reads"', () => {
    const source = readFileSync("server/config.ts", "utf8");
    const schema = source.slice(
      source.indexOf("const envSchema"),
      source.indexOf("\n});", source.indexOf("const envSchema")),
    );
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? "");
    expect(variables.length).toBeGreaterThan(30);
    const table = section("Configuration");
    const missing = variables.filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('"the scripts table says which scripts npm test runs" and lists every script', () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    const table = section("Scripts");
    const missing = Object.keys(scripts).filter(
      (name) => !table.includes(`\`npm run ${name}`) && !table.includes(`\`npm ${name}\``),
    );
    expect(missing).toEqual([]);
    const steps = [...(scripts.test ?? "").matchAll(/npm run ([\w:]+)/g)].map((match) => match[1]);
    expect(steps.length).toBeGreaterThan(3);
    expect(table.replace(/\s+/g, " ")).toContain(
      `\`npm test\` runs, in this order and stopping at the first failure: ${steps.map((step) => `\`${step}\``).join(", ")}`,
    );
    for (const step of steps) {
      const row = table.split("\n").find((line) => line.includes(`\`npm run ${step}\``));
      expect(row, `${step} is marked as part of npm test`).toMatch(/\| ✓/);
    }
  });

  it('"the layout section shows every folder"', () => {
    const layout = section("Layout");
    const missing: string[] = [];
    for (const root of ["app", "server", "tests", "docs", "scripts", "public"]) {
      if (!layout.includes(`${root}/`)) missing.push(root);
      for (const entry of readdirSync(root)) {
        if (statSync(path.join(root, entry)).isDirectory() && !layout.includes(`${entry}/`)) {
          missing.push(`${root}/${entry}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("docs", () => {
  const decisions = "docs/decisions";
  const records = readdirSync(decisions).filter((name) => /^\d{3}-.*\.md$/.test(name));

  it('"ADRs get a status and date line and an index; superseded ones say by what"', () => {
    const index = readFileSync(path.join(decisions, "README.md"), "utf8");
    expect(records.length).toBeGreaterThan(30);
    for (const name of records) {
      const first = readFileSync(path.join(decisions, name), "utf8").split("\n")[0] ?? "";
      expect(first, name).toMatch(
        /^Status: (accepted|rejected|superseded by \d{3}) · Date: \d{4}-\d{2}-\d{2}$/,
      );
      const successor = /superseded by (\d{3})/.exec(first)?.[1];
      if (successor)
        expect(
          records.some((other) => other.startsWith(`${successor}-`)),
          name,
        ).toBe(true);
      expect(index, `${name} is in the index`).toContain(`(${name})`);
    }
  });

  it('"code comments and tests cite docs/product.md instead of ../shared": the repository stands alone', () => {
    expect(readFileSync("docs/product.md", "utf8")).toContain('## What "SPEC §n" means');
    const citing: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (
          /\.(ts|tsx|css|md|sh)$/.test(entry.name) &&
          /\.\.\/shared\/|\b(DESIGN|ARCHITECTURE|STACK-NOTES|SPEC|PRODUCT-DECISIONS)\.md\b/.test(
            readFileSync(file, "utf8"),
          )
        ) {
          citing.push(file);
        }
      }
    };
    for (const dir of ["app", "server", "tests", "scripts", "docs"]) visit(dir);
    expect(
      citing.filter((file) => file !== path.join("tests", "integration", "repository-docs.test.ts")),
    ).toEqual([]);
    expect(readme).not.toMatch(/\.\.\/shared/);
  });
});
