// @vitest-environment node
import { describe, expect, it } from "vitest";
import { publicPaths } from "../../app/prerender-paths.ts";
import { buildPassages, htmlSections } from "./passages.ts";
import { buildSearchIndex, typoDistance } from "./search-index.ts";
import { processTerm, sentences, terms, tokenize } from "./text.ts";

const passages = buildPassages();
const index = buildSearchIndex(passages);
const topUrl = (query: string) => index.search(index.correct(query))[0]?.passage.url;

describe("passages from app/content", () => {
  it("cover every page of the site that has content, each passage with a title and a real URL", () => {
    const pages = new Set(publicPaths());
    const urls = new Set(passages.map((passage) => passage.url.split("#")[0]));
    for (const url of urls) expect(pages, url).toContain(url);
    for (const page of pages) expect(urls, page).toContain(page);
    for (const passage of passages) {
      expect(passage.pageTitle.length).toBeGreaterThan(0);
      expect(passage.text.length + passage.items.length).toBeGreaterThan(0);
    }
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
  });

  it("link privacy policy passages to their section anchors", () => {
    const retention = passages.find((passage) =>
      passage.items.some((item) => item.startsWith("Support assistant conversations")),
    );
    expect(retention?.url).toBe("/privacy-policy#retention");
  });

  it("turn the content's safe HTML into headed sections of paragraphs and list items", () => {
    expect(
      htmlSections(
        "<h3>The client</h3><p>A retailer.</p><h3>What we built</h3><ul><li>One</li><li>Two</li></ul>",
      ),
    ).toEqual([
      { heading: "The client", paragraphs: ["A retailer."], items: [] },
      { heading: "What we built", paragraphs: [], items: ["One", "Two"] },
    ]);
  });
});

describe("text processing", () => {
  it("tokenizes, drops stop words, expands synonyms and stems", () => {
    expect(tokenize("What's the price of Node.js apps?")).toEqual([
      "whats",
      "the",
      "price",
      "of",
      "node",
      "js",
      "apps",
    ]);
    expect(terms("How much does the pricing cost?")).toEqual(["price"]);
    expect(processTerm("CV")).toEqual(["resum"]);
    expect(processTerm("the")).toEqual([]);
  });

  it("splits sentences without breaking Node.js or decimals", () => {
    expect(sentences("We use Node.js and React. Version 3.5 works! Does it? Yes.")).toEqual([
      "We use Node.js and React.",
      "Version 3.5 works!",
      "Does it?",
      "Yes.",
    ]);
  });

  it("measures typos with transpositions counting once", () => {
    expect(typoDistance("qoute", "quote", 2)).toBe(1);
    expect(typoDistance("lerning", "learning", 2)).toBe(1);
    expect(typoDistance("kitten", "sitting", 1)).toBe(2);
  });
});

describe("the search index (MiniSearch BM25 with stemming, fuzzy and prefix matching)", () => {
  it("finds passages by stem: 'priced' and 'pricing' match the FAQ's 'Pricing is custom'", () => {
    expect(
      index.search("how is it priced").some((hit) => hit.passage.text.startsWith("Pricing is custom")),
    ).toBe(true);
  });

  it("finds the right page despite typos (fuzzy: 0.2, prefix)", () => {
    expect(topUrl("blokchain")).toMatch(/blockchain/);
    expect(topUrl("tensorflw models")).toBe("/technologies/tensorflow");
    expect(topUrl("markaid")).toBe("/portfolio/markaid");
  });

  it("corrects unknown words only towards the site's own topic words", () => {
    expect(index.correct("servises")).toBe("services");
    expect(index.correct("carrers")).toBe("careers");
    expect(index.correct("machinelearning")).toBe("machine learning");
    expect(processTerm("helpdesk")).toEqual(["help", "desk"]);
    expect(index.correct("u")).toBe("you");
    // "shoes" is a word of its own, not a typo of "shows" (used once in a paragraph).
    expect(index.correct("shoes")).toBe("shoes");
  });

  it("learns words real visitors typed, except typos of words it knows (issue 10 §2: typo tolerance)", () => {
    const learnt = buildSearchIndex(passages, "", "emial rollout clone");
    // Two visitors typing "emial" do not make it a word: it is still read as "email".
    expect(learnt.correctToken("emial")).toBe("email");
    expect(learnt.usesWord("emial")).toBe(false);
    // A word no known word is one typo away from is learnt as it is.
    expect(learnt.usesWord("rollout")).toBe(true);
    expect(index.usesWord("rollout")).toBe(false);
    // A form of a word the content uses ("cloning") is a word, though one typo from "close".
    expect(learnt.correctToken("clone")).toBe("clone");
    expect(index.correctToken("clone")).toBe("close");
  });

  it("weighs terms by rarity, and words the site never uses highest", () => {
    expect(index.idf("solid")).toBeGreaterThan(index.idf("ai"));
    expect(index.idf("zzzunknown")).toBeGreaterThan(index.idf("solid"));
  });

  it("answers a follow-up search with the earlier question as a weaker second query", () => {
    const hits = index.search("what are its key features", { secondaryQuery: "tell me about texttoui" });
    expect(hits.slice(0, 3).some((hit) => hit.passage.url === "/portfolio/texttoui")).toBe(true);
  });
});
