/**
 * A week of ordinary content edits (edits.json, written by someone who had not read the chat),
 * applied to a copy of the site: each edit is a list of exact replacements in content files, or
 * a new file. A replacement whose text is not found exactly once fails loudly, so an edit that
 * no longer fits the content is noticed, not skipped.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type EditOperation =
  | { file: string; find: string; replace: string }
  | { file: string; create: string };
export type ContentEdit = { id: string; kind: string; description: string; ops: EditOperation[] };

export const ROOT = path.join(import.meta.dirname, "../../..");

export function loadEdits(): ContentEdit[] {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, "edits.json"), "utf8")) as ContentEdit[];
}

/** What the chat's knowledge is built from, and what runs it: copied; the packages linked. */
const COPIED = ["app", "server", "tests/chat-eval", "package.json", "tsconfig.json"];

/** Where an edit may write: the content only (issue 29, item 4). */
const CONTENT = /^(?:app\/content\/|app\/site\.config\.ts$|public\/)/;

export function copyOfSite(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "chat-drift-"));
  for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

export function applyEdits(root: string, edits: readonly ContentEdit[]): void {
  for (const edit of edits) {
    for (const op of edit.ops) {
      if (!CONTENT.test(op.file)) throw new Error(`${edit.id}: ${op.file} is not content`);
      const file = path.join(root, op.file);
      if ("create" in op) {
        if (existsSync(file)) throw new Error(`${edit.id}: ${op.file} exists already`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, op.create);
        continue;
      }
      const text = readFileSync(file, "utf8");
      const count = text.split(op.find).length - 1;
      if (count !== 1) throw new Error(`${edit.id}: the text to replace occurs ${count} times in ${op.file}`);
      writeFileSync(
        file,
        text.replace(op.find, () => op.replace),
      );
    }
  }
}
