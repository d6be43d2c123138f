/**
 * Things the company does not do, recognised before anything else so that "do you build
 * WordPress sites?" gets an honest no rather than the closest service: kinds of work visitors
 * often ask agencies for that the site never offers, and technologies (or anything) the site
 * never mentions at all. Each answer says what the company does instead and how to reach a
 * person (builders/declines.ts).
 */
import { FILLER_WORDS } from "./filler-words.ts";
import type { SearchIndex } from "./search-index.ts";
import { STOP_WORDS, terms, tokenize } from "./text.ts";

export type NotOffered = {
  /** What is not offered, a noun phrase that reads after "we don't offer" ("game development", "a podcast"). */
  thing: string;
  /** Something the company does offer that comes close, if any (a service slug). */
  instead?: string;
};

type Rule = { pattern: RegExp; thing: string; instead?: string };

/** Kinds of work the site never offers (checked against the whole content when written). */
const RULES: readonly Rule[] = [
  {
    pattern:
      /\b(seo|search engine optimi[sz]ation|google ads|adwords|ppc|pay per click|facebook ads|social media (marketing|management)|marketing campaigns?|run (our|my) ads|advertising campaigns?)\b/,
    thing: "Marketing work such as search engine optimisation or running ad campaigns",
  },
  {
    pattern:
      /\b(video ?games?|computer games?|mobile games?|game dev(elopment)?|games? studio|make games|build games)\b/,
    thing: "Game development",
  },
  {
    pattern:
      /\b(fix|repair|mend|service)\b.{0,30}\b(laptop|computer|pc|printer|phone|tablet|screen|macbook|iphone|router|device)s?\b|\b(laptop|computer|pc|printer|phone|tablet|router)\b.{0,30}\b(won'?t|wont|doesn'?t|does not|will not|stopped) (turn on|work|boot|start|print|charge)/,
    thing: "Computer or device repairs",
  },
  {
    pattern:
      /\b(data entry|type (up )?(our|my|the) .{0,30}(into|in) (excel|a spreadsheet|spreadsheets)|manual(ly)? typ(e|ing)|keying in data)\b/,
    thing: "Manual data entry",
    instead: "ai-automation",
  },
  {
    pattern: /\b(wordpress|wix|squarespace|joomla|drupal|webflow)\b/,
    thing: "Sites built on ready-made website builders",
    instead: "web-mobile-dev",
  },
  {
    pattern:
      /\b(logo design|design (a|an|our|my) (new )?logo|business cards?|flyers|print design)\b|\b(design|make|create|print)\b.{0,20}\bbrochures?\b/,
    thing: "Logo and print design",
  },
  {
    // "Do you do IT support?", "our laptops keep breaking": office IT, not "does it support Arabic?".
    pattern:
      /(?<!\b(?:does|can|could|will|would|should|did|is) )\bit (?:support|help ?desk|helpdesk|services for (?:our|my) office)\b|\b(?:laptops?|printers?|computers?|pcs)\b.{0,20}\b(?:keep|keeps) (?:breaking|crashing|failing)\b|\bfix(?:ing|es)? (?:our |my )?(?:office )?(?:laptops?|printers?|computers?|pcs)\b/,
    thing: "office IT support, such as fixing laptops and printers",
  },
  {
    pattern:
      /\b(?:sell|sells|selling|supply|resell)\b.{0,30}\b(?:laptops?|computers?|pcs|hardware|servers?|gpus?|phones?|tablets?)\b|\b(?:manufactur\w*|circuit boards?|pcbs?)\b.{0,40}\b(?:hardware|iot|sensors?|circuit boards?|devices?)\b/,
    thing: "hardware sales or hardware manufacturing",
  },
  {
    pattern:
      /\b(?:recruitment|recruiting|staffing|headhunting|temp) (?:agency|agencies|firm|services?)\b|\bheadhunt\w*\b/,
    thing: "Recruitment services",
  },
  {
    pattern:
      /\b(?:produce|film|shoot|edit)\b.{0,30}\bvideos?\b|\b(?:promo|promotional|marketing|explainer|advert|advertising|corporate) videos?\b|\bvideo production\b/,
    thing: "Video production",
  },
  {
    pattern:
      /\bcopywriting\b|\bmarketing copy\b|\bwrite\b.{0,30}\b(?:blog posts?|articles?|newsletters?)\b.{0,20}\bfor (?:my|our|us)\b/,
    thing: "Copywriting or writing content for other companies",
  },
  {
    pattern: /\bguest (?:posts?|blogs?|articles?|blogging)\b/,
    thing: "Guest posts on our blog",
  },
  {
    pattern: /\b(translation services?|translate (our|my) (documents|website|site))\b/,
    thing: "Translation services",
  },
  {
    pattern:
      /\b(do|can|could|will|would) (you|u) (also )?(do|offer|provide|handle|help with|take care of)\b.{0,20}\b(accounting|bookkeeping|tax returns?|payroll services?)\b(?!.{0,20}\b(software|system|platform|app)\b)/,
    thing: "Accounting or bookkeeping",
  },
];

