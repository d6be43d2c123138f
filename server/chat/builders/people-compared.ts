/**
 * "What's the difference between Eleanor's and Amara's roles?", "is the fintech lead the same
 * person as the CTO?": two or more of the leadership team asked about side by side, each with
 * their title and what the About page says they do.
 */
import { experts } from "../../../app/content/index.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { link, paragraphs } from "./compose.ts";

const SIDE_BY_SIDE =
  /\b(?:difference|differ|differs|different|compare|comparison|vs|versus|same person|between|both)\b/;

/** The answer when `text` asks about two or more of the named `people` side by side. */
export function peopleCompared(text: string, people: readonly Entity[]): string | undefined {
  if (people.length < 2 || !SIDE_BY_SIDE.test(text.toLowerCase())) return undefined;
  const lines = people.flatMap((person) => {
    const expert = experts.find((candidate) => candidate.name === person.name);
    return expert ? [`${expert.name} is our ${expert.title}. ${expert.desc}`] : [];
  });
  if (lines.length < 2) return undefined;
  return paragraphs(...lines, `See our ${link("About us", "/about")} page.`);
}
