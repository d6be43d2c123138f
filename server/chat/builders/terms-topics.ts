/**
 * Commercial terms visitors ask for that the site never offers: a discount for a charity, a
 * money-back guarantee, equity instead of payment, a commission for referring a client (asked
 * in seven of the ten read corpora). The honest answer says the site offers no such thing and
 * what it does say: pricing is custom and set out in a written proposal.
 */
import { paragraphs } from "./compose.ts";
import type { FactTopic } from "./fact-topics.ts";
import { faqReply } from "./faq.ts";
import { NEXT_STEP } from "./pricing.ts";

export const TERMS_TOPICS: readonly FactTopic[] = [
  {
    name: "pricing.special-terms",
    asked:
      /\bmoney[- ]?back\b|\brefund(?:s|ed)?\b.{0,40}\b(?:not happy|unhappy|satisf\w*|guarantee\w*)\b|\bguarantee\w*\b.{0,40}\brefund\w*\b|\b(?:equity|shares|stake|revenue share)\b.{0,30}\b(?:instead|rather than|in place)\b|\b(?:take|accept|work for|paid in|pay (?:you|u) (?:in|with))\b.{0,15}\b(?:equity|shares|a stake)\b|\b(?:charit(?:y|ies)|non-?profits?|ngos?|students?|start-?ups?)\b.{0,30}\bdiscounts?\b|\bdiscounts?\b.{0,30}\b(?:charit(?:y|ies)|non-?profits?|ngos?|students?)\b|\b(?:referral|referal|reseller|affiliate)\b.{0,30}\b(?:program\w*|scheme|commission|comission|bonus|fee|reward)\b|\b(?:commission|comission|finder'?s fee|kickback)\b/,
    reply: () =>
      paragraphs(
        `Our site doesn't offer discounts, refunds, equity deals or commissions, and I can't agree special terms here. ${faqReply("How much does a project cost?").text}`,
        NEXT_STEP,
      ),
  },
];
