/**
 * Limits of POST /api/chat, shared by the widget (input length, history it sends) and the
 * server (which answers 400 beyond them). No imports: the server loads this file directly.
 */

/** A message is 1 to 2,000 characters after trimming. */
export const MAX_MESSAGE_CHARS = 2000;

/** At most this many earlier messages are sent as history (each at most MAX_MESSAGE_CHARS). */
export const MAX_HISTORY_ITEMS = 20;

export const CHAT_ENDPOINT = "/api/chat";

/**
 * A conversation holds at most this many messages (visitor messages and replies); the next
 * message starts a new conversation, and the widget says so (issue 28). It also bounds what
 * the hand-off and the inbox read of one conversation.
 */
export const MAX_CONVERSATION_MESSAGES = 200;

/** The secret the server issues with a new conversation: 32 random bytes, base64url. */
export const CONVERSATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
