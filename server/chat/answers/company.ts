import { chatWording } from "../../../app/content/chat-answers.ts";
import { chatAnswerCopy } from "../../../app/content/chat-answers.ts";
import { type Company, DAY_NAMES } from "../knowledge/company.ts";
import type { Question } from "../reading/question.ts";
import { type Reply, reply } from "./reply.ts";

/** "09:00" → "9:00 AM", in the form the content writes its hours. */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

function hoursReply(company: Company, question: Question): Reply {
  const day = question.weekdays[0];
  if (day === undefined) return reply(chatWording.hours(company.hoursText), "answer", "company.hours", ["/contact"]);
  const name = DAY_NAMES[day] ?? "";
  const time = company.openingTimes.find((opening) => opening.days.includes(day));
  const text = time
    ? chatWording.openOn(name, clock(time.opens), clock(time.closes))
    : chatWording.closedOn(name, company.hoursText);
  return reply(`${text} ${chatWording.seeAll("/contact")}`, "answer", "company.hours", ["/contact"]);
}

/** Whether a message names one of the company's social profiles (one typo allowed in a long name). */
function namesProfile(company: Company, question: Question): boolean {
  const words = question.text.toLowerCase().split(/[^a-z0-9]+/);
  return company.social.some((profile) => {
    const name = profile.name.toLowerCase();
    return name.length > 1 && words.some((word) => word === name || (name.length >= 6 && word.length >= 5 && name.startsWith(word.slice(0, 3)) && Math.abs(word.length - name.length) <= 1));
  });
}

/** How to reach the company and when: phone, e-mail, office, opening hours, social profiles. */
export function companyReply(company: Company, question: Question): Reply | undefined {
  if (question.intent === "social" || namesProfile(company, question)) return socialReply(company);
  const asksHours = question.intent === "hours" || (question.weekdays.length > 0 && /\bopen|clos/.test(question.text.toLowerCase()));
  if (asksHours) return hoursReply(company, question);
  switch (question.intent) {
    case "phone":
      return reply(`${chatWording.phone(company.phone, company.hoursText)} ${chatWording.seeAll("/contact")}`, "answer", "company.phone", ["/contact"]);
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
