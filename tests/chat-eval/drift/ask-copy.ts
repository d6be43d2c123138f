/**
 * Run inside a copy of the site (drift.ts): builds the chat's knowledge from that copy's
 * content and prints, as JSON, how each question of the given file was answered.
 *   node tests/chat-eval/drift/ask-copy.ts questions-a.json
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createAnswerer } from "../../../server/chat/answerer.ts";
import type { BlindCase } from "../blind/types.ts";
import { runItems } from "../corpora.ts";

const file = process.argv[2] ?? "";
const items = JSON.parse(readFileSync(path.join(import.meta.dirname, file), "utf8")) as BlindCase[];
const results = runItems(items, createAnswerer());
console.log(
  JSON.stringify(
    results.map((result) => ({ id: result.item.id, problems: result.problems, reply: result.reply })),
  ),
);
