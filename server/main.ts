import { attachmentLinks } from "./admin/attachment-links.ts";
import { startRetentionJob } from "./admin/retention.ts";
import { webhookHandlers } from "./admin/webhook.ts";
import { buildApp } from "./app.ts";
import { createAnswerer } from "./chat/answerer.ts";
import { startChatIndexJob } from "./chat/index-job.ts";
import { createChatService } from "./chat/service.ts";
import { loadConfigOrExit } from "./config.ts";
import { startInsightsJob } from "./insights/retention.ts";
import { createInsightsStore } from "./insights/store.ts";
import { liveOutboxHandlers } from "./live/outbox.ts";
import { startMailWorker } from "./mail/index.ts";
import { createAdminStore } from "./store/admin-store.ts";
import { chatConversationHooks, createChatStore } from "./store/chat-store.ts";
import { openStore } from "./store/index.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfigOrExit();

  // Opens SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set, and migrates it.
  const store = await openStore(config);
  // The chat's index over all site content and its sentence vectors, built once here (under a
  // second once `npm run build` has encoded the example questions, ADR 442).
  const answerer = createAnswerer();
  const { knowledge } = answerer;
  const chat = {
    service: createChatService(answerer, { model: config.chatModel }),
    store: createChatStore(store.db),
  };
  // Erasure by e-mail and the retention job cover the chat's conversations too (issue 13).
  const adminStore = createAdminStore(store.db, store.dialect, {
    conversations: chatConversationHooks,
    reader: store.reader,
  });
  const insightsStore = createInsightsStore(store.db, store.dialect);
  const app = await buildApp({ config, store, chat, adminStore, insightsStore });
  app.log.info(
    {
      passages: knowledge.passages.length,
      ms: Math.round(knowledge.buildMs),
      model: config.chatModel?.model,
    },
    "chat index built",
  );
  // Sends the outbox over SMTP_URL (server/mail); without it, e-mails wait in the outbox.
  // It also delivers the signed webhooks to WEBHOOK_URL when set (issue 7).
  // Files above MAIL_ATTACHMENT_MAX_BYTES reach the team as signed links (ADR 805).
  const links = await attachmentLinks(adminStore, config.siteUrl);
  // Issue 30: the live chat's webhook and e-mails (to the team, and team replies to visitors).
  const liveOutbox = liveOutboxHandlers(config);
  const mailWorker = startMailWorker(
    config,
    store,
    app.log,
    undefined,
    { ...webhookHandlers(config, store), ...liveOutbox.handlers },
    links,
  );
  // Issue 7: deletes leads and conversations past their retention, now and daily.
  const retention = startRetentionJob({
    adminStore,
    retentionDays: config.retentionDays,
    chatRetentionDays: config.chatRetentionDays,
    logger: app.log,
  });
  // Issue 28: search text and addresses of chat messages stored before they were computed on write.
  const chatIndex = startChatIndexJob({ db: store.db, logger: app.log });
  // Issue 14: rolls finished days up into daily counts and deletes raw events past
  // INSIGHTS_RETENTION_DAYS and daily counts past INSIGHTS_DAILY_RETENTION_DAYS, now and hourly.
  const insightsJob = startInsightsJob({
    store: insightsStore,
    retentionDays: config.insightsRetentionDays,
    dailyRetentionDays: config.insightsDailyRetentionDays,
    logger: app.log,
  });
  // onClose runs after in-flight requests have finished, so no commit is cut short.
  app.addHook("onClose", async () => {
    await retention.stop();
    await chatIndex.stop();
    await insightsJob.stop();
    // The worker records its last outcome in the store, so it stops first.
    await mailWorker?.stop();
    liveOutbox.close();
    await store.close();
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error("failed to start", error);
  process.exit(1);
});
