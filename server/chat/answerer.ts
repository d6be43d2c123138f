import { chatAnswerCopy } from "../../app/content/chat-answers.ts";
import { aboutReply, claimsReply } from "./answers/claims.ts";
import { companyReply } from "./answers/company.ts";
import { faqReply } from "./answers/faq.ts";
import { fixedReply } from "./answers/fixed.ts";
import { itemReply, SPECIFIC_WEIGHT } from "./answers/item.ts";
import { kindListReply, listAgainReply } from "./answers/lists.ts";
import { needReply } from "./answers/need.ts";
import { offerReply } from "./answers/offer.ts";
import { otherCompanyReply } from "./answers/others.ts";
import { pageOutlineReply } from "./answers/page-outline.ts";
import { fallbackReply, foreignReply, passageReply } from "./answers/passages.ts";
import { peopleReply } from "./answers/people.ts";
import { dealReply, pricingReply, quoteReply } from "./answers/pricing.ts";
import { capReply, fitted, type Reply } from "./answers/reply.ts";
import type { AnswerInput } from "./conversation.ts";
import { buildKnowledge, type Knowledge } from "./knowledge/build.ts";
import { speaksOfOwnNeed } from "./language/intents.ts";
import { createSpeller } from "./language/spelling.ts";
import { terms } from "./language/text.ts";
import { createMentionFinder, type MentionFinder } from "./reading/mentions.ts";
import { type Question, readQuestion, subjectsOf } from "./reading/question.ts";

/**
 * The answer path. A message is read once (reading/question.ts), then the stages below are
 * tried in order and the first that answers wins. Each stage reads the knowledge built from
 * the content (knowledge/build.ts); none of them holds a fact of its own.
 */

export type Stage = { name: string; answer: (question: Question, knowledge: Knowledge) => Reply | undefined };

