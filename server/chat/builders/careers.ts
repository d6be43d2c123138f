/**
 * Answers about careers: the open positions, one job's location, requirements, duties, date
 * and summary, the jobs of a department, the hiring process, perks, hours, how to apply, and
 * honest answers where the site says nothing (internships, visas, salaries).
 */
import { careersPage, jobs } from "../../../app/content/index.ts";
import type { Job } from "../../../app/content/schema.ts";
import { terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { answer, bullets, link, listWords, lowerFirst, paragraphs } from "./compose.ts";
import { type BuildContext, type Builder, ofType } from "./context.ts";
import { faqReply } from "./faq.ts";
import { detailTerms } from "./scoped.ts";

const CAREERS = link("Careers", "/careers");
const APPLY = link("application form", "/apply");

export function jobOf(entity: Entity): Job | undefined {
  return jobs.find((job) => job.slug === entity.key);
}

const jobLink = (job: Job) => link(job.title, `/careers/${job.slug}`);

/** "2026-11-02" → "2 November 2026", as the job page shows it. */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The jobs asked about: named, of a named department, or carried over; all when none is. */
function jobsAsked(context: BuildContext): { jobs: Job[]; named: boolean } {
  const named = ofType(context, "job").flatMap((entity) => jobOf(entity) ?? []);
  if (named.length > 0) return { jobs: named, named: true };
  const departments = ofType(context, "department").map((entity) => entity.key);
  if (departments.length > 0)
    return { jobs: jobs.filter((job) => departments.includes(job.department)), named: true };
  return { jobs, named: false };
}

function jobEntities(context: BuildContext, list: readonly Job[]): Entity[] {
  return list.flatMap((job) => context.knowledge.entities.byId(`job:${job.slug}`) ?? []);
}

/** "Any research scientist openings?": a kind of role, with the word before it if any. */
const ROLE =
  /\b((?:[a-z]+ )?(?:scientists?|engineers?|developers?|designers?|managers?|analysts?|researchers?|architects?|consultants?|testers?|marketers?|recruiters?|writers?|administrators?|accountants?|salespeople|sales reps?))\b/;

/** The role the visitor asks about when none of the open positions is one. */
/** Words before a role that say nothing about which role it is. */
const NOT_A_QUALIFIER = new Set(
  "any a an the for hiring hire need needs want looking more new senior junior lead mid experienced your you our some other open as be being".split(
    " ",
  ),
);

function unlistedRole(text: string): string | undefined {
  const found = ROLE.exec(text)?.[1];
  if (!found) return undefined;
  const [first, ...rest] = found.split(" ");
  const role = rest.length > 0 && NOT_A_QUALIFIER.has(first ?? "") ? rest.join(" ") : found;
  const roleTerms = terms(role);
  const listed = jobs.some((job) => {
    const own = new Set(terms(`${job.title} ${job.department}`));
    return roleTerms.every((term) => own.has(term));
  });
  return listed ? undefined : role;
}

/** "Any jobs in your London office?", "anything in marketing?": a place or team no opening is in. */
const PLACE_OR_TEAM =
  /\b(?:in|from|at|based in) (?:your |the |our )?([a-z]+)(?: office| team| department| area)?\b/g;
const NOT_A_PLACE = new Set(
  "a an the it this that there my our your any some general particular total person future meantime case order short".split(
    " ",
  ),
);

function unlistedPlaceOrTeam(text: string): string | undefined {
  for (const match of text.matchAll(PLACE_OR_TEAM)) {
    const word = match[1] ?? "";
    if (word.length < 3 || NOT_A_PLACE.has(word)) continue;
    const wordTerms = terms(word);
    if (wordTerms.length === 0) continue;
    const listed = jobs.some((job) => {
      const own = new Set(
        terms(`${job.title} ${job.department} ${job.location} ${job.workplace} ${job.type}`),
      );
      return wordTerms.every((term) => own.has(term));
    });
    if (!listed) return word.charAt(0).toUpperCase() + word.slice(1);
  }
  return undefined;
}

export const jobsList: Builder = (context) => {
  const place = unlistedPlaceOrTeam(context.question.text);
  const unlisted = unlistedRole(context.question.text);
  return answer(
    "jobs.list",
    paragraphs(
      unlisted
        ? `We don't have an opening for ${/^[aeiou]/.test(unlisted) ? "an" : "a"} ${unlisted.replace(/s$/, "")} at the moment. Our open positions:`
        : place
          ? `We don't have openings in ${place} at the moment. Our open positions:`
          : "Yes, we're hiring. Our open positions:",
      bullets(
        jobs.map(
          (job) =>
            `${jobLink(job)}: ${job.type.toLowerCase()}, ${job.workplace.toLowerCase()}, ${job.location} (${job.department})`,
        ),
      ),
      `All details and how to apply are on our ${CAREERS} page.`,
    ),
    jobEntities(context, jobs),
  );
};

export const jobLocation: Builder = (context) => {
  const { jobs: asked } = jobsAsked(context);
  const list = asked.length > 0 ? asked : jobs;
  const where = faqReply("Where are the roles based?").text;
  return answer(
    context.topic,
    paragraphs(
      list
        .map((job) => `${jobLink(job)}: ${job.workplace.toLowerCase()}, based in ${job.location}.`)
        .join("\n"),
      where,
      `See our ${CAREERS} page.`,
    ),
    jobEntities(context, list),
  );
};

/** The lines of a list that share the most of the question's words; all of them when none does. */
function relevantLines(lines: readonly string[], asked: readonly string[], max = 3): string[] {
  if (asked.length === 0) return [...lines];
  const wanted = new Set(asked);
  const scored = lines
    .map((line, position) => ({
      line,
      position,
      score: terms(line).filter((term) => wanted.has(term)).length,
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, max)
    .sort((a, b) => a.position - b.position);
  return scored.length > 0 ? scored.map((entry) => entry.line) : [...lines];
}

export const jobRequirements: Builder = (context) => {
  const { jobs: asked } = jobsAsked(context);
  const detail = detailTerms(context).filter(
    (term) => !["need", "requir", "qualif", "skill", "know"].includes(term),
  );
  const parts = asked.map((job) => {
    const lines = relevantLines(job.qualifications, detail);
    const all = lines.length === job.qualifications.length;
    return `${all ? "What we look for in a" : "For the"} ${jobLink(job)}${all ? ":" : " role:"}\n${bullets(lines)}`;
  });
  return answer(
    context.topic,
    paragraphs(...parts, faqReply("Do I need experience with every technology in the job description?").text),
    jobEntities(context, asked),
  );
};

export const jobResponsibilities: Builder = (context) => {
  const { jobs: asked } = jobsAsked(context);
  return answer(
    context.topic,
    paragraphs(...asked.map((job) => `As our ${jobLink(job)} you would:\n${bullets(job.responsibilities)}`)),
    jobEntities(context, asked),
  );
};

export const jobPosted: Builder = (context) => {
  const { jobs: asked } = jobsAsked(context);
  return answer(
    context.topic,
    asked
      .map((job) => `The ${jobLink(job)} job was posted on ${longDate(job.datePosted)} and is still open.`)
      .join("\n"),
    jobEntities(context, asked),
  );
};

export const jobDetail: Builder = (context) => {
  const { jobs: asked, named } = jobsAsked(context);
  if (!named) return jobsList(context);
  return answer(
    context.topic,
    paragraphs(
      ...asked.map(
        (job) =>
          `${jobLink(job)}: a ${job.type.toLowerCase()}, ${job.workplace.toLowerCase()} role in our ${job.department} team, based in ${job.location}. ${job.description}`,
      ),
      `Apply through our ${APPLY}.`,
    ),
    jobEntities(context, asked),
  );
};

export const jobsDepartment: Builder = (context) => {
  const departments = ofType(context, "department");
  if (departments.length === 0) return jobsList(context);
  const lines = departments.map((department) => {
    const open = jobs.filter((job) => job.department === department.key);
    return open.length > 0
      ? `In ${department.name}: ${listWords(open.map((job) => `${jobLink(job)} (${job.workplace.toLowerCase()}, ${job.location})`))}.`
      : `We don't have any open ${department.name} roles at the moment. Our open positions are ${listWords(jobs.map(jobLink))}.`;
  });
  return answer(context.topic, paragraphs(...lines, `See our ${CAREERS} page.`), departments);
};

export const careersProcess: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      `${careersPage.hiringProcess.header.title}: ${careersPage.hiringProcess.header.lead}`,
      bullets(careersPage.hiringProcess.steps.map((step) => `${step.title}: ${step.text}`)),
      `See our ${CAREERS} page.`,
    ),
  );

export const careersDuration: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(faqReply("How long does the hiring process take?").text, `See our ${CAREERS} page.`),
  );

