/** The header's dropdowns, computed from app/content at build time (scripts/vite-plugin-header-menu.ts). */
declare module "virtual:header-menu" {
  export const headerMenus: import("../app/content/header-menu.ts").HeaderMenus;
}