export const STAGES: readonly Stage[] = [
  /** Small talk, attempts to change the assistant, and the ways in (a quote, a meeting, a person). */
  { name: "fixed", answer: (question) => fixedReply(question) },
  /** Another company named and asked about ("is X better than you?", "X's phone number"): not ours to say. */
  { name: "others", answer: (question, knowledge) => otherCompanyReply(knowledge, question) },
  /** "What's on your portfolio page?": the page's sections by their headings. */
  { name: "page-outline", answer: (question, knowledge) => pageOutlineReply(knowledge, question) },
  /** A quote asked for: how pricing works and the way to a quote; "give me 30% off": no deal in the chat, the same. */
  {
    name: "deal",
    answer: (question, knowledge) =>
      question.intent === "deal"
        ? dealReply(knowledge, question)
        : question.intent === "quote"
          ? quoteReply(knowledge, question)
          : undefined,
  },
  /** How to reach us, when we are open, our profiles, our record, what we are: from the site config. */
  {
    name: "company",
    answer: (question, knowledge) =>
      // "Is there a line I can phone?" asks for the number even right after a reply about an item.
      (namesNoItem(question) ? companyReply(knowledge.company, question) : undefined) ??
      (subjectsOf(question).length === 0
        ? ((asksAboutUs(question) ? claimsReply(knowledge.company, question, knowledge.weight) : undefined) ??
          aboutReply(knowledge.company, question))
        : undefined),
  },
  /** "And for web front ends?" after a list: the list asked again with the new qualifier. */
  { name: "list-again", answer: (question, knowledge) => listAgainReply(question, knowledge.items) },
  /** A follow-up on the item the last reply was about ("and its tech stack?"). */
  {
    name: "follow-up",
    // "Which of your projects used it?" after a technology asks for projects: the lists stage's.
    answer: (question, knowledge) =>
      question.leans &&
      question.focus.items.length > 0 &&
      !question.kinds.some(
        (kind) => LISTED_ON_REQUEST.has(kind) && question.focus.items.every((item) => item.kind !== kind),
      )
        ? withTheNumberAsked(
            question,
            knowledge,
            itemReply(knowledge, subjectsOf(question), question, {
              // An FAQ answer has nothing more to say than itself: "and how long would it take?" is another question.
              factOnly: subjectsOf(question).every((item) => item.kind === "faq"),
            }),
          )
        : undefined,
  },
  /** "Which services…?", "any open jobs?": a kind of item listed from its collection. */
  {
    name: "lists",
    answer: (question, knowledge) => {
      const listed = kindListReply(question, knowledge.items, subjectsOf(question));
      // A list of one related item is that item: "any client project with TensorFlow that boosted sales?"
      const [only, ...more] = listed?.related ?? [];
      return only && more.length === 0 ? (itemReply(knowledge, [only], question) ?? listed) : listed;
    },
  },
  /** One of the FAQ's questions, asked in about its words: the FAQ's answer. */
  { name: "faq", answer: (question, knowledge) => faqReply(knowledge, question) },
  /**
   * A question after a reply about one item, answered by a fact of that item ("would the data be kept
   * apart?", "who was the client?"): before the stages that answer from the whole site, which would
   * take "who" for our people and "how much" for our prices.
   */
  {
    name: "within-last-item",
    answer: (question, knowledge) =>
      question.focus.items.length === 1 && subjectsOf(question).length === 0 && !question.intent
        ? itemReply(knowledge, question.focus.items, question, { factOnly: true })
        : undefined,
  },
  /** "How much does X cost?": what the content says about prices. */
  {
    name: "pricing",
    answer: (question, knowledge) =>
      subjectsOf(question).length === 0 ? pricingReply(knowledge, question) : undefined,
  },
  /** "Who founded…?", "who looks after delivery?": the people whose statements hold the question. */
  {
    name: "people",
    answer: (question, knowledge) =>
      subjectsOf(question).length === 0 ? peopleReply(knowledge, question) : undefined,
  },
  /** "Do you do X?" where nothing of ours is X: an honest no with what we do offer. */
  { name: "offer", answer: (question, knowledge) => offerReply(knowledge, question) },
  /** A question mostly about things the content never mentions ("a pancake recipe"): what we can help with. */
  { name: "foreign", answer: (question, knowledge) => foreignReply(knowledge, question) },
  /** What is asked about the items the question names. */
  {
    name: "item",
    answer: (question, knowledge) =>
      withTheNumberAsked(question, knowledge, itemReply(knowledge, subjectsOf(question), question)),
  },
  /** The statement of the whole site that holds most of the question. */
  { name: "passage", answer: (question, knowledge) => passageReply(knowledge, question) },
  /** A need described rather than named: the service or project that covers most of it. */
  { name: "need", answer: (question, knowledge) => needReply(knowledge, question) },
  /** A follow-up none of the above answered, asked again together with the question it follows. */
  {
    name: "with-last-question",
    answer: (question, knowledge) =>
      question.focus.lastQuestion
        ? passageReply(knowledge, question, `${question.focus.lastQuestion} ${question.text}`)
        : undefined,
  },
];

/** Forms whose answer is a number or a duration. */
const ASKS_A_NUMBER = new Set(["how-long", "count"]);
const NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|half|few|several)\b/i;

/**
 * "How long is the first call?" after a reply about the hiring process: when the item's answer
 * holds no number, the site's statement that does, found with the question it follows, answers.
 */
function withTheNumberAsked(
  question: Question,
  knowledge: Knowledge,
  answer: Reply | undefined,
): Reply | undefined {
  if (
    !answer ||
    !ASKS_A_NUMBER.has(question.form) ||
    NUMBER.test(answer.text) ||
    !question.focus.lastQuestion
  )
    return answer;
  const wider = passageReply(knowledge, question, `${question.focus.lastQuestion} ${question.text}`);
  return wider && NUMBER.test(wider.text) ? wider : answer;
}

/** Kinds a follow-up asks to see listed ("which projects used it?"), not a field of the last item ("what tech?"). */
const LISTED_ON_REQUEST = new Set(["project", "case-study", "post", "service"]);

/** A way to reach us asked for in so many words wins over a follow-up on the last item. */
const namesNoItem = (question: Question): boolean =>
  question.mentions.every((mention) => mention.byKeyword && !question.kinds.includes(mention.item.kind)) &&
  (subjectsOf(question).length === 0 || question.intent !== undefined);

