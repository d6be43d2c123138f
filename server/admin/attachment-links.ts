import { createHmac } from "node:crypto";
import type { AdminStore } from "../store/admin-store.ts";
import { randomToken, safeEqual } from "./secrets.ts";

/**
 * Links to a lead's attachment that work without signing in until they expire, for the
 * team e-mail when the file is too large to attach (issue 12 item 9, ADR 805):
 * /admin/api/attachment-links/<lead id>?expires=<unix s>&signature=<HMAC-SHA256>.
 * The key is made once, at random, and kept in admin_settings, so every instance signs
 * and checks with the same one; deleting the setting invalidates every link.
 */
export const ATTACHMENT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const KEY_SETTING = "attachment_link_key";

export type AttachmentLinks = {
  /** The link for a lead's attachment, valid for ATTACHMENT_LINK_TTL_MS from `now`. */
  url(leadId: string, now?: Date): string;
  check(leadId: string, expires: string, signature: string, now?: Date): "valid" | "expired" | "invalid";
};

export async function attachmentLinks(store: AdminStore, siteUrl: string): Promise<AttachmentLinks> {
  const key = await store.settingOrCreate(KEY_SETTING, randomToken);
  const sign = (leadId: string, expires: string) =>
    createHmac("sha256", key).update(`attachment:${leadId}:${expires}`).digest("base64url");
  return {
    url(leadId, now = new Date()) {
      const expires = String(Math.floor((now.getTime() + ATTACHMENT_LINK_TTL_MS) / 1000));
      const query = new URLSearchParams({ expires, signature: sign(leadId, expires) });
      return `${siteUrl}/admin/api/attachment-links/${encodeURIComponent(leadId)}?${query}`;
    },
    check(leadId, expires, signature, now = new Date()) {
      if (!/^\d{1,12}$/.test(expires) || !safeEqual(signature, sign(leadId, expires))) return "invalid";
      return Number(expires) * 1000 > now.getTime() ? "valid" : "expired";
    },
  };
}
