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
  /**
   * Issue 28: a conversation holds a limited number of messages; the next message starts a
   * new one, and the window says so before the reply.
   */
  conversationFull:
    "This conversation reached its length limit, so I've started a new one with your message. If you pass it to our team, they will see this new one.",
} as const;

/**
 * Issue 13: when the visitor wants to start a project, get a quote, book a call or be
 * contacted, the window offers to pass the conversation to the team, and a small form
 * takes their details. The confirmation after sending is the API's own success message.
 */
export const chatHandoffCopy = {
  offer: "Would you like me to pass this conversation to our team? They will get back to you directly.",
  accept: "Yes, pass it on",
  decline: "No, thanks",
  declined: "No problem. Just ask if you change your mind.",
  formTitle: "Pass this conversation to our team",
  formIntro: "Leave your details and the team will reply to you. They will see this conversation so far.",
  submit: "Send to the team",
  cancel: "Cancel",
  privacyBefore: "We use your details only to reply to you. Read our ",
  privacyLink: "privacy policy",
  privacyAfter: ".",
  /** Issue 28: a conversation is passed on once; a second try (another tab) is told so. */
  alreadySent: "This conversation is already with our team. They will get back to you.",
  /** The server no longer knows the conversation (deleted, or the tab outlived it). */
  unavailable:
    "Sorry, this conversation can't be passed on any more. Please send your question again in the chat, or use the contact form.",
} as const;
