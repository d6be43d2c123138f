/**
 * The header and footer navigation (SPEC §2 "Header" and "Footer").
 * The Services and Technologies dropdowns come from the content (each item's `menuGroup`,
 * app/content/header-menu.ts): the header gets them computed at build time
 * (`virtual:header-menu`), so the page shell carries only the links, and adding a service
 * or technology with a menuGroup adds its entry with no edit here.
 */
import type { HeaderMenus } from "./content/header-menu.ts";

export type NavLink = { name: string; path: string };
export type NavGroup = { title: string; links: NavLink[] };
export type NavItem = {
  name: string;
  path: string;
  dropdown?: NavGroup[];
  isButton?: boolean;
};

/** The header's links in order; `menu` names the content menu shown as the link's dropdown. */
export const headerLinks: (Omit<NavItem, "dropdown"> & { menu?: keyof HeaderMenus })[] = [
  { name: "About", path: "/about" },
  { name: "Services", path: "/services", menu: "services" },
  { name: "Technologies", path: "/technologies", menu: "technologies" },
  { name: "Portfolio", path: "/portfolio" },
  { name: "Blog/TechTalks", path: "/blog" },
  { name: "Careers", path: "/careers" },
  { name: "Contact", path: "/contact", isButton: true },
];

/** The header's items with their dropdowns filled in from the content's menus. */
export function headerNavigationWith(menus: HeaderMenus): NavItem[] {
  return headerLinks.map(({ menu, ...link }) => (menu ? { ...link, dropdown: menus[menu] } : link));
}

export const footerNavigation: NavLink[] = [
  { name: "About", path: "/about" },
  { name: "Services", path: "/services" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
  { name: "Contact", path: "/contact" },
  { name: "Privacy Policy", path: "/privacy-policy" },
];
