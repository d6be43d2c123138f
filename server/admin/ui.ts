import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { pageContentSecurityPolicy } from "../security-headers.ts";

/**
 * Serves the admin screens: one client-only page (built by `vite build -c
 * vite.admin.config.ts` into build/admin, a bundle of its own that no public page
 * references) for /admin and every path below it, and its hashed assets. The page has
 * no inline script, so its CSP allows our own scripts only.
 */
export const ADMIN_UI_CSP = pageContentSecurityPolicy([]);

export const adminUi: FastifyPluginAsync<{ dir: string }> = async (ui, { dir }) => {
  const indexFile = path.join(dir, "index.html");
  let html: Buffer | undefined;
  try {
    html = await readFile(indexFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    ui.log.warn({ dir }, "admin interface not built; /admin answers 503 (run npm run build)");
  }

  const assets = path.join(dir, "assets");
  const haveAssets = await stat(assets).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (haveAssets) {
    await ui.register(fastifyStatic, {
      root: assets,
      prefix: "/assets/",
      preCompressed: true,
      cacheControl: false,
      index: false,
      wildcard: false,
      setHeaders: (reply) => {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  const page = async (_request: unknown, reply: FastifyReply) => {
    if (!html) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The admin interface has not been built. Run npm run build.");
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", ADMIN_UI_CSP)
      .send(html);
  };
  ui.get("/assets/*", async (_request, reply) =>
    reply.code(404).type("text/plain; charset=utf-8").send("Not found"),
  );
  ui.get("/", page);
  ui.get("/*", page);
};
