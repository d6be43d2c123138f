import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { headerMenuPlugin } from "./scripts/vite-plugin-header-menu.ts";

export default defineConfig({
  plugins: [tailwindcss(), headerMenuPlugin(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // One chunk for the small shared UI, hooks and helpers instead of a dozen tiny ones:
        // fewer module preloads compete with the CSS for the first paint on slow networks.
        codeSplitting: {
          groups: [{ name: "ui", test: /\/app\/(components\/ui|hooks|lib)\/|\/app\/site\.config/ }],
        },
      },
    },
  },
});
