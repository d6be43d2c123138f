/**
 * Copy of the support chat window (SPEC section 2, Chatbot widget; section 8 for the
 * error), loaded with the window's code. The launcher's labels are in chat-launcher.ts
 * (every page loads them); the assistant's own sentences are in chat-answers.ts, which
 * only the server reads.
 *
 * Replies use the link format the widget renders: [label](/path), [label](https://…),
 * and [label](#get-quote), which opens the quote form.
 */
import { siteConfig } from "../site.config.ts";

const { brandName, shortName } = siteConfig;

/** The reply-link target that opens the quote form instead of navigating. */
export const QUOTE_FORM_HREF = "#get-quote";

export const chatWidgetCopy = {
  title: `${shortName} Support`,
  subtitle: "Answers from our website, with links to the details",
  greeting: `Hi! I'm the ${brandName} assistant. Ask me about our services, technologies, projects or careers, or how to start a project with us.`,
  logLabel: "Conversation",
  closeLabel: "Close chat",
  inputLabel: "Your message",
  placeholder: "Type your question…",
  sendLabel: "Send message",
  typingLabel: `${shortName} Support is typing`,
  youLabel: "You",
  assistantLabel: `${shortName} Support`,
  /** SPEC section 8: "Chat fails (non-OK response or network error)". */
  error: "Sorry, I'm having trouble connecting. Please try again later.",
  privacyNote: "Please don't share sensitive information.",
} as const;
