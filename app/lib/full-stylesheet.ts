/**
 * The prerendered pages load the full stylesheet with media="print" so it does not hold up the
 * first paint (their own rules are inlined; scripts/critical-css.ts). Once the page runs, the
 * stylesheet must apply to all media: dialogs, the chat panel and other pages need its rules.
 *
 * It is switched on by appending a copy with media="all" at the end of <head>, not by changing
 * the print link's media. Chromium treats a media change of a sheet already in the document as
 * a changed (not appended) sheet list, and because the stylesheet has `@layer` rules it then
 * rebuilds its font faces from the `@font-face` rules. When the site's `font-display: optional`
 * cut arrived too late for the first paint (a busy or slow phone), the rebuilt face finds it
 * already downloaded and the text is redrawn in Inter: lines re-wrap and the page moves (CLS
 * 0.0076 on /technologies/aws and 0.17 on /technologies/pwa at 412 px). An appended sheet leaves
 * the font faces alone. The print link stays, because React rendered it and still owns it; its
 * rules are the same file's, so printing looks the same.
 */
export function applyFullStylesheet(): void {
  const switchedOn = new Set(
    [...document.querySelectorAll<HTMLLinkElement>("link[data-full-stylesheet]")].map(
      (link) => link.dataset.fullStylesheet,
    ),
  );
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][media="print"]')) {
    const href = link.getAttribute("href");
    // Once per stylesheet, also when the effect runs twice (React's development mode).
    if (!href || switchedOn.has(href)) continue;
    const full = link.cloneNode() as HTMLLinkElement;
    full.media = "all";
    full.dataset.fullStylesheet = href;
    document.head.append(full);
  }
}