export const careersPerks: Builder = (context) => {
  const detail = detailTerms(context);
  const lines = relevantLines(
    careersPage.perks.items.map((item) => `${item.title}: ${item.text}`),
    detail.filter((term) => !["perk", "benefit", "employe", "offer", "give"].includes(term)),
    2,
  );
  const all = lines.length === careersPage.perks.items.length;
  return answer(
    context.topic,
    paragraphs(
      all ? `${careersPage.perks.header.title}:` : undefined,
      bullets(lines),
      `See our ${CAREERS} page.`,
    ),
  );
};

export const careersApply: Builder = (context) => {
  const { jobs: asked, named } = jobsAsked(context);
  if (named && asked.length > 0)
    return answer(
      context.topic,
      paragraphs(
        `Open the ${listWords(asked.map(jobLink), "or")} job page and choose “Apply Now”, or go straight to our ${APPLY}. ${careersPage.apply.header.lead ?? ""}`,
        `${careersPage.hiringProcess.header.title}: ${listWords(careersPage.hiringProcess.steps.map((step) => step.title.toLowerCase()))}. ${careersPage.hiringProcess.header.lead ?? ""}`,
      ),
      jobEntities(context, asked),
    );
  return answer(
    context.topic,
    paragraphs(
      `Apply through our ${APPLY}: ${lowerFirst(careersPage.apply.header.lead ?? "")} Our open positions are ${listWords(jobs.map(jobLink))}; each job page has an “Apply Now” button.`,
      `${careersPage.hiringProcess.header.title}: ${listWords(careersPage.hiringProcess.steps.map((step) => step.title.toLowerCase()))}. See our ${CAREERS} page.`,
    ),
    jobEntities(context, jobs),
  );
};

