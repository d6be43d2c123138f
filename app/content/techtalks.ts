/** The TechTalks list of /blog (SPEC: "TechTalks: 1"). The card opens the video site in a new tab. */
import { siteConfig } from "../site.config.ts";
import { image } from "./images.ts";
import type { TechTalk } from "./schema.ts";

const youtubeId = "mRd7XkQ2pLw";

export const techTalks: TechTalk[] = [
  {
    youtubeId,
    icon: "play",
    title: "From Prototype to Production: Shipping LLM Features That Last",
    speaker: "Rohan Mehta",
    speakerTitle: `CTO, ${siteConfig.brandName}`,
    description:
      "Why do so many impressive AI demos never become dependable products? Our CTO walks through the engineering habits that close the gap: evaluation sets built from real user questions, retrieval that respects permissions, guardrails against prompt injection, cost budgets per feature and staged roll-outs with people in the loop. Illustrated with lessons from projects in retail, finance and education.",
    thumbnail: image(
      "video",
      "/images/techtalks/prototype-to-production.svg",
      "TechTalk: From Prototype to Production – Shipping LLM Features That Last",
    ),
    url: `${siteConfig.videoSiteUrl}/watch?v=${youtubeId}`,
  },
];
