import { isOwnEmail, isOwnUrl } from "../../app/chat/own-links.ts";
import { findPrice } from "./prices.ts";

/**
 * What a model's answer may not do, checked before it replaces the built answer: state a price
 * (in figures or words), mention an off-site URL or someone else's e-mail address, or repeat its
 * own instructions. Any of these sends the built answer instead.
 */

export type GuardFailure = { reason: "ungrounded" | "echo"; detail: string };

const BARE_URL = /\bhttps?:\/\/[^\s<>()\]]+[^\s<>().,;:!?'"\]]/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Addresses in the reply (link targets included) that are not the site's own. */
export function foreignAddresses(reply: string): string[] {
  const urls = (reply.match(BARE_URL) ?? []).filter((url) => !isOwnUrl(url));
  const emails = (reply.match(EMAIL) ?? []).filter((address) => !isOwnEmail(address));
  return [...urls, ...emails];
}

/** Lower-case words, for comparing texts regardless of punctuation and case. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Runs of this many words shared with the instructions count as repeating them. */
const ECHO_WORDS = 7;

/**
 * Whether the reply repeats a run of ECHO_WORDS words of the instructions that the site's own
 * text (the sources the model may quote) does not also contain.
 */
export function echoesInstructions(reply: string, instructions: string, sources: string): boolean {
  const shingles = (list: string[]) => {
    const result = new Set<string>();
    for (let start = 0; start + ECHO_WORDS <= list.length; start++)
      result.add(list.slice(start, start + ECHO_WORDS).join(" "));
    return result;
  };
  const quotable = shingles(words(sources));
  const secret = [...shingles(words(instructions))].filter((shingle) => !quotable.has(shingle));
  if (secret.length === 0) return false;
  const said = shingles(words(reply));
  return secret.some((shingle) => said.has(shingle));
}

export function checkModelReply(
  reply: string,
  prompt: { instructions: string; sources: string },
): GuardFailure | undefined {
  const price = findPrice(reply);
  if (price !== undefined) return { reason: "ungrounded", detail: `price: ${price}` };
  const foreign = foreignAddresses(reply);
  if (foreign.length > 0) return { reason: "ungrounded", detail: `address: ${foreign.join(", ")}` };
  if (echoesInstructions(reply, prompt.instructions, prompt.sources))
    return { reason: "echo", detail: "repeats its instructions" };
  return undefined;
}
