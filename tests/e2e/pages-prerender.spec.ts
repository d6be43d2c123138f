import {
  blogPosts,
  careersPage,
  caseStudies,
  faqItems,
  jobs,
  parseBlogContent,
  portfolioPage,
  portfolioProjects,
  privacySections,
  serviceCards,
  services,
  technologies,
  technologiesPage,
  techTalks,
} from "../../app/content/index.ts";
import { expect, test } from "./fixtures.ts";
import { decodeHtml } from "./pages-helpers.ts";

/** Visible text of static HTML: tags dropped, entities decoded, whitespace collapsed. */
function textOf(html: string): string {
  const body = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return decodeHtml(body.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const htmlToText = (html: string) => collapse(decodeHtml(html.replace(/<[^>]+>/g, " ")));

/**
 * Issue 3 acceptance: "Every page is prerendered with its full text in the HTML" — the page
 * reads completely before (and without) any JavaScript.
 */
const pages: [string, string[]][] = [
  ["/services", serviceCards.map((card) => card.text)],
  ...services.map((service): [string, string[]] => [
    `/services/${service.slug}`,
    [service.title, service.description, ...service.details, ...service.features],
  ]),
  [
    "/technologies",
    [
      ...technologiesPage.benefits.items.map((item) => item.text),
      ...technologies.map((technology) => technology.summary),
      ...technologiesPage.selectionCriteria.items.map((item) => item.text),
      technologiesPage.integration.text,
      ...technologiesPage.timeline.entries.map((entry) => entry.text),
      ...technologiesPage.faq.items.flatMap((item) => [item.question, item.answer]),
    ],
  ],
  ...technologies.map((technology): [string, string[]] => [
    `/technologies/${technology.slug}`,
    [
      technology.subtitle,
      technology.detailedDescription,
      technology.whatWeProvide,
      ...technology.services,
      ...technology.mainUses,
      ...technology.applications,
      ...technology.whyChoose,
      ...technology.caseStudies.flatMap((study) => [study.title, study.description]),
    ],
  ]),
  [
    "/portfolio",
    [
      ...portfolioProjects.map((project) => project.desc),
      ...caseStudies.map((study) => study.desc),
      ...portfolioPage.howWeWork.steps.map((step) => step.text),
      ...portfolioPage.expertise.items.map((item) => item.text),
    ],
  ],
  ...portfolioProjects.map((project): [string, string[]] => [
    `/portfolio/${project.slug}`,
    [
      project.overview,
      project.desc,
      project.longDesc,
      ...project.features,
      ...project.tech,
      project.impact,
      htmlToText(project.details),
    ],
  ]),
  ...caseStudies.map((study, id): [string, string[]] => [
    `/portfolio/case-study/${id}`,
    [study.title, study.result, study.desc, htmlToText(study.detail)],
  ]),
  ["/blog", [...blogPosts.map((post) => post.excerpt), ...techTalks.map((talk) => talk.description)]],
  ...blogPosts.map((post): [string, string[]] => [
    `/blog/${post.slug}`,
    parseBlogContent(post.content).flatMap((block) => (block.type === "list" ? block.items : [block.text])),
  ]),
  [
    "/careers",
    [
      ...careersPage.perks.items.map((item) => item.text),
      ...careersPage.hiringProcess.steps.map((step) => step.text),
      ...careersPage.faq.items.flatMap((item) => [item.question, item.answer]),
      ...jobs.map((job) => job.title),
    ],
  ],
  ...jobs.map((job): [string, string[]] => [
    `/careers/${job.slug}`,
    [job.description, ...job.responsibilities, ...job.qualifications],
  ]),
  ["/faq", faqItems.flatMap((item) => [item.question, item.answer])],
  [
    "/privacy-policy",
    privacySections.flatMap((section) =>
      section.body.flatMap((block) =>
        block.type === "paragraph" ? [block.text] : block.type === "list" ? block.items : [block.label],
      ),
    ),
  ],
];

for (const [path, texts] of pages) {
  test(`${path} is prerendered with its full text`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const text = textOf(await response.text());
    for (const expected of texts) expect(text, path).toContain(collapse(expected));
  });
}
