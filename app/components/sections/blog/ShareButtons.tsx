import type { MouseEvent } from "react";
import { type ShareLink, type ShareNetwork, sharePopupFeatures } from "./share";

const glyphs: Record<ShareNetwork, string> = {
  Twitter:
    "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.32l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58l11.09 14.48Z",
  LinkedIn:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-3.98V9.75Z",
  Facebook:
    "M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2A21 21 0 0 0 14.6 2C12.2 2 10.6 3.5 10.6 6.2v2.3H8V12h2.6v10H14V12h2.8l.4-3.5H14Z",
};

/**
 * SPEC §2 Blog: "share buttons (Twitter, LinkedIn, Facebook)" that "open a 600x500 popup".
 * Each is a real link to the network's share page (it works without JavaScript and with
 * middle-click); a plain click opens the popup instead, and a blocked popup falls back to
 * the link's new tab.
 */
export function ShareButtons({ links, label }: { links: ShareLink[]; label: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, link: ShareLink) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const features = sharePopupFeatures({
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    });
    const popup = window.open(link.href, `share-${link.network.toLowerCase()}`, features);
    if (!popup) return; // blocked: let the link open its new tab
    event.preventDefault();
    try {
      popup.opener = null;
    } catch {
      // Cross-origin already: nothing to detach.
    }
  };
  return (
    <div>
      <p className="text-sm font-semibold tracking-widest text-muted uppercase">{label}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${link.network}`}
              onClick={(event) => onClick(event, link)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-accent-violet hover:text-accent-ink"
            >
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                <path d={glyphs[link.network]} />
              </svg>
              {link.network}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
