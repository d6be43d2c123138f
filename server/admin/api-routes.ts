import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { zodFieldErrors } from "../../app/schemas/field-errors.ts";
import { LIMITS } from "../../app/schemas/form-fields.ts";
import { LEAD_NOTES_MAX_LENGTH, LEAD_STATUSES, LEAD_TYPES } from "../../app/schemas/lead-metadata.ts";
import { requireContentType } from "../api/content-type-guard.ts";
import { ApiError } from "../api/errors.ts";
import type { InsightsStore } from "../insights/store.ts";
import type { AdminStore, LeadCursor, LeadFilter } from "../store/admin-store.ts";
import type { LeadStore } from "../store/types.ts";
import type { AttachmentLinks } from "./attachment-links.ts";
import type { AdminAuth, Clock } from "./auth.ts";
import { conversationRoutes } from "./conversation-routes.ts";
import { CSV_BOM, leadCsvHeader, leadCsvRow } from "./csv.ts";
import { contentDisposition } from "./disposition.ts";
import { insightsRoutes } from "./insights-routes.ts";
import { leadJson } from "./lead-json.ts";
import { firstWeekStart, weeklyCounts } from "./weekly.ts";

export type AdminApiContext = {
  auth: AdminAuth;
  attachmentLinks: AttachmentLinks;
  store: LeadStore;
  adminStore: AdminStore;
  /** The site's analytics (issue 14); its routes are mounted only when given. */
  insights?: InsightsStore | undefined;
  clock: Clock;
};

/** Keyset cursors are opaque to clients: base64url of [createdAt, id]. */
export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

export function decodeCursor(text: string): LeadCursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value;
    if (typeof createdAt !== "string" || typeof id !== "string") return undefined;
    if (Number.isNaN(Date.parse(createdAt))) return undefined;
    return { createdAt: new Date(createdAt).toISOString(), id };
  } catch {
    return undefined;
  }
}

const since = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "since must be a date or date-time (ISO 8601)")
  .transform((value) => new Date(value));

const filterSchema = z.object({
  type: z.enum(LEAD_TYPES).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  since: since.optional(),
  q: z.string().max(200).optional(),
});

const listSchema = filterSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  cursor: z.string().max(500).optional(),
});

const idParams = z.object({ id: z.string().min(1).max(100) });

const changesSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    notes: z.string().max(LEAD_NOTES_MAX_LENGTH).nullable().optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.notes !== undefined, "Send status and/or notes.");

const erasureSchema = z.object({
  email: z.string().trim().max(LIMITS.email).pipe(z.email("Enter the e-mail address to erase.")),
  reference: z.string().trim().max(200).optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError(400, "Some parameters are missing or invalid.", zodFieldErrors(result.error, "_"));
  }
  return result.data;
}

function noStore(reply: FastifyReply) {
  reply.header("cache-control", "no-store");
}

/**
 * /admin/api: the CRM API (leads, filters, pagination, attachment, delete) and what the
 * inbox screen needs besides (status and notes, CSV export, the weekly chart, erasure
 * by e-mail, the audit log). Every route takes a session or the bearer token, but the
 * signed download links of large attachments (ADR 805).
 */
