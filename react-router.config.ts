import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths.ts";

/**
 * The whole site is static HTML: every route and every known slug is rendered at build
 * time and hydrated in the browser. There is no runtime SSR (ssr:false); the Fastify
 * server only serves files and the API.
 */
export default {
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
