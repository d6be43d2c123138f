/**
 * Questions visitors ask of the privacy policy again and again, each answered by the policy's
 * own sentences about it: what the site keeps in the browser, whether it tracks location,
 * Do-Not-Track, whether the IP address is stored, analytics, who is controller of a client's
 * data, asking through an agent, and to whom data may be handed (a buyer, the police). The
 * sentences are found in the policy by what they say, so an edit of the wording moves with it.
 */
import { privacySections } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { link, paragraphs } from "./compose.ts";

type PrivacyTopic = {
  name: string;
  /** The visitor's words for it. */
  asked: RegExp;
  /** The policy's sentences (or list items) that answer it. */
  answeredBy: RegExp;
  /** Said before the sentences when the question is a yes/no one. */
  opening?: string;
  /** The data request form goes with the answer. */
  requestForm?: boolean;
};

const STORE =
  "(?:keep|keeps|kept|store|stores|stored|storing|save|saves|saved|log|logs|logged|record|records|recorded|collect|collects|hold|track|tracks|tracking)";

/** In order: the first topic whose words the question uses answers it. */
export const PRIVACY_TOPICS: readonly PrivacyTopic[] = [
  {
    name: "do-not-track",
    asked: /\bdo[- ]not[- ]track\b|\bdnt\b/,
    answeredBy: /currently respond|Global Privacy Control signal in its own/,
  },
  {
    name: "browser-storage",
    asked: new RegExp(
      `\\b(?:in|on|to) (?:my|your|our) browser\\b|\\b${STORE}\\b.{0,40}\\b(?:in|on) the browser\\b|\\bsession storage\\b|\\blocal ?storage\\b|\\bbrowser storage\\b|\\bcookies? (?:on|in) my\\b|\\b(?:chat|conversation)\\b.{0,20}\\bstill (?:be )?(?:here|there)\\b|\\bcome back (?:tomorrow|later|next week)\\b`,
    ),
    answeredBy: /sets no cookies|session storage/,
  },
  {
    name: "location",
    asked: /\b(?:location|locaton|geolocation|geo location|gps|where i am)\b/,
    answeredBy: /approximate location|precise geolocation/,
  },
  {
    name: "collected-automatically",
    asked:
      /\b(?:collect\w*|colect\w*|gather\w*|record\w*|log|logs|know about me)\b.{0,50}\b(?:when|while|as|if) (?:i|you) (?:just )?(?:visit|brows\w*|use|look|land|go)\b|\bcollect\w* automatically\b|\bautomatically collect\w*\b/,
    answeredBy: /log and usage data/,
  },
  {
    name: "sale",
    asked:
      /\b(?:sell|sells|selling|sold)\b.{0,40}\b(?:data|info\w*|details|emails?)\b|\b(?:data|info\w*|details)\b.{0,40}\b(?:sell|sells|selling|sold)\b/,
    answeredBy: /We do not sell your personal information|We have not sold or shared/,
    opening: "No.",
  },
  {
    name: "international-transfers",
    asked:
      /\b(?:data|info\w*|details|it)\b.{0,30}\b(?:leave|leaves|leaving|go|goes|end up|stored|processed)\b.{0,20}\b(?:outside|abroad|overseas|offshore|over there|the uk|the country|pakistan|other countries)\b|\b(?:transfer\w*|sent|send)\b.{0,30}\b(?:abroad|overseas|internationally|other countries|pakistan|outside the uk)\b|\bend up over there\b/,
    answeredBy: /engineering team in Pakistan|When personal information is transferred internationally/,
  },
  {
    name: "us-state-rights",
    asked: /\b(?:california\w*|ccpa|cpra|colorado|connecticut|virginia|utah)\b/,
    answeredBy: /If you live in California|We have not sold or shared/,
    opening: "Yes.",
    requestForm: true,
  },
  {
    name: "ai-providers",
    // The chat's messages, not the AI providers of a client's project.
    asked:
      /^(?=.*\b(?:this chat|the chat|chatbot|what i(?:'m| am)? typ\w*|my messages|i type|i write|my questions)\b).*\b(?:openai|chatgpt|ai (?:company|companies|providers?|firm)|third[- ]part(?:y|ies)|llm providers?|another company|other company)\b/,
    answeredBy:
      /^Our support assistant and some of our AI products|^When you chat with the assistant|contractually commit not to use/,
  },
  {
    name: "sharing",
    asked:
      /\b(?:who|whom)\b.{0,30}\b(?:share|pass|give|disclose|hand)\w*\b.{0,40}\b(?:my|your) (?:data|info\w*|details)\b|\b(?:share|pass|give|disclose|hand)\w* (?:my|your) (?:data|info\w*|details)\b.{0,20}\b(?:to|with) (?:whom|who|anyone|third parties)\b/,
    answeredBy:
      /^(?:service providers|third-party AI providers|professional advisers|a buyer|law enforcement)/,
  },
  {
    name: "regret",
    asked:
      /\bregret\w*\b|\bdon'?t want you (?:holding|keeping|to keep|to hold|to have)\b|\baccidentally (?:pasted|sent|shared|typed|gave|put)\b|\bshouldn'?t have (?:sent|shared|given|typed|pasted|put)\b|\bwithdraw my (?:cv|application|data|details)\b/,
    answeredBy: /^To exercise any of these rights/,
    opening: "You can ask us to delete it: you have the right to have your information deleted.",
    requestForm: true,
  },
  {
    name: "ip-address",
    asked: new RegExp(
      `\\bip(?: address(?:es)?)?\\b.{0,40}\\b${STORE}\\b|\\b${STORE}\\b.{0,40}\\bip(?: address(?:es)?)?\\b`,
    ),
    answeredBy: /are not stored|IP address, the pages you request/,
  },
  {
    name: "analytics",
    // Not "predictive analytics": the site's own visit counting.
    asked:
      /\bgoogle analytics\b|\b(?:web|site|website|visitor) analytics\b|\banalytics (?:on|for|of|in) (?:this|the|your|our) (?:site|website|page|pages)\b|\b(?:run|use|have) (?:any )?analytics\b|\bcount(?:s|ing)? (?:the )?(?:visitors|visits|views)\b|\bvisitor (?:stats|statistics|numbers)\b/,
    answeredBy: /third-party analytics|count visits to our website ourselves|These records are kept for/,
  },
  {
    name: "controller",
    // A client's system, not this website: "who is the data controller for my info?" is us.
    asked:
      /\b(?:processor|data processing agreement|dpa)\b|\bcontroller\b.{0,30}\b(?:you or us|us or you)\b|\b(?:cover|covers|apply to|applies to)\b.{0,40}\b(?:apps?|systems?|software|products?) (?:you|u) (?:build|built|make|made)\b|\b(?:controller|responsible|accountable|liable)\b.{0,60}\b(?:our|my employer|clients?|customers|project|system|you build|you built)\b|\b(?:our|my employer|clients?|customers|project|system|you build|you built)\b.{0,60}\b(?:controller|responsible|accountable|liable)\b/,
    answeredBy: /the client is the controller/,
  },
  {
    name: "agent",
    asked:
      /\bon (?:my|someone'?s?|their|his|her|our) behalf\b|\bauthori[sz]ed agent\b|\bsomeone else\b.{0,40}\b(?:request|rights|data|information)\b/,
    answeredBy: /authorised agent/,
    requestForm: true,
  },
  {
    name: "authorities",
    asked:
      /\b(?:hand|give|share|pass|disclose|send|show)\b.{0,40}\b(?:police|law enforcement|courts?|authorities|government)\b|\b(?:police|law enforcement|authorities|government)\b.{0,40}\b(?:my|your|our) (?:data|info|information|details)\b/,
    answeredBy: /law enforcement, regulators/,
  },
  {
    name: "new-owner",
    asked:
      /\b(?:buys?|bought|acquires?|acquired|purchases?|purchased)\b.{0,30}\b(?:company|business|you|meridian|studio)\b|\b(?:gets?|got|is|was) (?:bought|acquired|sold)\b|\b(?:merger|acquisition)\b/,
    answeredBy: /buyer or successor/,
  },
];

/** The topic a question asks about, if it uses one topic's words. */
export function privacyTopicOf(text: string): PrivacyTopic | undefined {
  const lower = text.toLowerCase();
  return PRIVACY_TOPICS.find((topic) => topic.asked.test(lower));
}

/** "[Privacy policy, section 10: How long we keep your information](/privacy-policy#retention)". */
export function privacySectionLink(id: string): string {
  const section = privacySections.find((candidate) => candidate.id === id);
  return link(
    section ? `Privacy policy, section ${section.number}: ${section.title}` : "Privacy policy",
    `/privacy-policy#${id}`,
  );
}

type Found = { sentence: string; sectionId: string; number: number; title: string };

/**
 * The policy's sentences and list items that match, in the policy's order; a list item comes
 * with the sentence that leads into its list ("We may share your information with:").
 */
function sentencesOf(pattern: RegExp): Found[] {
  return privacySections.flatMap((section) => {
    const where = { sectionId: section.id, number: section.number, title: section.title };
    let lead = "";
    return section.body.flatMap((block) => {
      if (block.type === "paragraph") {
        const sentences = block.text.split(/(?<=[.!?])\s+(?=[A-Z])/);
        lead = sentences.at(-1) ?? "";
        return sentences.filter((text) => pattern.test(text)).map((sentence) => ({ sentence, ...where }));
      }
      if (block.type !== "list") return [];
      const items = block.items.filter((item) => pattern.test(item));
      if (items.length === 0) return [];
      return [{ sentence: [lead, ...items.map((item) => `- ${item}`)].join("\n"), ...where }];
    });
  });
}

/** The answer to a topic: its sentences, the sections they are in, and the request form where it goes. */
export function privacyTopicAnswer(topic: PrivacyTopic): string | undefined {
  const found = sentencesOf(topic.answeredBy);
  if (found.length === 0) return undefined;
  const sections = [...new Map(found.map((entry) => [entry.sectionId, entry])).values()];
  const body = found.map((entry) => entry.sentence).join(" ");
  return paragraphs(
    topic.opening ? `${topic.opening} ${body}` : body,
    topic.requestForm ? `Use our ${link("data request form", siteConfig.dataRequestUrl)}.` : undefined,
    `See ${sections.map((entry) => privacySectionLink(entry.sectionId)).join(" and ")}.`,
  );
}
