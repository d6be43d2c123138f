/**
 * The prerendered pages load the full stylesheet with media="print" so it does not hold up the
 * first paint (their own rules are inlined; scripts/critical-css.ts). Once the page runs, the
 * stylesheet applies to all media: dialogs, the chat panel and other pages need its rules.
 */
export function applyFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][media="print"]')) {
    link.media = "all";
  }
}
