import { chatAnswerCopy, chatWording } from "../../../app/content/chat-answers.ts";
import { clockTime } from "../../../app/lib/opening-hours.ts";
import { type Company, WEEK } from "../knowledge/company.ts";
import type { Question } from "../reading/question.ts";
import { type Reply, reply } from "./reply.ts";

function hoursReply(company: Company, question: Question): Reply {
  const day = question.weekdays[0];
  if (day === undefined)
    return reply(chatWording.hours(company.hoursText), "answer", "company.hours", ["/contact"]);
  const { code, name } = WEEK[day] ?? { code: "Mo", name: "" };
  const time = company.openingTimes.find((opening) => opening.days.includes(code));
  const text = time
    ? chatWording.openOn(name, clockTime(time.opens), clockTime(time.closes))
    : chatWording.closedOn(name, company.hoursText);
  return reply(
    `${text} ${chatWording.seeAll(chatWording.contactPage, "/contact")}`,
    "answer",
    "company.hours",
    ["/contact"],
  );
}

/** Whether a message names one of the company's social profiles (one typo allowed in a long name). */
/** "Your LinkedIn?" names a profile; "our LinkedIn Ads spend" is about something else. */
const ABOUT_PROFILE =
  /\b(?:ads?|advertising|campaigns?|scrap\w*|posts?|automation|outreach|api|profiles? of)\b/;

function namesProfile(company: Company, question: Question): boolean {
  if (ABOUT_PROFILE.test(question.text.toLowerCase())) return false;
  const words = question.text.toLowerCase().split(/[^a-z0-9]+/);
  return company.social.some((profile) => {
    const name = profile.name.toLowerCase();
    return (
      name.length > 1 &&
      words.some(
        (word) =>
          word === name ||
          (name.length >= 6 &&
            word.length >= 5 &&
            name.startsWith(word.slice(0, 3)) &&
            Math.abs(word.length - name.length) <= 1),
      )
    );
  });
}

/** How to reach the company and when: phone, e-mail, office, opening hours, social profiles. */
export function companyReply(company: Company, question: Question): Reply | undefined {
  if (question.intent === "social" || namesProfile(company, question)) return socialReply(company);
  const asksHours = question.intent === "hours" || question.weekdays.length > 0;
  if (asksHours) return hoursReply(company, question);
  switch (question.intent) {
    case "phone":
      return reply(
        `${chatWording.phone(company.phone, company.hoursText)} ${chatWording.seeAll(chatWording.contactPage, "/contact")}`,
        "answer",
        "company.phone",
        ["/contact"],
      );
    case "email":
      return reply(chatWording.email(company.email), "answer", "company.email", ["/contact"]);
    case "address":
      return reply(chatWording.address(company.office), "answer", "company.address", ["/contact"]);
    case "contact":
      return reply(chatAnswerCopy.contact, "answer", "company.contact", ["/contact"]);
    default:
      return undefined;
  }
}

function socialReply(company: Company): Reply {
  const profiles = company.social.map((profile) => `[${profile.name}](${profile.url})`).join(", ");
  return reply(chatWording.social(profiles), "answer", "company.social");
}
