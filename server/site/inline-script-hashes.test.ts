// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script body exactly as written", () => {
    const html = `<script>window.a=1</script><script type="module">import "x";\n</script><script>window.a=1</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "x";\n')]);
  });

  it("skips external scripts and JSON-LD data blocks", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
