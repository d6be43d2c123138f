import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The admin screens (issue 7) are a separate client-only bundle, built after the
 * public site into build/admin and served by the server under /admin (ADR 601). No
 * public page links to it, so a visitor never downloads a byte of it.
 */
export default defineConfig({
  root: path.resolve("app/admin"),
  base: "/admin/",
  publicDir: false,
  plugins: [tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: path.resolve("build/admin"),
    emptyOutDir: true,
    assetsDir: "assets",
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        entryFileNames: "assets/admin-[hash].js",
        chunkFileNames: "assets/admin-[name]-[hash].js",
        assetFileNames: "assets/admin-[name]-[hash][extname]",
      },
    },
  },
});
