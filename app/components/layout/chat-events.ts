/**
 * A tiny bridge so any button on any page (the FAQ's chat button, a "Chat with us" link)
 * can open the chat widget without loading the widget's code itself.
 */
export const OPEN_CHAT_EVENT = "meridian:open-chat";

export function openChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
