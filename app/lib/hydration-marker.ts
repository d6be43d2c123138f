/**
 * The attribute the root sets on <html> once React has hydrated the prerendered page. The
 * prerendered pages load their scripts after the first paint (docs/decisions/701), so there
 * is a short time in which buttons are drawn but not yet wired: the bootstrap holds a tap
 * made then and replays it when this attribute appears (scripts/defer-hydration.ts), and the
 * browser tests wait for it before they use the keyboard.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
