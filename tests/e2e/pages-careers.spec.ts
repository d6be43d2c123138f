import type { Page } from "@playwright/test";
import { careersPage, getJob } from "../../app/content/index.ts";
import { siteConfig } from "../../app/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { breadcrumbNames, expectHeadingsInOrder, hrefs, jsonLd } from "./pages-helpers.ts";

const openings = (page: Page) => page.getByRole("region", { name: careersPage.openings.header.title });
const jobTitles = (page: Page) => openings(page).getByRole("article").getByRole("heading", { level: 3 });

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
    await expect(jobTitles(page)).toHaveText(["Machine Learning Engineer", "Frontend Developer"]);
    const views = openings(page).getByRole("link", { name: /^View / });
    expect(await hrefs(views)).toEqual(["/careers/ml-engineer", "/careers/frontend-developer"]);
    // SPEC §9 "Job location: Pakistan"
    await expect(openings(page).getByText("Pakistan", { exact: true })).toHaveCount(2);
  });

  test('SPEC §2: department filter "All Departments, Engineering, Design, Research" — PRODUCT-DECISIONS 1: it really filters', async ({
    page,
  }) => {
    await page.goto("/careers");
    const department = page.getByLabel("Department");
    await expect(department.locator("option")).toHaveText([
      "All Departments",
      "Engineering",
      "Design",
      "Research",
    ]);
    await expect(department).toHaveValue("All Departments");

    await department.selectOption("Design");
    await expect(jobTitles(page)).toHaveCount(0);
    await expect(openings(page).getByText(careersPage.openings.emptyText)).toBeVisible();
    await department.selectOption("Research");
    await expect(jobTitles(page)).toHaveCount(0);
    await department.selectOption("Engineering");
    await expect(jobTitles(page)).toHaveText(["Machine Learning Engineer", "Frontend Developer"]);
    await department.selectOption("All Departments");
    await expect(jobTitles(page)).toHaveCount(2);
  });

  test("PRODUCT-DECISIONS 1: the search box filters, case-insensitive, on title and description", async ({
    page,
  }) => {
    await page.goto("/careers");
    const search = page.getByRole("searchbox", { name: "Search jobs" });

    await search.fill("MACHINE learning");
    await expect(jobTitles(page)).toHaveText(["Machine Learning Engineer"]);
    await expect(page.getByRole("status").filter({ hasText: "open position" })).toHaveText(
      /^1 open position/,
    );

    // A phrase that only appears in a description.
    const frontend = getJob("frontend-developer")!;
    const phrase = frontend.description.split(" ").slice(4, 8).join(" ");
    expect(frontend.title.toLowerCase()).not.toContain(phrase.toLowerCase());
    await search.fill(phrase.toUpperCase());
    await expect(jobTitles(page)).toHaveText(["Frontend Developer"]);

    await search.fill("astronaut");
    await expect(jobTitles(page)).toHaveCount(0);
    await expect(openings(page).getByText(careersPage.openings.emptyText)).toBeVisible();

    // Search and department combine.
    await search.fill("developer");
    await expect(jobTitles(page)).toHaveText(["Frontend Developer"]);
    await page.getByLabel("Department").selectOption("Design");
    await expect(jobTitles(page)).toHaveCount(0);

    await search.fill("");
    await page.getByLabel("Department").selectOption("All Departments");
    await expect(jobTitles(page)).toHaveCount(2);
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
    const job = getJob("ml-engineer")!;
    await page.goto("/careers/ml-engineer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByText(job.description)).toBeVisible();
    await expect(page.getByRole("region", { name: "Responsibilities" }).getByRole("listitem")).toHaveText(
      job.responsibilities,
    );
    await expect(page.getByRole("region", { name: "Qualifications" }).getByRole("listitem")).toHaveText(
      job.qualifications,
    );
    await expect(page.getByText("Pakistan").first()).toBeVisible();
  });

  test('SPEC §2: "an Apply Now link to /apply that carries the job title"', async ({ page }) => {
    await page.goto("/careers/frontend-developer");
    const apply = page.getByRole("link", { name: "Apply Now" }).first();
    const href = await apply.getAttribute("href");
    const target = new URL(href!, "http://localhost");
    expect(target.pathname).toBe("/apply");
    expect(target.searchParams.get("job")).toBe("Frontend Developer");
    await apply.click();
    await expect(page).toHaveURL(/\/apply\?job=Frontend\+Developer$/);
    // The application form picks the title up from the link.
    await expect(page.getByText("You are applying for Frontend Developer.")).toBeVisible();
  });

  test("a View link opens the job on the client", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: "View Machine Learning Engineer" }).click();
    await expect(page).toHaveURL(/\/careers\/ml-engineer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Machine Learning Engineer");
  });

  test("structured data: JobPosting (hiringOrganization, jobLocation in PK, datePosted, employmentType) and BreadcrumbList", async ({
    page,
  }) => {
    const job = getJob("ml-engineer")!;
    await page.goto("/careers/ml-engineer");
    const [posting] = await jsonLd(page, "JobPosting");
    expect(posting).toMatchObject({
      title: job.title,
      datePosted: job.datePosted,
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: siteConfig.brandName },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "PK" } },
    });
    expect(String(posting?.description)).toContain(job.responsibilities[0]);
    expect(await breadcrumbNames(page)).toEqual(["Home", "Careers", job.title]);
  });
});
