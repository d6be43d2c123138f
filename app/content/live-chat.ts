/**
 * Issue 30, the live hand-off: what the chat window says about a person joining, and the
 * e-mails around it. Loaded with the chat window's code (and read by the server for the
 * e-mails and the time to expect a reply).
 */
import { siteConfig } from "../site.config.ts";

const { shortName, brandName } = siteConfig;

export const liveChatCopy = {
  /** The button that is always in the window. */
  talkToPerson: "Talk to a person",
  /** The assistant offers it when the visitor asks for a human or it could not answer twice. */
  offer: "Would you like to talk to a person from our team?",
  offerAccept: "Yes, ask someone",
  asking: "Asking someone from our team to join…",
  waitingHint: "You can keep typing: they will see everything you write here.",
  joined: (name: string) => `${name} joined the conversation`,
  talkingWith: (name: string) => `You're talking with ${name} from our team`,
  closed: (name: string | null) =>
    `${name ?? "Our team"} closed the live chat. The assistant will answer you again from here.`,
  teamTyping: (name: string | null) => `${name ?? "The team"} is typing`,
  teamLabel: (name: string | null) => name ?? "Team",
  /** No one joined in time, or outside live-chat hours: the team answers by e-mail. */
  offlineLead: "Nobody from the team can join right now. Leave your e-mail address and we'll answer there.",
  offlineWithAddress: "Nobody from the team can join right now. We'll answer you by e-mail.",
  /** expectReply is a phrase from the server, e.g. "by 9:00 tomorrow". */
  expectReply: (when: string) => `You can expect an answer ${when}.`,
  /** A team reply that arrives later, also by e-mail. */
  laterReply: "Reply from our team (also sent to you by e-mail)",
  sendFailed: "Your message could not be sent. Please try again.",
  connectionLost: "Reconnecting…",
  /** The assistant's reply when a message reaches a conversation a person is in (an older window). */
  heldForPerson: "Your message went to the person from our team in this conversation.",
} as const;

/** When the team answers by e-mail: during hours within a few hours, otherwise after opening. */
export const liveChatReplyTimes = {
  duringHours: "within two hours",
  afterOpening: (opening: string) => `soon after we open at ${opening}`,
  noHours: "within one working day",
} as const;

/** The e-mail a visitor gets when a team member answers a conversation they left. */
export const liveReplyMail = {
  subject: `Your conversation with ${brandName}`,
  greeting: (name: string | undefined) => (name ? `Hello ${name},` : "Hello,"),
  intro: (agent: string) => `${agent} from ${shortName} answered your chat:`,
  outro: "You can reply to this e-mail to continue the conversation.",
} as const;

/** The e-mail to the team when a visitor waits and nobody is available. */
export const liveWaitingMail = {
  subject: "A visitor is waiting in the live chat",
  body: (message: string | null, link: string) =>
    `A visitor asked to talk to a person and nobody is marked as available.\n\n${
      message ? `Their latest message: "${message}"\n\n` : ""
    }Open the live chat: ${link}`,
} as const;
