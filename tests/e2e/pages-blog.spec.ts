import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { blogPosts, parseBlogContent, techTalks } from "../../app/content/index.ts";
import { siteConfig } from "../../app/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { breadcrumbNames, hrefs, jsonLd } from "./pages-helpers.ts";

test.describe("/blog", () => {
  test('SPEC §2 Blog: "/blog toggles between Blog and TechTalks. Blog lists the posts as cards linking to /blog/{slug}"', async ({
    page,
  }) => {
    await page.goto("/blog");
    const blogTab = page.getByRole("tab", { name: "Blog" });
    const talksTab = page.getByRole("tab", { name: "TechTalks" });
    await expect(blogTab).toHaveAttribute("aria-selected", "true");
    await expect(talksTab).toHaveAttribute("aria-selected", "false");

    const blogPanel = page.getByRole("tabpanel", { name: "Blog" });
    // Every post of app/content/blog (the SPEC's count is pinned in spec-conformance).
    await expect(blogPanel.getByRole("article")).toHaveCount(blogPosts.length);
    expect(await hrefs(blogPanel.getByRole("link"))).toEqual(blogPosts.map((post) => `/blog/${post.slug}`));

    await talksTab.click();
    await expect(talksTab).toHaveAttribute("aria-selected", "true");
    await expect(blogPanel).toBeHidden();
    const talksPanel = page.getByRole("tabpanel", { name: "TechTalks" });
    await expect(talksPanel.getByRole("article")).toHaveCount(techTalks.length);

    await blogTab.click();
    await expect(page.getByRole("tabpanel", { name: "Blog" })).toBeVisible();
  });

  test('SPEC §2: "TechTalks lists 1 video card that opens a video site in a new tab" with a self-hosted thumbnail (PRODUCT-DECISIONS 6)', async ({
    page,
  }) => {
    const [talk] = techTalks;
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
    });
    await page.goto("/blog");
    await page.getByRole("tab", { name: "TechTalks" }).click();
    const card = page.getByRole("tabpanel", { name: "TechTalks" }).getByRole("article");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(talk!.title);
    const watch = card.getByRole("link", { name: /^Watch talk/ });
    await expect(watch).toHaveAttribute("href", talk!.url);
    expect(talk!.url.startsWith(siteConfig.videoSiteUrl)).toBe(true);
    await expect(watch).toHaveAttribute("target", "_blank");
    await expect(watch).toHaveAttribute("rel", /noopener/);
    const thumbnail = card.getByRole("img", { name: talk!.thumbnail.alt });
    await expect(thumbnail).toHaveAttribute("src", talk!.thumbnail.src);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(external).toEqual([]);
  });

  test("the Blog/TechTalks toggle works with the keyboard (arrow keys)", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("tab", { name: "Blog" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "TechTalks" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "TechTalks" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Blog" })).toHaveAttribute("aria-selected", "true");
  });
});

/** Records window.open calls instead of opening popups. */
async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __openCalls: unknown[][] }).__openCalls = calls;
    window.open = ((...args: unknown[]) => {
      calls.push(args);
      return { opener: window, closed: false } as unknown as Window;
    }) as typeof window.open;
  });
}

