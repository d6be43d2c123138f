/**
 * The visitor's own records, which the assistant cannot see (ADR 434): "can you tell me if my
 * application got through?", "I applied last week, did I get it?", "read my quote request
 * back to me and tell me where it's at". Told by a look-up verb or an outcome asked about one's
 * own application, enquiry or order, in this message or, for "it", the visitor's last one
 * ("i sent a quote request last week" | "can you read it back to me?").
 *
 * "When can I expect to hear back?" is not one: the site states how soon we reply.
 */

/** Something of the visitor's we would hold: an application, a quote request, a message. */
const RECORD = `(?:job )?(?:application|applications|cv|resume|quote request|quote|request|enquiry|inquiry|message|form|submission|order|ticket|booking|e-?mail)`;
/** A sentence saying the visitor sent or filed one: "I applied", "I sent a quote request". */
const SENT = new RegExp(
  String.raw`\b(?:i|we) (?:applied|have applied|'ve applied|already applied|sent|submitted|filled (?:in|out)|put in|made|emailed|messaged)\b.{0,40}\b(?:${RECORD}|job|role|position|you)\b|\bi applied\b`,
);
/** Its outcome or its whereabouts, asked for. */
const OUTCOME = `(?:got through|gone through|went through|(?:been|was|got|has|have) (?:accepted|approved|rejected|shortlisted|seen|read|through)|arrived)`;
const OWN_RECORD = new RegExp(
  [
    String.raw`\b(?:my|our) ${RECORD}\b.{0,30}\b${OUTCOME}\b`,
    String.raw`\b(?:status|progress|outcome) (?:of|on) (?:my|our) ${RECORD}\b`,
    String.raw`\bwhere(?:'s| is| are|s) (?:my|our) ${RECORD}\b`,
    String.raw`\b(?:did|have|has) (?:you|u|anyone|someone)(?: guys)? (?:get|got|receive|received|see|seen|read) (?:my|our) ${RECORD}\b`,
  ].join("|"),
);
/** With "it" / "I": needs the sending said in this message or the last. */
const ABOUT_IT = new RegExp(
  [
    String.raw`\b(?:read|send|show|give|repeat|paste) (?:it|that|them|this|my [a-z]+(?: [a-z]+)?) back\b`,
    String.raw`\bwhere (?:it|that|they)(?:'s| is|s| are|'re) at\b`,
    String.raw`\b(?:if|whether) (?:i|we) (?:got|get|have got|'ve got|passed|made it)\b`,
    String.raw`\b(?:did|have) (?:i|we) (?:get|got|pass|make it)\b`,
    String.raw`\b(?:if|whether) (?:it|that|they) (?:got|went|has gone|have gone) through\b`,
  ].join("|"),
);

/**
 * Whether the message asks to look up a record of the visitor's own. `text`: its plain text;
 * `lastVisitorText`: the visitor's previous message, if any (plain text).
 */
export function asksOwnRecord(text: string, lastVisitorText = ""): boolean {
  if (OWN_RECORD.test(text)) return true;
  if (!ABOUT_IT.test(text)) return false;
  return SENT.test(text) || SENT.test(lastVisitorText);
}

/** Whether the record asked about is a job application (answered with its own decline). */
export const aboutApplication = (text: string, lastVisitorText = ""): boolean =>
  /\b(?:appl(?:y|ied|ication|ications)|cv|resume|job|role|position|interview)\b/.test(
    `${text} ${lastVisitorText}`,
  );
