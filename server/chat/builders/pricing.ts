/**
 * Answers about pricing and how a project runs: pricing is custom (never a figure), how long a
 * project takes, the free trial, engagement models, the written proposal, the delivery
 * process, ownership and hand-over, support, starting small, the accountable lead, data
 * security and integration with existing systems.
 */
import { aboutPage, homePage, servicesPage } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { answer, bullets, link, paragraphs } from "./compose.ts";
import type { Builder } from "./context.ts";
import { faqReply } from "./faq.ts";

const FAQ = link("FAQ", "/faq");
export const QUOTE_LINK = link("Get a quote", "#get-quote");
export const MEETING_LINK = link("book a 30-minute AI strategy meeting", siteConfig.schedulingUrl);
export const CONTACT_LINK = link("contact us", "/contact");

/** How to take the next step: the quote form, the contact page or a meeting. */
export const NEXT_STEP = `To get a proposal for your project, fill in our ${QUOTE_LINK} form, ${CONTACT_LINK}, or ${MEETING_LINK}.`;

const costAnswer = faqReply("How much does a project cost?").text;

/** Words of time, and of money: a question with the first and none of the second asks how long. */
const ASKS_TIME =
  /\b(how long|timeframes?|time ?frames?|timelines?|timescales?|duration|lead time|turnaround|weeks?|months?)\b/;
const ASKS_MONEY =
  /\b(cost|costs|costing|price|prices|pricing|priced|budget|budgets|rate|rates|fee|fees|expensive|cheap|cheaper|afford\w*|how much|charge|charges|quote|pay|paying|spend|money|£|\$|€)/;

export const pricingCost: Builder = (context) =>
  // "What is your standard delivery timeframe?" asks how long, not how much.
  ASKS_TIME.test(context.question.text) && !ASKS_MONEY.test(context.question.text)
    ? pricingDuration(context)
    : answer(
        context.topic,
        paragraphs(
          `${costAnswer} We don't publish prices or rates, so we can't confirm a figure here.`,
          NEXT_STEP,
          `More in our ${FAQ}.`,
        ),
        [],
        { offerHandoff: true },
      );

/** "What are your payment terms?": not on the site; what is, and who to ask. */
export const pricingPaymentTerms: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      `Our site doesn't publish payment terms. ${costAnswer}`,
      `For terms, please ask the team: ${CONTACT_LINK}, use our ${QUOTE_LINK} form or ${MEETING_LINK}. More in our ${FAQ}.`,
    ),
    [],
    { offerHandoff: true },
  );

export const pricingDuration: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      faqReply("How long does a typical project take?").text,
      `Every engagement starts with discovery; see our ${FAQ}.`,
    ),
  );

export const pricingTrial: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(faqReply("Do you offer a free trial?").text, `See our ${FAQ}, or ${CONTACT_LINK} to ask.`),
  );

export const pricingTrialServices: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      "The site doesn't list which services the free trial includes: it is offered for selected services, so please ask us which ones are currently included.",
      `You can ${CONTACT_LINK}, use our ${QUOTE_LINK} form or ${MEETING_LINK}. See our ${FAQ}.`,
    ),
    [],
    { offerHandoff: true },
  );

const engagementTab = homePage.tabs.items.find((tab) => tab.label === "Engagement Models");

export const pricingEngagement: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      faqReply("What engagement models can I choose from?").text,
      engagementTab ? bullets(engagementTab.cards.map((card) => `${card.title}: ${card.text}`)) : undefined,
      `See our ${FAQ} and the ways to work with us on our ${link("home page", "/")}.`,
    ),
  );

export const pricingProposal: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      `Yes. ${costAnswer}`,
      `To start, use our ${QUOTE_LINK} form or ${CONTACT_LINK}. More in our ${FAQ}.`,
    ),
  );

export const pricingProcess: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      `${homePage.process.header.title}: ${homePage.process.header.lead}`,
      bullets(homePage.process.steps.map((step) => `${step.title}: ${step.text}`)),
      // The Services page tells the same path in three steps.
      `On our ${link("Services", "/services")} page, in ${servicesPage.howWeWork.steps.length} steps:`,
      bullets(servicesPage.howWeWork.steps.map((step) => `${step.title}: ${step.text}`)),
      `Projects start with a discovery call, after which you receive a clear written proposal. See our ${link("home page", "/")} and ${FAQ}.`,
    ),
  );

export const pricingOwnership: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(faqReply("Who owns the code and models you build?").text, `See our ${FAQ}.`),
  );

const youOwn = aboutPage.whyChoose.items.find((item) => item.title === "You own everything");

export const pricingHandover: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      // The FAQ's own opening, "You do.", answers "who owns it?"; after "Yes." it reads as a stutter.
      `Yes. ${faqReply("Who owns the code and models you build?").text.replace(/^You do\. /, "")}`,
      youOwn ? `${youOwn.title}: ${youOwn.text}` : undefined,
      faqReply("Do you provide support after launch?").text,
      `See our ${FAQ} and ${link("About us", "/about")}.`,
    ),
  );

export const pricingSupport: Builder = (context) =>
  answer(context.topic, paragraphs(faqReply("Do you provide support after launch?").text, `See our ${FAQ}.`));

export const pricingSmallStart: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      `Yes. ${faqReply("How long does a typical project take?").text.split(". ").slice(1).join(". ")}`,
      engagementTab?.cards[0] ? `${engagementTab.cards[0].title}: ${engagementTab.cards[0].text}` : undefined,
      `See our ${FAQ}.`,
    ),
  );

export const pricingPointOfContact: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(aboutPage.split.paragraphs[1], `More on our ${link("About us", "/about")} page.`),
  );

export const pricingSecurity: Builder = (context) =>
  answer(context.topic, paragraphs(faqReply("How do you keep our data secure?").text, `See our ${FAQ}.`));

export const pricingIntegration: Builder = (context) =>
  answer(
    context.topic,
    paragraphs(
      faqReply("Can you integrate AI into our existing systems?").text,
      `See our ${link("AI Integration", "/services/ai-integration")} service and ${FAQ}.`,
    ),
  );