test.describe("/blog/{slug}", () => {
  test('SPEC §2: "/blog/{slug} shows category, date, read time, author, body"', async ({ page }) => {
    for (const entry of blogPosts) {
      await page.goto(`/blog/${entry.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      const header = page.locator("main article > header");
      await expect(header.getByText(entry.category, { exact: true })).toBeVisible();
      await expect(header.locator("time")).toHaveText(entry.displayDate);
      await expect(header.locator("time")).toHaveAttribute("datetime", entry.date);
      await expect(header.getByText(entry.readTime)).toBeVisible();
      await expect(header.getByText(entry.author)).toBeVisible();
    }
    const post = blogPosts[0]!;
    await page.goto(`/blog/${post.slug}`);

    // The body: "## " headings become real h2 elements and "- " bullets a real list.
    const blocks = parseBlogContent(post.content);
    const headings = blocks.flatMap((block) => (block.type === "heading" ? [block.text] : []));
    const body = page.locator("main .prose-body");
    await expect(body.getByRole("heading", { level: 2 })).toHaveText(headings);
    const items = blocks.flatMap((block) => (block.type === "list" ? block.items : []));
    expect(items.length).toBeGreaterThan(0);
    await expect(body.getByRole("listitem")).toHaveText(items);
  });

  test("issue 15: the contents list links to each heading of the body, rendered from the post's Markdown file", async ({
    page,
  }) => {
    const post = blogPosts[0]!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/blog/${post.slug}`);
    const contents = page.getByRole("navigation", { name: "In this article" }).getByRole("link");
    const headings = page.locator("main .prose-body h2");
    await expect(contents).toHaveText(await headings.allTextContents());
    for (const link of await contents.all()) {
      const target = (await link.getAttribute("href"))?.slice(1) ?? "";
      await expect(page.locator(`main .prose-body h2[id="${target}"]`)).toHaveText(
        (await link.textContent()) ?? "",
      );
    }
  });

  test("issue 15: no Markdown or YAML parser reaches the browser — posts are rendered at build time", () => {
    const assets = "build/client/assets";
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const name of scripts) {
      const code = readFileSync(`${assets}/${name}`, "utf8");
      // marked's own error text and repository link; the yaml package's error class.
      expect(code, name).not.toMatch(/input parameter is undefined or null|markedjs|YAMLParseError/);
    }
  });

  test('SPEC §2: "share buttons (Twitter, LinkedIn, Facebook)" — SPEC §9 "Share popup: 600x500"; SPEC §7 share URLs with the title, the page URL and via for Twitter', async ({
    page,
  }) => {
    await stubWindowOpen(page);
    const post = blogPosts[0]!;
    const url = `${siteConfig.siteUrl}/blog/${post.slug}`;
    await page.goto(`/blog/${post.slug}`);

    await page.getByRole("link", { name: "Share on Twitter" }).click();
    await page.getByRole("link", { name: "Share on LinkedIn" }).click();
    await page.getByRole("link", { name: "Share on Facebook" }).click();
    // The page itself did not navigate away.
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));

    const calls = (await page.evaluate(
      () => (window as unknown as { __openCalls: unknown[][] }).__openCalls,
    )) as [string, string, string][];
    expect(calls).toHaveLength(3);
    for (const [, , features] of calls) expect(features).toContain("width=600,height=500");

    const [twitter, linkedIn, facebook] = calls.map(([href]) => new URL(href));
    expect(twitter!.origin + twitter!.pathname).toBe("https://twitter.com/intent/tweet");
    expect(twitter!.searchParams.get("text")).toBe(post.title);
    expect(twitter!.searchParams.get("url")).toBe(url);
    expect(twitter!.searchParams.get("via")).toBe(siteConfig.twitterHandle);
    expect(linkedIn!.origin + linkedIn!.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(linkedIn!.searchParams.get("url")).toBe(url);
    expect(facebook!.origin + facebook!.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook!.searchParams.get("u")).toBe(url);
  });

  test('SPEC §2: "plus a Back to Blog link"', async ({ page }) => {
    await page.goto("/blog/ai-boom-real-innovation-or-just-hype");
    const back = page.getByRole("link", { name: "Back to Blog" });
    await expect(back).toHaveAttribute("href", "/blog");
    await back.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("tab", { name: "Blog" })).toBeVisible();
  });

  test("structured data: BlogPosting with headline, dates, author and publisher; BreadcrumbList", async ({
    page,
  }) => {
    const post = blogPosts[0]!;
    await page.goto(`/blog/${post.slug}`);
    const [posting] = await jsonLd(page, "BlogPosting");
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: "2025-07-24",
      articleSection: "AI & FinTech",
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", name: siteConfig.brandName },
      url: `${siteConfig.siteUrl}/blog/${post.slug}`,
    });
    expect(await breadcrumbNames(page)).toEqual(["Home", "Blog", post.title]);
  });
});
