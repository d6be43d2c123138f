import { chatAnswerCopy } from "../../../app/content/chat-answers.ts";
import type { Question } from "../reading/question.ts";
import { type Reply, reply } from "./reply.ts";

/** Small talk, attempts to change the assistant, and the ways in: a project, a meeting, a person (a quote: answers/pricing.ts). */
export function fixedReply(question: Question): Reply | undefined {
  switch (question.intent) {
    case "injection":
      return reply(chatAnswerCopy.injection, "decline", "fixed.injection");
    case "task":
      return reply(chatAnswerCopy.outOfScope, "decline", "fixed.task");
    case "greeting":
      return reply(chatAnswerCopy.greeting, "small-talk", "fixed.greeting");
    case "thanks":
      return reply(chatAnswerCopy.thanks, "small-talk", "fixed.thanks");
    case "goodbye":
      return reply(chatAnswerCopy.goodbye, "small-talk", "fixed.goodbye", ["/contact"]);
    case "how-are-you":
      return reply(chatAnswerCopy.howAreYou, "small-talk", "fixed.how-are-you");
    case "identity":
      return reply(chatAnswerCopy.identity, "small-talk", "fixed.identity");
    case "human":
      return reply(chatAnswerCopy.human, "lead", "way-in.human", ["/contact"], { offerHandoff: true });
    case "booking":
      return reply(chatAnswerCopy.booking, "lead", "way-in.booking", ["/contact"], { offerHandoff: true });
    case "project":
      return reply(
        `${chatAnswerCopy.projectIntro} ${chatAnswerCopy.projectCta}`,
        "lead",
        "way-in.project",
        ["/contact"],
        {
          offerHandoff: true,
        },
      );
    default:
      return undefined;
  }
}