/**
 * Languages, frameworks and platforms visitors often ask agencies about. One the site's own
 * text never mentions (checked against the passages when asked, so adding it to the content
 * turns the "no" off) is one we don't list: "can you build our backend in .NET?".
 */
const WELL_KNOWN_TECHNOLOGIES: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /\bphp\b/, name: "PHP" },
  { pattern: /\blaravel\b/, name: "Laravel" },
  { pattern: /\bsymfony\b/, name: "Symfony" },
  { pattern: /\bruby\b|\brails\b/, name: "Ruby on Rails" },
  { pattern: /\bjava\b(?!\s*script)/, name: "Java" },
  { pattern: /\bspring boot\b/, name: "Spring Boot" },
  { pattern: /(?:^|\s|\b)\.net\b|\bdotnet\b|\basp ?net\b/, name: ".NET" },
  { pattern: /\bc#|\bc sharp\b|\bcsharp\b/, name: "C#" },
  { pattern: /\bc\+\+|\bcpp\b/, name: "C++" },
  {
    pattern:
      /\bgolang\b|\bgo (?:lang|language|services?|backends?|back ends?|developers?|devs?|code|microservices?)\b|\b(?:in|with|use|write|using) go\b/,
    name: "Go",
  },
  { pattern: /\brust\b/, name: "Rust" },
  { pattern: /\bscala\b/, name: "Scala" },
  { pattern: /\belixir\b|\bphoenix framework\b/, name: "Elixir" },
  { pattern: /\bperl\b/, name: "Perl" },
  { pattern: /\bcobol\b/, name: "COBOL" },
  { pattern: /\bswift ?ui\b|\bswift\b/, name: "Swift" },
  { pattern: /\bobjective ?c\b/, name: "Objective-C" },
  { pattern: /\bxamarin\b|\bmaui\b/, name: "Xamarin" },
  { pattern: /\bionic\b|\bcordova\b/, name: "Ionic" },
  { pattern: /\bsvelte(?:kit)?\b/, name: "Svelte" },
  { pattern: /\bember(?:\.?js)?\b/, name: "Ember" },
  { pattern: /\bunity\b|\bunreal\b/, name: "Unity or Unreal" },
  { pattern: /\bshopify\b/, name: "Shopify" },
  { pattern: /\bmagento\b|\bwoocommerce\b/, name: "Magento or WooCommerce" },
  { pattern: /\bsap\b/, name: "SAP" },
  { pattern: /\bmatlab\b/, name: "MATLAB" },
  { pattern: /\bdelphi\b/, name: "Delphi" },
  { pattern: /\bvisual basic\b|\bvba\b/, name: "Visual Basic" },
  { pattern: /\bmongo ?db\b/, name: "MongoDB" },
  { pattern: /\bfirebase\b/, name: "Firebase" },
  { pattern: /\bsnowflake\b/, name: "Snowflake" },
  { pattern: /\bdatabricks\b/, name: "Databricks" },
];

/**
 * The well-known technology a question to us names that the site never mentions, if any.
 * `siteText`: all of the site's passages, lower case.
 */
export function unlistedTechnology(text: string, siteText: string): string | undefined {
  if (!REQUEST.test(text) && text.split(" ").length > 6) return undefined;
  for (const technology of WELL_KNOWN_TECHNOLOGIES) {
    // The words the visitor used must be the site's: "rails" is in "guard rails", "ruby" nowhere.
    const said = text.match(technology.pattern)?.[0].trim();
    if (!said) continue;
    // Of "Unity or Unreal", the one the visitor named: the other may be nowhere in what was said.
    const named =
      technology.name.split(" or ").find((part) => said.includes(part.toLowerCase())) ?? technology.name;
    const escaped = said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (
      !technology.pattern.test(siteText) ||
      !new RegExp(`(?:^|[^a-z0-9])${escaped}(?![a-z0-9])`).test(siteText)
    )
      return named;
  }
  return undefined;
}

