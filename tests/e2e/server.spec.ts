import { NOT_FOUND_SLUG, publicPaths } from "../../app/prerender-paths.ts";
import { expect, test } from "./fixtures.ts";

test.describe("the production server", () => {
  test("every route and known slug answers 200 with its main heading already in the HTML", async ({
    request,
  }) => {
    for (const path of publicPaths()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toContain('rel="canonical"');
    }
  });

  test("PRODUCT-DECISIONS 10: a path outside the route table gets the site's not-found page with HTTP 404", async ({
    request,
    page,
  }) => {
    const response = await request.get("/does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");

    const visit = await page.goto("/does-not-exist");
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("unknown slugs are answered with HTTP 404 and their in-place not-found screen", async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ["/services/quantum-teleportation", "AI Service Not Found"],
      ["/technologies/cobol", "Technology Not Found"],
      ["/portfolio/unknown-project", "Project not found"],
      ["/portfolio/case-study/7", "Case study not found"],
      ["/portfolio/case-study/abc", "Case study not found"],
      ["/blog/unknown-post", "Post not found!"],
      ["/careers/astronaut", "Job Not Found"],
    ];
    for (const [path, text] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(text);
    }
    // The prerendered not-found pages themselves are not public URLs.
    expect((await request.get(`/blog/${NOT_FOUND_SLUG}`)).status()).toBe(404);
  });

  test("a trailing slash redirects to the canonical URL", async ({ request }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/about");
  });

  test("security headers on a page: CSP without 'unsafe-inline' scripts, nosniff, referrer, frame-ancestors, permissions", async ({
    request,
  }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["cache-control"]).toBe("no-cache");
  });

  test("hashed assets are precompressed and cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // A script is never a document: the headers only a document uses are left off (ADR 806, amended).
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["x-powered-by"]).toBeUndefined();

    const gzip = await request.get(asset as string, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  test("the page hydrates without CSP violations and navigates on the client", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(violations.filter((text) => /Content Security Policy|hydrat/i.test(text))).toEqual([]);
  });

  test("/healthz, sitemap.xml and robots.txt", async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of publicPaths()) expect(sitemap).toContain(`${path === "/" ? "" : path}</loc>`);
    expect(sitemap).not.toContain(NOT_FOUND_SLUG);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: ");
  });

  test("unknown API routes answer 404 JSON", async ({ request }) => {
    const response = await request.get("/api/does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: "Not Found" });
  });

  test("SEO: the home page carries Organization JSON-LD and Open Graph / Twitter tags", async ({ page }) => {
    await page.goto("/");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("Organization");
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
    }
    for (const name of ["description", "twitter:card", "twitter:title", "twitter:description"]) {
      await expect(page.locator(`meta[name="${name}"]`)).toHaveCount(1);
    }
  });
});
