// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stem } from "./stemmer.ts";

/** Examples from Porter's paper (1980), one per rule, with the paper's results. */
const PORTER_EXAMPLES: [string, string][] = [
  ["caresses", "caress"],
  ["ponies", "poni"],
  ["ties", "ti"],
  ["caress", "caress"],
  ["cats", "cat"],
  ["feed", "feed"],
  ["agreed", "agre"],
  ["plastered", "plaster"],
  ["bled", "bled"],
  ["motoring", "motor"],
  ["sing", "sing"],
  ["conflated", "conflat"],
  ["troubled", "troubl"],
  ["sized", "size"],
  ["hopping", "hop"],
  ["tanned", "tan"],
  ["falling", "fall"],
  ["hissing", "hiss"],
  ["fizzed", "fizz"],
  ["failing", "fail"],
  ["filing", "file"],
  ["happy", "happi"],
  ["sky", "sky"],
  ["relational", "relat"],
  ["conditional", "condit"],
  ["rational", "ration"],
  ["valenci", "valenc"],
  ["hesitanci", "hesit"],
  ["digitizer", "digit"],
  ["conformabli", "conform"],
  ["radicalli", "radic"],
  ["differentli", "differ"],
  ["vileli", "vile"],
  ["analogousli", "analog"],
  ["vietnamization", "vietnam"],
  ["predication", "predic"],
  ["operator", "oper"],
  ["feudalism", "feudal"],
  ["decisiveness", "decis"],
  ["hopefulness", "hope"],
  ["callousness", "callous"],
  ["formaliti", "formal"],
  ["sensitiviti", "sensit"],
  ["sensibiliti", "sensibl"],
  ["triplicate", "triplic"],
  ["formative", "form"],
  ["formalize", "formal"],
  ["electriciti", "electr"],
  ["electrical", "electr"],
  ["hopeful", "hope"],
  ["goodness", "good"],
  ["revival", "reviv"],
  ["allowance", "allow"],
  ["inference", "infer"],
  ["airliner", "airlin"],
  ["gyroscopic", "gyroscop"],
  ["adjustable", "adjust"],
  ["defensible", "defens"],
  ["irritant", "irrit"],
  ["replacement", "replac"],
  ["adjustment", "adjust"],
  ["dependent", "depend"],
  ["adoption", "adopt"],
  ["homologou", "homolog"],
  ["communism", "commun"],
  ["activate", "activ"],
  ["angulariti", "angular"],
  ["homologous", "homolog"],
  ["effective", "effect"],
  ["bowdlerize", "bowdler"],
  ["probate", "probat"],
  ["rate", "rate"],
  ["cease", "ceas"],
  ["controll", "control"],
  ["roll", "roll"],
  ["generalizations", "gener"],
  ["oscillators", "oscil"],
];

describe("Porter stemmer", () => {
  it.each(PORTER_EXAMPLES)("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("maps the forms visitors type onto the forms the site uses", () => {
    expect(stem("pricing")).toBe(stem("prices"));
    expect(stem("developers")).toBe(stem("development"));
    expect(stem("automation")).toBe(stem("automate"));
    expect(stem("consulting")).toBe(stem("consultant"));
    expect(stem("hiring")).toBe(stem("hire"));
  });

  it("leaves short words, numbers and non-letters alone", () => {
    for (const word of ["ai", "ml", "3d", "2020", "c#", "node.js", "ux"]) expect(stem(word)).toBe(word);
  });
});