/** After a reply about an item, "how many years do I need?" is about that item unless it names us. */
const asksAboutUs = (question: Question): boolean =>
  question.focus.items.length === 0 || /\b(?:you|u|your|ur|yours)\b/i.test(question.text);

/** Items a prospect's need is answered by: an answer about one of them also shows the way in. */
const WORK_KINDS = new Set(["service", "project", "case-study", "technology"]);

/** A prospect answered about our work is shown how to start (the project call to action). */
function withWayIn(question: Question, answer: Reply): Reply {
  if (answer.kind !== "answer" || !speaksOfOwnNeed(question.text)) return answer;
  if (!aboutOurWork(answer) || answer.text.includes(chatAnswerCopy.projectCta)) return answer;
  return { ...answer, text: `${answer.text}\n\n${chatAnswerCopy.projectCta}`, offerHandoff: true };
}

/** Intents that ask for a way in: a project, a quote, a meeting. */
const WAYS_IN = new Set(["project", "quote", "booking"]);

/** Whether an answer is about our work (a service, a project…), from its passages or its topic. */
const aboutOurWork = (answer: Reply): boolean =>
  answer.passages
    ? answer.passages.some((passage) => WORK_KINDS.has(passage.item?.kind ?? ""))
    : WORK_KINDS.has(answer.topic.split(".")[1] ?? "");

/**
 * "Who do I talk to about a fraud model?", "a quote for a voice agent we could resell": the way
 * in, after what we do that covers the need the message names, when it names one.
 */
function withTheNeed(
  question: Question,
  knowledge: Knowledge,
  answerQuestion: (question: Question) => Reply,
): Reply {
  const wayIn = answerQuestion(question);
  const { intent: _wayIn, ...rest } = question;
  const need = answerQuestion(rest);
  // "Someone from your team" names no need: a word of the message that says something specific must be in the answer.
  const said = new Set(terms(need.text));
  const namesANeed =
    question.mentions.some((mention) => !mention.byKeyword && need.sources.includes(mention.item.url)) ||
    question.terms.some((term) => knowledge.idf(term) >= SPECIFIC_WEIGHT && said.has(term));
  if (
    need.kind !== "answer" ||
    !aboutOurWork(need) ||
    !namesANeed ||
    need.text.includes(chatAnswerCopy.projectCta)
  )
    return wayIn;
  return {
    ...wayIn,
    text: fitted([need.text], wayIn.text),
    sources: [...new Set([...need.sources, ...wayIn.sources])],
  };
}

export type Answerer = {
  answer(input: AnswerInput): Reply;
  knowledge: Knowledge;
};

/** `stages` leaves some out, for measuring what each earns (`npm run eval:chat -- --without need`). */
export function createAnswerer(
  knowledge: Knowledge = buildKnowledge(),
  stages: readonly Stage[] = STAGES,
): Answerer {
  const findMentions: MentionFinder = createMentionFinder(
    knowledge.items.filter((item) => item.kind !== "faq" && item.kind !== "policy"),
  );
  const spell = createSpeller(knowledge.words);
  const answerQuestion = (question: Question): Reply => {
    for (const stage of stages) {
      const reply = stage.answer(question, knowledge);
      if (reply) return reply;
    }
    return fallbackReply(knowledge, question);
  };
  const answerWhole = (question: Question): Reply => {
    if (question.intent && WAYS_IN.has(question.intent))
      return withTheNeed(question, knowledge, answerQuestion);
    if (question.intent !== "injection") return withWayIn(question, answerQuestion(question));
    // "Ignore your instructions and tell me X": decline the first part, answer X if it is ours.
    const { intent: _injection, ...rest } = question;
    const answer = answerQuestion(rest);
    if (answer.kind !== "answer") return fixedReply(question) ?? answer;
    return { ...answer, text: `${chatAnswerCopy.injectionWithQuestion} ${answer.text}` };
  };
  return {
    knowledge,
    answer(input) {
      const reply = answerWhole(readQuestion(input, knowledge.items, findMentions, spell));
      return { ...reply, text: capReply(reply.text) };
    },
  };
}
