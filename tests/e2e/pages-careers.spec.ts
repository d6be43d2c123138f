import type { Page } from "@playwright/test";
import { applyHref } from "../../app/components/sections/careers/apply-href.ts";
import { careersPage, jobs } from "../../app/content/index.ts";
import { siteConfig } from "../../app/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { breadcrumbNames, expectHeadingsInOrder, hrefs, jsonLd } from "./pages-helpers.ts";

const openings = (page: Page) => page.getByRole("region", { name: careersPage.openings.header.title });
const jobTitles = (page: Page) => openings(page).getByRole("article").getByRole("heading", { level: 3 });
/** The titles of the jobs a filter keeps, in the order the content lists them. */
const titlesWhere = (keep: (job: (typeof jobs)[number]) => boolean) =>
  jobs.filter(keep).map((job) => job.title);
const mentions = (job: (typeof jobs)[number], text: string) =>
  `${job.title} ${job.description}`.toLowerCase().includes(text.toLowerCase());
const firstJob = jobs[0]!;
const lastJob = jobs.at(-1)!;

test.describe("/careers", () => {
  test('SPEC §2 Careers: "/careers shows perks, a hiring process, an FAQ and a job list"', async ({
    page,
  }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(careersPage.hero.title);
    await expectHeadingsInOrder(page, [
      careersPage.perks.header.title,
      careersPage.hiringProcess.header.title,
      careersPage.faq.header.title,
      careersPage.openings.header.title,
    ]);
    await expect(
      page.getByRole("region", { name: careersPage.perks.header.title }).getByRole("article"),
    ).toHaveCount(careersPage.perks.items.length);
    await expect(
      page.getByRole("region", { name: careersPage.hiringProcess.header.title }).getByRole("listitem"),
    ).toHaveCount(careersPage.hiringProcess.steps.length);
  });

  test('SPEC §2: "Each job has a View link to /careers/{slug}" (PRODUCT-DECISIONS 2: Frontend Developer too)', async ({
    page,
  }) => {
    await page.goto("/careers");
    await expect(jobTitles(page)).toHaveText(jobs.map((job) => job.title));
    const views = openings(page).getByRole("link", { name: /^View / });
    expect(await hrefs(views)).toEqual(jobs.map((job) => `/careers/${job.slug}`));
    // Each card says where the job is (SPEC §9 "Job location").
    for (const job of jobs) {
      const card = openings(page).getByRole("article").filter({ hasText: job.title });
      await expect(card.getByText(job.location, { exact: true })).toBeVisible();
    }
  });

  test('SPEC §2: department filter "All Departments, Engineering, Design, Research" — PRODUCT-DECISIONS 1: it really filters', async ({
    page,
  }) => {
    await page.goto("/careers");
    const department = page.getByLabel("Department");
    const [all = "", ...departments] = careersPage.openings.departments;
    await expect(department.locator("option")).toHaveText(careersPage.openings.departments);
    await expect(department).toHaveValue(all);

    for (const name of departments) {
      await department.selectOption(name);
      const expected = titlesWhere((job) => job.department === name);
      await expect(jobTitles(page)).toHaveText(expected);
      if (expected.length === 0)
        await expect(openings(page).getByText(careersPage.openings.emptyText)).toBeVisible();
    }
    await department.selectOption(all);
    await expect(jobTitles(page)).toHaveCount(jobs.length);
  });

  test("PRODUCT-DECISIONS 1: the search box filters, case-insensitive, on title and description", async ({
    page,
  }) => {
    await page.goto("/careers");
    const search = page.getByRole("searchbox", { name: "Search jobs" });

    // A job's title in mixed case.
    const title = firstJob.title;
    await search.fill(`${title.slice(0, 4).toUpperCase()}${title.slice(4).toLowerCase()}`);
    const byTitle = titlesWhere((job) => mentions(job, title));
    await expect(jobTitles(page)).toHaveText(byTitle);
    await expect(page.getByRole("status").filter({ hasText: "open position" })).toHaveText(
      new RegExp(`^${byTitle.length} open position`),
    );

    // A phrase that only appears in a description.
    const phrase = lastJob.description.split(" ").slice(4, 8).join(" ");
    expect(lastJob.title.toLowerCase()).not.toContain(phrase.toLowerCase());
    await search.fill(phrase.toUpperCase());
    await expect(jobTitles(page)).toHaveText(titlesWhere((job) => mentions(job, phrase)));

    await search.fill("astronaut");
    await expect(jobTitles(page)).toHaveCount(0);
    await expect(openings(page).getByText(careersPage.openings.emptyText)).toBeVisible();

    // Search and department combine: another department than the job's drops it.
    const word = lastJob.title.split(" ").at(-1)!;
    await search.fill(word);
    await expect(jobTitles(page)).toHaveText(titlesWhere((job) => mentions(job, word)));
    const otherDepartment = careersPage.openings.departments
      .slice(1)
      .find((name) => name !== lastJob.department)!;
    await page.getByLabel("Department").selectOption(otherDepartment);
    await expect(jobTitles(page)).toHaveText(
      titlesWhere((job) => mentions(job, word) && job.department === otherDepartment),
    );

    await search.fill("");
    await page.getByLabel("Department").selectOption(careersPage.openings.departments[0]!);
    await expect(jobTitles(page)).toHaveCount(jobs.length);
  });

  test("the careers FAQ is an accordion with the first answer open", async ({ page }) => {
    await page.goto("/careers");
    const faq = page.getByRole("region", { name: careersPage.faq.header.title });
    const [first, second] = careersPage.faq.items;
    await expect(faq.getByRole("button", { name: first!.question })).toHaveAttribute("aria-expanded", "true");
    await faq.getByRole("button", { name: second!.question }).click();
    await expect(faq.getByText(second!.answer)).toBeVisible();
    await expect(faq.getByText(first!.answer)).toBeHidden();
  });
});