/** "do you use X?", "can you do X?", "do you offer X?": a question about something we might offer. */
const OFFER =
  /\b(?:do|does|can|could|would|will)\s+(?:you|u|ya|your (?:team|company|developers|engineers))(?:\s+guys)?\s+(?:also\s+|still\s+|even\s+)?(do|offer|provide|make|build|develop|create|sell|use|work with|support|fix|repair|run|manage|handle|write|design|host|program|code|know)\b\s*(.*)$/;

/** "Who is John Smith?", "do you accept bitcoin?": asks about something the site may not mention. */
const FACT =
  /^(?:who|what) (?:is|are|was|were) (.+)$|^(?:do|does|can|will) (?:you|u) (?:accept|take|allow|sponsor) (.+)$/;

/** Words in an offer question that name no kind of work: general ones, and "apps", "development", "team"… */
const FILLER = new Set(
  terms(
    [
      ...FILLER_WORDS,
      "apps app website websites site sites work projects project services service development developer developers dev devs experience available anything something help our us me my for with in on any some team company people",
    ].join(" "),
  ),
);

/** A request to us ("can you…", "do you…", "we need…"), not a question about something else. */
const REQUEST = /\b(you|u|your|ya|need|want|looking for|help)\b/;

export function notOfferedRule(text: string): NotOffered | undefined {
  if (!REQUEST.test(text)) return undefined;
  for (const rule of RULES) if (rule.pattern.test(text)) return { thing: rule.thing, instead: rule.instead };
  return undefined;
}

/**
 * "Do you use PHP?", "ruby on rails dev available?": an offer question (or a short question
 * about a technology) whose subject the site never mentions at all.
 */
export function unknownSubject(
  text: string,
  index: SearchIndex,
  isKnownName: (word: string) => boolean,
): { subject: string; kind: "offer" | "fact" } | undefined {
  const offer = text.match(OFFER);
  const fact = text.match(FACT);
  const subject = offer
    ? (offer[2] ?? "")
    : fact
      ? (fact[1] ?? fact[2] ?? "")
      : /^[a-z0-9 .#+-]{2,40}\b(dev|developers?|development|available|experience|support)\??$/.test(text)
        ? text
        : "";
  if (!subject) return undefined;
  const tokens = tokenize(subject);
  const words = tokens.filter((word) => !STOP_WORDS.has(word));
  const content = words.filter((word) => terms(word).some((term) => !FILLER.has(term)));
  if (content.length === 0) return undefined;
  // A word none of whose terms the site uses, and that is not a typo of something it names or
  // says ("pyton" is Python, "frontnd" front end; "php" and "rails" are nothing on the site).
  const known = (word: string) => terms(word).some((term) => index.knows(term)) || isKnownName(word);
  const unknown = content.filter((word) => {
    if (known(word)) return false;
    const corrected = index.correctToken(word);
    return corrected === word || !known(corrected);
  });
  // The subject is something the site never mentions ("php"; "ruby on rails", where "rails"
  // happens to occur in "guard rails"): we don't do it, or the site does not say.
  const head = content[0] as string;
  // The visitor's own words, from the first word that names something to the last, with the
  // article they used: "a podcast", "ruby on rails" (not "podcast", "ruby rails").
  const firstAt = tokens.indexOf(head);
  const lastAt = tokens.lastIndexOf(content.at(-1) as string);
  const before = tokens[firstAt - 1];
  const article = before === "a" || before === "an" ? [before] : [];
  const phrase = [...article, ...tokens.slice(firstAt, lastAt + 1)].join(" ");
  // …or half of whose words are in nothing the assistant learnt from (the site, the matcher's
  // examples, the lexicon), typed as they are and no typo: "payment in bitcoin". The known word
  // only frames what is asked.
  const unheardOf = content.filter(
    (word) => unknown.includes(word) && !index.usesWord(word) && index.correctToken(word) === word,
  );
  const unmentioned = fact
    ? unknown.length === content.length || unheardOf.length * 2 >= content.length
    : unknown.length === content.length || (unknown.includes(head) && unknown.length * 2 >= content.length);
  return unmentioned ? { subject: phrase, kind: offer ? "offer" : fact ? "fact" : "offer" } : undefined;
}
