import { type ContentSlugs, contentSlugs } from "./content/index.ts";

/**
 * Which URLs exist, for the build (prerender), the sitemap and the server's 404 handling.
 * Every slug comes from app/content, so adding content adds pages.
 */

/**
 * A slug no content can have. Each dynamic route is also prerendered once with it, so
 * the server can answer an unknown slug with that route's own in-place not-found screen
 * (and HTTP 404) without any server-side rendering.
 */
export const NOT_FOUND_SLUG = "__not-found";

/** The site-wide "Page not found" screen, prerendered through the catch-all route. */
export const SITE_NOT_FOUND_PATH = `/${NOT_FOUND_SLUG}`;

export const staticPaths = [
  "/",
  "/about",
  "/services",
  "/technologies",
  "/portfolio",
  "/blog",
  "/faq",
  "/careers",
  "/apply",
  "/contact",
  "/privacy-policy",
] as const;

type DynamicRoute = { prefix: string; slugs: readonly string[] };

/** Each dynamic route with its slugs; longest prefix first: /portfolio/case-study/ must win over /portfolio/. */
export function dynamicRoutesOf(slugs: ContentSlugs): DynamicRoute[] {
  return [
    { prefix: "/portfolio/case-study/", slugs: slugs.caseStudies },
    { prefix: "/services/", slugs: slugs.services },
    { prefix: "/technologies/", slugs: slugs.technologies },
    { prefix: "/portfolio/", slugs: slugs.portfolio },
    { prefix: "/blog/", slugs: slugs.blog },
    { prefix: "/careers/", slugs: slugs.careers },
  ];
}

export const dynamicRoutes: DynamicRoute[] = dynamicRoutesOf(contentSlugs);

/** Every public page of a version of the content: what the sitemap lists. */
export function publicPathsOf(slugs: ContentSlugs): string[] {
  return [
    ...staticPaths,
    ...dynamicRoutesOf(slugs).flatMap((route) => route.slugs.map((slug) => `${route.prefix}${slug}`)),
  ];
}

/** Every public page: what the sitemap lists. */
export function publicPaths(): string[] {
  return publicPathsOf(contentSlugs);
}

/** Everything the build renders: the public pages plus the not-found screens. */
export function prerenderPaths(): string[] {
  return [
    ...publicPaths(),
    ...dynamicRoutes.map((route) => `${route.prefix}${NOT_FOUND_SLUG}`),
    SITE_NOT_FOUND_PATH,
  ];
}

/**
 * The prerendered page that answers an unknown path: the matching dynamic route's
 * not-found screen when the path has that route's shape, the site-wide one otherwise.
 */
export function notFoundPathFor(pathname: string): string {
  for (const route of dynamicRoutes) {
    if (!pathname.startsWith(route.prefix)) continue;
    const rest = pathname.slice(route.prefix.length);
    if (rest.length > 0 && !rest.includes("/")) return `${route.prefix}${NOT_FOUND_SLUG}`;
  }
  return SITE_NOT_FOUND_PATH;
}
