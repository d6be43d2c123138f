/**
 * The drift check (issue 29, item 5): copy the site, apply the week of edits, build the chat's
 * knowledge from the copy in a fresh process (the content is read when the knowledge is built,
 * as at a server's start) and ask the questions whose answers the edits changed.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { applyEdits, copyOfSite, loadEdits } from "./edits.ts";

export type DriftAnswer = { id: string; problems: string[]; reply: string };

export type DriftReport = { answers: DriftAnswer[]; passed: number; repeatedOldFact: number };

/**
 * A forbidden text that is an old fact: every question also forbids the "not found" wording,
 * which is a wrong answer but no old fact.
 */
const NOT_FOUND_WORDING = /^contains forbidden: (?:couldn't find|could not find)$/i;
const repeatsOldFact = (problem: string): boolean =>
  problem.startsWith("contains forbidden") && !NOT_FOUND_WORDING.test(problem);

/** Asks one question file after all edits; a reply containing a forbidden (old) fact counts as repeating it. */
export function runDrift(questionFile: string): DriftReport {
  const copy = copyOfSite();
  try {
    applyEdits(copy, loadEdits());
    const output = execFileSync(
      process.execPath,
      [path.join(copy, "tests/chat-eval/drift/ask-copy.ts"), questionFile],
      {
        cwd: copy,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const answers = JSON.parse(output) as DriftAnswer[];
    return {
      answers,
      passed: answers.filter((answer) => answer.problems.length === 0).length,
      repeatedOldFact: answers.filter((answer) => answer.problems.some(repeatsOldFact)).length,
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
