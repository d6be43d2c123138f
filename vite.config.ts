import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { headerMenuPlugin } from "./scripts/vite-plugin-header-menu.ts";

/** The shared UI, hooks, helpers and small shared modules (and the logo and the menus, which the header and the later-hydrating footer share): one `ui` chunk. */
const UI_MODULES =
  /\/app\/(components\/ui|hooks|lib)\/|\/app\/components\/layout\/Logo\.tsx$|\/app\/navigation\.ts$|\/app\/site\.config|\/app\/(forms\/attribution|components\/layout\/chat-events|forms\/quote\/quote-events|insights\/track|insights\/events)\.ts|preload-helper|rolldown[:/]runtime/;
/** …except these, which only some routes or dialogs use (about 5 KB brotli of the 13 KB). */
const ROUTE_SPECIFIC_UI_MODULES =
  /\/app\/components\/ui\/(Carousel|useCarousel|Modal|FormField|FormStatus)\.tsx?$|\/app\/lib\/(file-size|opening-hours)\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), headerMenuPlugin(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Few chunks, each a request whose headers cost ~0.4 KB on a phone's link (issue 31):
        // the framework in one, the shared UI, hooks, helpers and small shared modules in
        // another, instead of a dozen tiny ones. Each route's own code stays in its chunk, and
        // what only a dialog, the chat or a form's validation needs stays lazy.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\//,
            },
            {
              name: "ui",
              // The larger widgets only some routes or dialogs use (the carousel, the modal, form
              // fields) are left out, so they ride with the routes and dialogs that need them instead
              // of every route's first load (issue 31). Smaller ones (tabs, accordion) stay: as
              // chunks of their own they would cost more in request headers than they save.
              test: (id: string) => UI_MODULES.test(id) && !ROUTE_SPECIFIC_UI_MODULES.test(id),
            },
          ],
        },
      },
    },
  },
});