/** "Can I send my CV if nothing fits?" */
export const careersOpenApplication: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      faqReply("Can I apply if there is no open role that matches my skills?").text,
      `Apply through our ${APPLY} or see the open positions on our ${CAREERS} page.`,
    ),
  );

/** The site says nothing about it: say so, and say what it does say. */
export const careersInternships: Builder = (context) => ({
  text: paragraphs(
    `We don't list any internships or graduate schemes at the moment. Our open positions are ${listWords(jobs.map(jobLink))}.`,
    `${faqReply("Can I apply if there is no open role that matches my skills?").text} See our ${CAREERS} page.`,
  ),
  kind: "not-offered",
  topic: context.topic,
  about: [],
});

export const careersVisa: Builder = (context) => ({
  text: paragraphs(
    `Our careers pages don't mention visa sponsorship or relocation: ${faqReply("Where are the roles based?").text.replace(/\.$/, "")}.`,
    // What it does say is the careers FAQ: linked, like every quoted answer.
    `See our ${CAREERS} page. If you have a question about your situation, please ask the team through our ${link("Contact", "/contact")} page.`,
  ),
  kind: "not-offered",
  topic: context.topic,
  about: [],
});

export const careersSalary: Builder = (context) => ({
  text: paragraphs(
    `Salaries are not published on our job pages. ${listWords(careersPage.perks.items.slice(0, 4).map((item) => item.title))} are among what we offer (see ${CAREERS}).`,
    `The team can tell you more when you apply through our ${APPLY}.`,
  ),
  kind: "not-offered",
  topic: context.topic,
  about: [],
});

export const careersFeedback: Builder = (context) => {
  const offer = careersPage.hiringProcess.steps.at(-1);
  return answer(
    context.topic,
    paragraphs(
      faqReply("What is your hiring process like?").text,
      offer ? `${offer.title}: ${offer.text}` : undefined,
      `See our ${CAREERS} page.`,
    ),
  );
};
