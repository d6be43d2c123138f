/**
 * The things we build for clients: "an app", "a booking system", "our legacy backend". One
 * list for every recogniser that tells work we sell from something else: a build request
 * ("could you make us a portal?"), a text to reword ("rewrite our crm" is a project, not a
 * text) and a need whose words name a thing to build rather than an AI task. Each takes the
 * tiers below that mean "build" in its own reading.
 */

/** Things only ever built: a visitor naming one is asking for it to be made. */
const NEW_THINGS = [
  "website",
  "web site",
  "site",
  "webshop",
  "web shop",
  "online store",
  "online shop",
  "ecommerce",
  "e-commerce",
  "store",
  "app",
  "application",
  "platform",
  "portal",
  "dashboard",
  "mvp",
  "prototype",
  "saas",
  "marketplace",
  "booking system",
];

/**
 * Software a visitor also already runs: "we key every invoice into the erp", "typing letters
 * into our system", "which crm does it hook into". Built when asked for ("build us a crm"), but
 * in the words of a need it is where the work happens today, not the thing wanted, so the need
 * table leaves these out (with them, seven replies of the evaluation sets changed: "typing
 * invoices into our system", "which crm does it hook into" went to web development).
 */
const EXISTING_SOFTWARE = ["crm", "erp", "system", "software", "tool"];

/**
 * Parts of a piece of software: rewriting one is a project ("rewrite our legacy backend in
 * Go"), not a text to reword. Not orders on their own, so a build request leaves them out: "i
 * want a stack recommendation", "we need a database cleaned up", "a service like yours".
 */
const SOFTWARE_PARTS = [
  "backend",
  "back end",
  "frontend",
  "front end",
  "codebase",
  "api",
  "database",
  "infrastructure",
  "stack",
  "service",
];

/** Any of `phrases`, anywhere in a lower-case text, singular or plural. */
const anyOf = (phrases: readonly string[]): RegExp =>
  new RegExp(`\\b(?:${phrases.map((phrase) => `${phrase}s?`).join("|")})\\b`);

/** A thing a visitor can ask us to build: "make us a portal", "we need a crm". */
export const DELIVERABLE = anyOf([...NEW_THINGS, ...EXISTING_SOFTWARE]);
/** Software we build or rebuild, whole or in part: rewriting it is a project. */
export const BUILT = anyOf([...NEW_THINGS, ...EXISTING_SOFTWARE, ...SOFTWARE_PARTS]);

/** Software a visitor may already run, for matching a message's words: built only when asked for. */
export const EXISTING_SOFTWARE_WORDS: readonly string[] = EXISTING_SOFTWARE;

/** The one-word things only ever built, for matching a message's words rather than its text. */
export const NEW_THING_WORDS: readonly string[] = NEW_THINGS.filter((phrase) => /^[a-z]+$/.test(phrase));
