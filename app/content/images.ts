/**
 * Intrinsic sizes of the self-made SVGs in public/images, so every <img> can
 * carry width and height (no layout shift). The content test checks that each
 * referenced file exists and that its width/height attributes match.
 */
import type { Image } from "./schema.ts";

export const imageSizes = {
  service: { width: 640, height: 400 },
  technology: { width: 480, height: 300 },
  portfolio: { width: 640, height: 420 },
  caseStudyLogo: { width: 96, height: 96 },
  blogCover: { width: 1200, height: 630 },
  video: { width: 640, height: 360 },
  avatar: { width: 160, height: 160 },
  wordmark: { width: 200, height: 64 },
  hero: { width: 1440, height: 720 },
} as const;

export type ImageKind = keyof typeof imageSizes;

/** Builds an image record with the intrinsic size of its kind. */
export function image(kind: ImageKind, src: string, alt: string): Image {
  const { width, height } = imageSizes[kind];
  return { src, width, height, alt };
}
