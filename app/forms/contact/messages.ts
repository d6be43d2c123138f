/** SPEC §8: "Contact form fails (both forms)". */
export const CONTACT_FAILURE_MESSAGE = "Failed to send your message. Please try again later.";
