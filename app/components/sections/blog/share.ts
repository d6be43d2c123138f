/**
 * Share links of a blog post (SPEC §7: "social network share URLs (text or title, and the page
 * URL, plus via for Twitter)") and the popup they open (SPEC §9: "Share popup: 600x500").
 */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 500;

export type ShareNetwork = "Twitter" | "LinkedIn" | "Facebook";
export type ShareLink = { network: ShareNetwork; href: string };

export function shareLinks({ url, title, via }: { url: string; title: string; via: string }): ShareLink[] {
  return [
    {
      network: "Twitter",
      href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url, via })}`,
    },
    {
      network: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
    },
    {
      network: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    },
  ];
}

/** window.open features: 600x500, centred over the current window when its position is known. */
export function sharePopupFeatures(screen?: {
  left: number;
  top: number;
  width: number;
  height: number;
}): string {
  const size = `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT}`;
  if (!screen) return size;
  const left = Math.max(0, Math.round(screen.left + (screen.width - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - SHARE_POPUP_HEIGHT) / 2));
  return `${size},left=${left},top=${top}`;
}
