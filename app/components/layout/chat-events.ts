/**
 * A tiny bridge so any button on any page (the FAQ's chat button, a "Chat with us" link)
 * can open the chat widget without loading the widget's code itself.
 */
export const OPEN_CHAT_EVENT = "meridian:open-chat";
/** The visitor is about to open the chat (pointer over, focus on, or a press of a chat button). */
export const PRELOAD_CHAT_EVENT = "meridian:preload-chat";

export function openChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}

/** Starts fetching the chat window's code, so that a click that follows opens it at once. */
export function preloadChat(): void {
  window.dispatchEvent(new CustomEvent(PRELOAD_CHAT_EVENT));
}
