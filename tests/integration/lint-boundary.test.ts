// @vitest-environment node
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 15, guard rails: "a lint rule … stops app/ … from importing server/, and the browser
 * bundle from pulling Node built-ins". The repository's own biome.json lints a few probe
 * files in a scratch copy of the layout, so the check runs without a violation ever being
 * committed.
 */
const BIOME = path.resolve("node_modules/.bin/biome");
const probes: Record<string, string> = {
  "app/admin/imports-server.ts":
    'import { leadJson } from "../../server/admin/lead-json.ts";\nexport const a = leadJson;\n',
  "app/admin/imports-server-lazily.ts": 'export const b = () => import("../../server/admin/csv.ts");\n',
  "app/forms/imports-fs.ts": 'import { readFileSync } from "node:fs";\nexport const c = readFileSync;\n',
  "app/content/imports-path.ts": 'import path from "path";\nexport const d = path;\n',
  "app/forms/uses-node-globals.ts":
    'export const i = () => [process.env.NODE_ENV, Buffer.from("x"), __dirname];\n',
  "app/forms/shadows-process.ts": "export const j = (process: { steps: string[] }) => process.steps;\n",
  "app/admin/imports-schemas.ts":
    'import { LEAD_TYPES } from "../schemas/lead-metadata";\nexport const e = LEAD_TYPES;\n',
  "app/content/reads-files.test.ts":
    'import { readFileSync } from "node:fs";\nexport const f = readFileSync;\n',
  "app/lib/reads-files.server.ts":
    'import { readFileSync } from "node:fs";\nexport const g = readFileSync;\n',
  "server/reads-app.ts":
    'import { LEAD_TYPES } from "../app/schemas/lead-metadata.ts";\nexport const h = LEAD_TYPES;\n',
};

let scratch: string;
let report: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "lint-boundary-"));
  copyFileSync("biome.json", path.join(scratch, "biome.json"));
  for (const [file, source] of Object.entries(probes)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), source);
  }
  const run = spawnSync(BIOME, ["lint", "--vcs-enabled=false", "--max-diagnostics=100", "."], {
    cwd: scratch,
    encoding: "utf8",
  });
  report = `${run.stdout}\n${run.stderr}`;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function rulesFor(file: string): string[] {
  const pattern = new RegExp(`${file.replaceAll(".", "\\.")}:\\d+:\\d+ lint/(\\w+/\\w+)`, "g");
  return [...report.matchAll(pattern)].map((match) => match[1] ?? "");
}

describe("the browser/server boundary is a lint error, not a folder convention", () => {
  it("refuses server code in app/, imported or loaded lazily", () => {
    expect(rulesFor("app/admin/imports-server.ts")).toContain("style/noRestrictedImports");
    expect(rulesFor("app/admin/imports-server-lazily.ts")).toContain("style/noRestrictedImports");
  });

  it("refuses Node built-ins in browser code, with or without the node: prefix", () => {
    expect(rulesFor("app/forms/imports-fs.ts")).toContain("correctness/noNodejsModules");
    expect(rulesFor("app/content/imports-path.ts")).toContain("correctness/noNodejsModules");
  });

  it("refuses Node's globals in browser code (they exist in tests and on the server, not in the bundle)", () => {
    const rules = rulesFor("app/forms/uses-node-globals.ts");
    expect(rules.filter((rule) => rule === "style/noRestrictedGlobals")).toHaveLength(3);
  });

  it("allows the shared schemas in app/, Node in tests and *.server.ts files, and app/ in the server", () => {
    // Every probe was linted (plus biome.json), so an empty list below is a finding.
    expect(report).toContain(`Checked ${Object.keys(probes).length + 1} files`);
    for (const file of [
      "app/admin/imports-schemas.ts",
      "app/forms/shadows-process.ts",
      "app/content/reads-files.test.ts",
      "app/lib/reads-files.server.ts",
      "server/reads-app.ts",
    ]) {
      expect(rulesFor(file), file).toEqual([]);
    }
  });
});
