// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineStyleHashes } from "./inline-style-hashes.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineStyleHashes", () => {
  it("hashes each distinct inline style element's text exactly as written", () => {
    const html = `<head><style>body{margin:0}</style></head><body><style media="x">.a{color:red}\n</style><style>body{margin:0}</style>`;
    expect(inlineStyleHashes(html)).toEqual([sha("body{margin:0}"), sha(".a{color:red}\n")]);
  });

  it("ignores style attributes and stylesheet links", () => {
    expect(inlineStyleHashes(`<div style="color:red"></div><link rel="stylesheet" href="/a.css">`)).toEqual(
      [],
    );
  });
});
