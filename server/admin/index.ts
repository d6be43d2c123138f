import path from "node:path";
import cookie from "@fastify/cookie";
import type { FastifyPluginAsync } from "fastify";
import { createFailureLimit } from "../api/rate-limit.ts";
import type { Config } from "../config.ts";
import type { InsightsStore } from "../insights/store.ts";
import type { AdminStore } from "../store/admin-store.ts";
import type { LeadStore } from "../store/types.ts";
import { adminApiRoutes } from "./api-routes.ts";
import { attachmentLinks } from "./attachment-links.ts";
import {
  type Clock,
  createAdminAuth,
  systemClock,
  TOKEN_FAILURE_WINDOW_MS,
  TOKEN_MAX_FAILURES,
} from "./auth.ts";
import { adminErrorHandler } from "./errors.ts";
import { adminUi } from "./ui.ts";

export type AdminPluginOptions = {
  config: Config;
  store: LeadStore;
  adminStore: AdminStore;
  /** The site's analytics (issue 14): the Insights screen's API is mounted only when given. */
  insights?: InsightsStore | undefined;
  /** The built admin screens; default build/admin beside BUILD_DIR. */
  uiDir?: string | undefined;
  clock?: Clock | undefined;
};

/** Where the admin screens are built: next to the public site's build directory. */
export function defaultAdminUiDir(config: Pick<Config, "buildDir">): string {
  return path.join(path.dirname(config.buildDir), "admin");
}

/**
 * The team's side of the product (issue 7), registered under prefix "/admin":
 * the screens at /admin and the API at /admin/api. Nothing here is for search engines.
 */
export const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (admin, options) => {
  const clock = options.clock ?? systemClock;
  admin.addHook("onRequest", async (_request, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
  });
  await admin.register(cookie);
  admin.decorateRequest("adminPrincipal", null);
  const tokenFailures = createFailureLimit(admin, options.config, {
    name: "admin-token",
    max: TOKEN_MAX_FAILURES,
    windowMs: TOKEN_FAILURE_WINDOW_MS,
  });
  const auth = createAdminAuth({ config: options.config, store: options.adminStore, tokenFailures, clock });

  await admin.register(
    async (api) => {
      api.setErrorHandler(adminErrorHandler);
      await adminApiRoutes(api, {
        auth,
        attachmentLinks: await attachmentLinks(options.adminStore, options.config.siteUrl),
        store: options.store,
        adminStore: options.adminStore,
        insights: options.insights,
        clock,
      });
    },
    { prefix: "/api" },
  );
  await admin.register(adminUi, { dir: options.uiDir ?? defaultAdminUiDir(options.config) });
};
