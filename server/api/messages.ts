/**
 * What a visitor reads after a successful submission (SPEC 4: "shows the server
 * message"). One business day is the team's promise in the copy, keep it true.
 */
export const SUCCESS_MESSAGES = {
  quote: "Thank you! Your quote request has been received. We'll get back to you within one business day.",
  contact: "Thank you for your message! We'll get back to you within one business day.",
  application: "Thank you for applying! We've received your application and will review it shortly.",
  consultation:
    "Thank you! Your consultation request has been received. We'll be in touch within one business day to confirm a time.",
  chat: "Thank you! I've passed our conversation to the team. They'll get back to you within one business day.",
} as const;
