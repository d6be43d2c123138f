/**
 * A visitor asking for the way in: a quote, a proposal, the next step, a call to book. Issue 10
 * §2: a visitor describing a need gets "the quote form or consultation", whatever else the reply
 * answers ("the automation one sounds right … next step?", "can I get a quote?" after a service).
 */
const WAY_IN =
  /\b(?:(?:a|the|your) quote|quote for|quotation|(?:get|getting) started|how (?:do|can|would|should) (?:we|i) (?:get )?(?:start|begin|proceed|engage)|next steps?|what happens next|book (?:a|an|one)\b|proposal|start (?:a|the|our) project|work with you|hire you|sign (?:us )?up)\b|\bhow (?:do |can |should |would )?(?:we|i) (?:get )?(?:start|begin)\b|\b(?:talk|speak|chat) (?:directly )?(?:to|with) (?:one of (?:them|you|your \w+)|someone|somebody|an expert|a person|a human|your team|a specialist)\b|\bdiscuss\b.{0,40}\bwith (?:someone|somebody|you|your team|a person|an expert|one of you)\b/;

/** Job seekers ask for the next step of an application, not of a project. */
const APPLICATION =
  /\b(?:job|jobs|apply|applying|application|role|position|vacanc\w*|career\w*|interview\w*|cv|resume|hiring process)\b/;

export function wantsToStart(text: string): boolean {
  const lower = text.toLowerCase();
  return WAY_IN.test(lower) && !APPLICATION.test(lower);
}