export async function adminApiRoutes(
  api: FastifyInstance,
  { auth, attachmentLinks, store, adminStore, insights, clock }: AdminApiContext,
) {
  const json = { onRequest: requireContentType("application/json") };
  api.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) noStore(reply);
    return payload;
  });

  // ── Sign-in ──────────────────────────────────────────────────────────────
  // Answers 200 either way: "not signed in" is a normal state of the sign-in screen.
  api.get("/session", async (request) => {
    const principal = await auth.session(request);
    if (principal?.kind !== "session") {
      return { signedIn: false, configured: await auth.passwordConfigured() };
    }
    return { signedIn: true, csrfToken: principal.csrfToken, expiresAt: principal.expiresAt.toISOString() };
  });

  api.post("/session", json, async (request, reply) => {
    const { password } = parse(z.object({ password: z.string().min(1).max(1000) }), request.body);
    const session = await auth.signIn(request, reply, password);
    return { signedIn: true, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() };
  });

  /** A lead's file, as a download of the type checked at upload. */
  async function sendAttachment(reply: FastifyReply, leadId: string) {
    const lead = await store.getLead(leadId);
    const info = lead?.attachments[0];
    if (!info) throw new ApiError(404, "This lead has no attachment.");
    const attachment = await store.getAttachment(info.id);
    if (!attachment) throw new ApiError(404, "This lead has no attachment.");
    // The type was decided from the bytes at upload; nosniff keeps browsers to it, and
    // "attachment" makes them save the file instead of rendering it on our origin.
    return reply
      .header("content-type", attachment.contentType)
      .header("content-disposition", contentDisposition(attachment.filename))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .header("content-length", String(attachment.bytes.byteLength))
      .send(Buffer.from(attachment.bytes.buffer, attachment.bytes.byteOffset, attachment.bytes.byteLength));
  }

  // The signed link a team e-mail carries instead of a large file (ADR 805): the
  // signature and its expiry stand in for a session.
  api.get("/attachment-links/:id", async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const { expires, signature } = parse(
      z.object({ expires: z.string().max(20), signature: z.string().max(100) }),
      request.query,
    );
    const verdict = attachmentLinks.check(id, expires, signature, clock.now());
    if (verdict === "invalid") throw new ApiError(403, "This download link is not valid.");
    if (verdict === "expired") {
      throw new ApiError(
        410,
        "This download link has expired. Open the lead in the inbox to download the file.",
      );
    }
    return sendAttachment(reply, id);
  });

  await api.register(async (protectedApi) => {
    protectedApi.addHook("preHandler", auth.authenticate);

    protectedApi.delete("/session", async (request, reply) => {
      await auth.signOut(request, reply);
      return reply.code(204).send();
    });

    // ── Leads (CRM API) ────────────────────────────────────────────────────
    protectedApi.get("/leads", async (request) => {
      const query = parse(listSchema, request.query);
      let after: LeadCursor | undefined;
      if (query.cursor) {
        after = decodeCursor(query.cursor);
        if (!after)
          throw new ApiError(400, "The cursor is not valid.", { cursor: "Not a cursor from this API" });
      }
      const filter: LeadFilter = { type: query.type, status: query.status, since: query.since, q: query.q };
      const [page, total] = await Promise.all([
        adminStore.listLeads({ ...filter, limit: query.limit, offset: query.offset, after }),
        adminStore.countLeads(filter),
      ]);
      return {
        leads: page.leads.map((lead) => leadJson(lead)),
        total,
        nextCursor: page.next ? encodeCursor(page.next) : null,
      };
    });

    protectedApi.get("/leads/:id", async (request) => {
      const { id } = parse(idParams, request.params);
      const lead = await store.getLead(id);
      if (!lead) throw new ApiError(404, "No lead with this id.");
      return leadJson(lead);
    });

    protectedApi.get("/leads/:id/attachment", async (request, reply) => {
      const { id } = parse(idParams, request.params);
      return sendAttachment(reply, id);
    });

    protectedApi.patch("/leads/:id", json, async (request) => {
      const { id } = parse(idParams, request.params);
      const changes = parse(changesSchema, request.body);
      const actor = request.adminPrincipal?.actor ?? "unknown";
      const lead = await adminStore.updateLead(id, changes, { actor, now: clock.now() });
      if (!lead) throw new ApiError(404, "No lead with this id.");
      return leadJson(lead);
    });

    protectedApi.delete("/leads/:id", async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const actor = request.adminPrincipal?.actor ?? "unknown";
      if (!(await adminStore.deleteLead(id, actor, clock.now())))
        throw new ApiError(404, "No lead with this id.");
      return reply.code(204).send();
    });

    // ── Conversations (issue 13) ───────────────────────────────────────────
    await conversationRoutes(protectedApi, { adminStore, clock, parse });

    // ── Inbox extras ───────────────────────────────────────────────────────
    protectedApi.get("/export.csv", async (request, reply) => {
      const filter = parse(filterSchema, request.query);
      const now = clock.now();
      const day = now.toISOString().slice(0, 10);
      // Who took a copy of which leads, and how many: the filter and the count, no lead data.
      await adminStore.recordAudit({
        actor: request.adminPrincipal?.actor ?? "unknown",
        action: "leads.export",
        at: now,
        details: {
          ...(filter.type ? { type: filter.type } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.since ? { since: filter.since.toISOString() } : {}),
          ...(filter.q ? { search: true } : {}),
          leads: await adminStore.countLeads(filter),
        },
      });
      async function* rows() {
        yield CSV_BOM + leadCsvHeader();
        let after: LeadCursor | undefined;
        for (;;) {
          const page = await adminStore.listLeads({ ...filter, limit: 500, after });
          for (const lead of page.leads) yield leadCsvRow(lead);
          if (!page.next) return;
          after = page.next;
        }
      }
      return reply
        .header("content-type", "text/csv; charset=utf-8; header=present")
        .header("content-disposition", contentDisposition(`meridian-leads-${day}.csv`))
        .send(Readable.from(rows()));
    });

    protectedApi.get("/stats/weekly", async (request) => {
      const { weeks } = parse(
        z.object({ weeks: z.coerce.number().int().min(1).max(104).default(12) }),
        request.query,
      );
      const now = clock.now();
      const times = await adminStore.leadTimes(firstWeekStart(now, weeks));
      return { weeks: weeklyCounts(times, now, weeks) };
    });

    protectedApi.post("/erasure", json, async (request) => {
      const { email, reference } = parse(erasureSchema, request.body);
      const actor = request.adminPrincipal?.actor ?? "unknown";
      const counts = await adminStore.eraseByEmail(email, { actor, reference, now: clock.now() });
      request.log.info({ ...counts, actor }, "erased personal data on request");
      return { erased: counts };
    });

    protectedApi.get("/audit", async (request) => {
      const { limit } = parse(
        z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
        request.query,
      );
      const entries = await adminStore.listAudit(limit);
      return { entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
    });

    if (insights) {
      await insightsRoutes(protectedApi, {
        insights,
        leadAttribution: (range) => insights.leadAttribution(range.from, range.to),
        clock,
      });
    }
  });

  api.all("/*", async (_request, reply) => reply.code(404).send({ error: "Not Found" }));
}
