/**
 * The header's Services and Technologies dropdowns, derived from the content: each item's
 * `menuGroup` puts it in a group (menu-groups.ts), its title or name labels the link.
 * Adding a service with a menuGroup adds its dropdown entry; nothing else is edited.
 *
 * The browser never loads the collections for this: the build computes the menus here and
 * hands the header only the links (scripts/vite-plugin-header-menu.ts, `virtual:header-menu`).
 */
import type { ContentCollections } from "./content-collections.ts";
import { menuGroups } from "./menu-groups.ts";

export type MenuLink = { name: string; path: string };
export type MenuGroup = { title: string; links: MenuLink[] };
export type HeaderMenus = { services: MenuGroup[]; technologies: MenuGroup[] };

export function headerMenusOf(content: Pick<ContentCollections, "services" | "technologies">): HeaderMenus {
  const serviceTitle = new Map(content.services.map((service) => [service.slug, service.title]));
  const technologyName = new Map(
    content.technologies.map((technology) => [technology.slug, technology.name]),
  );
  return {
    services: menuGroups(content.services, (service) => service.slug).map((group) => ({
      title: group.title,
      links: group.slugs.map((slug) => ({ name: serviceTitle.get(slug) ?? slug, path: `/services/${slug}` })),
    })),
    technologies: menuGroups(content.technologies, (technology) => technology.slug).map((group) => ({
      title: group.title,
      links: group.slugs.map((slug) => ({
        name: technologyName.get(slug) ?? slug,
        path: `/technologies/${slug}`,
      })),
    })),
  };
}
