import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../site.config.ts";

export type PageSeo = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/blog/some-post"; the canonical URL is built from it. */
  path: string;
  image?: string;
  type?: "website" | "article";
  /** Structured data objects (schema.org) for this page. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
};

const defaultImage = "/og-image.png";

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteConfig.siteUrl}/`).toString();
}

export function fullTitle(title: string): string {
  return title === siteConfig.brandName ? title : `${title} | ${siteConfig.brandName}`;
}

/** Title, description, canonical, Open Graph and Twitter tags for one route. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? defaultImage);
  const title = fullTitle(seo.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: `@${siteConfig.twitterHandle}` },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** The in-place "not found" screen of an unknown slug: described, never indexed. */
export function notFoundMeta(title: string, description: string, path: string): MetaDescriptor[] {
  return pageMeta({ title, description, path, noindex: true });
}

export type Crumb = { name: string; path: string };

/** The way from the home page to a page: Home › … › the page. */
export function breadcrumbTrail(...crumbs: Crumb[]): Crumb[] {
  return [{ name: "Home", path: "/" }, ...crumbs];
}

/**
 * The tags of a page with a breadcrumb trail: its path is the trail's last step, and the
 * trail follows the page's own structured data as BreadcrumbList JSON-LD.
 */
export function trailPageMeta({
  trail,
  jsonLd = [],
  ...seo
}: Omit<PageSeo, "path"> & { trail: Crumb[] }): MetaDescriptor[] {
  const path = trail.at(-1)?.path ?? "/";
  return pageMeta({ ...seo, path, jsonLd: [...jsonLd, breadcrumbJsonLd(trail)] });
}

export function breadcrumbJsonLd(items: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
