/**
 * The attribute the root sets on <html> once React has hydrated the prerendered page. The
 * prerendered pages load their scripts after the first paint (docs/decisions/701), so there
 * is a short time in which buttons are drawn but not yet wired: the bootstrap holds a tap
 * made then and replays it when this attribute appears (scripts/defer-hydration.ts), and the
 * browser tests wait for it before they use the keyboard.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** The User Timing mark set at the same moment; `npm run bench:interactive` reads it. */
export const HYDRATED_MARK = "hydrated";

export function markHydrated(): void {
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  performance.mark(HYDRATED_MARK);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}

/**
 * Set on a part of the page that hydrates later than the page (app/components/ui/HydrateLater.tsx)
 * until it has hydrated: the bootstrap holds a tap on a button inside it until then, as it does
 * for the whole page before `data-hydrated`.
 */
export const HYDRATES_LATER_ATTRIBUTE = "data-hydrates-later";
