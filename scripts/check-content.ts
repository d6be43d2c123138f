/**
 * The first step of `npm run build`: every piece of site content must match its zod
 * schema (app/content/collections.ts; blog posts are checked as their Markdown files are
 * read), and the links between items must resolve (app/content/content-links.ts). A bad
 * edit stops the build here, with the file and the field named, before any page is rendered.
 */
import { ContentError } from "../app/content/content-issues.ts";

function fail(problems: readonly string[]): never {
  console.error(`content check: ${problems.length} problem(s), the build stops here.`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

try {
  const { contentEntries, contentProblems } = await import("../app/content/collections.ts");
  const problems = contentProblems();
  if (problems.length > 0) fail(problems);
  // Links between items are checked once every item is valid on its own.
  const { contentCollections } = await import("../app/content/content-collections.ts");
  const { contentLinkProblems } = await import("../app/content/content-links.ts");
  const linkProblems = contentLinkProblems(contentCollections);
  if (linkProblems.length > 0) fail(linkProblems);
  console.log(
    `content check: ${contentEntries.length} content entries match their schemas and their links resolve`,
  );
} catch (error) {
  if (error instanceof ContentError) fail(error.problems);
  throw error;
}
