import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../app/schemas/uploads.ts";
import type { Config } from "../config.ts";
import type { LeadStore } from "../store/types.ts";
import type { ConversationSource } from "./chat-lead.ts";
import { apiErrorHandler } from "./errors.ts";
import { leadRoutes } from "./lead-routes.ts";
import { originGuard } from "./origin-guard.ts";
import { registerFormRateLimit } from "./rate-limit.ts";

export type ApiPluginOptions = {
  config: Config;
  store: LeadStore;
  /** The support chat's store, for chat leads' transcripts (issue 13). */
  conversations?: ConversationSource | undefined;
};

/**
 * The lead-capture API: register under prefix "/api" with the app's config and an
 * open store. Encapsulated: its hooks, limits and error answers apply to its own
 * routes only.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (
  api,
  { config, store, conversations },
) => {
  api.setErrorHandler(apiErrorHandler);
  api.addHook("onRequest", originGuard(config.corsOrigins));
  await registerFormRateLimit(api, config);
  await api.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 100 * 1024,
      parts: 25,
      headerPairs: 50,
    },
  });
  await leadRoutes(api, { config, store, conversations });
};
