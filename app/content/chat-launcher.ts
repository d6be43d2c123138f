/**
 * The two labels of the chat launcher, the only part of the support chat that every page
 * loads up front; the rest of the widget's copy (chat.ts) comes with the widget's code.
 */
export const chatLauncherCopy = {
  /** Accessible name of the floating button that opens and closes the support window. */
  launcherLabel: "Support chat",
  /** Name of the landmark around the launcher and the window. */
  regionLabel: "Support",
} as const;