test.describe("/careers/{slug}", () => {
  test('SPEC §2: "/careers/{slug} shows the job description, responsibilities and qualifications"', async ({
    page,
  }) => {
    const job = firstJob;
    await page.goto(`/careers/${job.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByText(job.description)).toBeVisible();
    await expect(page.getByRole("region", { name: "Responsibilities" }).getByRole("listitem")).toHaveText(
      job.responsibilities,
    );
    await expect(page.getByRole("region", { name: "Qualifications" }).getByRole("listitem")).toHaveText(
      job.qualifications,
    );
    await expect(page.getByText(job.location).first()).toBeVisible();
  });

  test('SPEC §2: "an Apply Now link to /apply that carries the job title"', async ({ page }) => {
    // Every job has a working apply link (issue 29); the last one is followed here.
    for (const job of jobs) {
      await page.goto(`/careers/${job.slug}`);
      const href = await page.getByRole("link", { name: "Apply Now" }).first().getAttribute("href");
      const target = new URL(href!, "http://localhost");
      expect(target.pathname).toBe("/apply");
      expect(target.searchParams.get("job")).toBe(job.title);
    }
    await page.getByRole("link", { name: "Apply Now" }).first().click();
    await expect(page).toHaveURL(new URL(applyHref(lastJob.title), page.url()).href);
    // The application form picks the title up from the link.
    await expect(page.getByText(`You are applying for ${lastJob.title}.`)).toBeVisible();
  });

  test("a View link opens the job on the client", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: `View ${firstJob.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${firstJob.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstJob.title);
  });

  test("structured data: JobPosting (hiringOrganization, jobLocation in PK, datePosted, employmentType) and BreadcrumbList", async ({
    page,
  }) => {
    const job = firstJob;
    await page.goto(`/careers/${job.slug}`);
    const [posting] = await jsonLd(page, "JobPosting");
    expect(posting).toMatchObject({
      title: job.title,
      datePosted: job.datePosted,
      employmentType: job.employmentType,
      hiringOrganization: { "@type": "Organization", name: siteConfig.brandName },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressCountry: job.countryCode },
      },
    });
    expect(String(posting?.description)).toContain(job.responsibilities[0]);
    expect(await breadcrumbNames(page)).toEqual(["Home", "Careers", job.title]);
  });
});
