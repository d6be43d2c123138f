/**
 * SPEC §2 Technologies: the detail hero shows the name with "first word plain, the rest
 * highlighted; if the name is one word, the subtitle is highlighted".
 */
export type HeroTitleSplit =
  | { kind: "split"; plain: string; highlighted: string }
  | { kind: "single"; plain: string };

export function splitTechnologyName(name: string): HeroTitleSplit {
  const words = name.trim().split(/\s+/);
  const [first = "", ...rest] = words;
  return rest.length === 0
    ? { kind: "single", plain: first }
    : { kind: "split", plain: first, highlighted: rest.join(" ") };
}
