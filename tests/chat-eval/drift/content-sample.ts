import { faqItems, services } from "../../../app/content/index.ts";

/** One service and one content sentence, read from the content as it stands (for tests of the checks). */
export function content() {
  const service = services[0];
  const faq = faqItems[0];
  if (!service || !faq) throw new Error("the content has no service or no FAQ item");
  return { service, sentence: faq.answer.split(/(?<=[.!?])\s+/)[0] ?? faq.answer };
}
