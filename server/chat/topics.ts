/**
 * The intents the matcher chooses between, each with its answer builder and the kinds of
 * entity it is about (named in the question or carried over from the conversation). The
 * examples for each intent are in understanding/paraphrases.ts.
 */
import * as blog from "./builders/blog.ts";
import * as careers from "./builders/careers.ts";
import * as company from "./builders/company.ts";
import * as contact from "./builders/contact.ts";
import type { Builder } from "./builders/context.ts";
import * as declines from "./builders/declines.ts";
import { faqBuilder } from "./builders/faq.ts";
import * as leads from "./builders/leads.ts";
import { serviceNeed } from "./builders/needs.ts";
import * as people from "./builders/people.ts";
import * as portfolio from "./builders/portfolio.ts";
import * as pricing from "./builders/pricing.ts";
import * as privacy from "./builders/privacy.ts";
import * as services from "./builders/services.ts";
import * as technologies from "./builders/technologies.ts";
import type { EntityType } from "./understanding/catalogue.ts";
import { OFF_TOPIC_INTENT } from "./understanding/off-topic-examples.ts";

export type Topic = {
  build: Builder;
  /** Kinds of entity the answer is about; the first is the main one. */
  about?: readonly EntityType[];
  /** The answer needs one of them: without one (named or carried over), the topic does not apply. */
  needsEntity?: boolean;
};

export const TOPICS: Record<string, Topic> = {
  "company.overview": { build: company.companyOverview },
  "company.founded": { build: company.companyFounded },
  "company.clients": { build: company.companyClients },
  "company.projects": { build: company.companyProjects },
  "company.retention": { build: company.companyRetention },
  "company.facts": { build: company.companyFacts },
  "company.location": { build: company.companyLocation },
  "company.worldwide": { build: company.companyWorldwide },
  "company.industries": { build: company.companyIndustries },
  "company.why-us": { build: company.companyWhyUs },
  "company.values": { build: company.companyValues },
  "company.team": { build: company.companyTeam },
  "company.size": { build: company.companySize },
  "company.ceo-video": { build: company.companyCeoVideo },
  "company.clients-list": { build: company.companyClientsList },
  "company.trust": { build: company.companyTrust },

  "people.list": { build: people.peopleList },
  "people.role": { build: people.peopleRole, about: ["person"] },
  "people.person": { build: people.peoplePerson, about: ["person"] },
  "people.expertise": { build: people.peopleExpertise, about: ["person"] },

  "services.list": { build: services.servicesList },
  "service.detail": { build: services.serviceDetail, about: ["service"], needsEntity: true },
  "service.compare": { build: services.serviceCompare, about: ["service"], needsEntity: true },
  "service.need": { build: serviceNeed },

  "tech.list": { build: technologies.techList, about: ["service"] },
  "tech.count": { build: technologies.techCount },
  "tech.group": { build: technologies.techGroup, about: ["techGroup"], needsEntity: true },
  "tech.detail": { build: technologies.techDetail, about: ["technology"], needsEntity: true },
  "tech.compare": { build: technologies.techCompare, about: ["technology"], needsEntity: true },
  "tech.projects": { build: technologies.techProjects, about: ["technology"], needsEntity: true },
  "tech.native-vs-cross": {
    build: faqBuilder("How do you decide between a native and a cross-platform mobile app?"),
  },
  "tech.providers": { build: faqBuilder("Which AI model providers do you support?") },
  "tech.lock-in": { build: faqBuilder("Will we be locked into your technology choices?") },
  "tech.own-cloud": { build: faqBuilder("Can AI systems run in our own cloud or data centre?") },
  "tech.existing-stack": { build: faqBuilder("Can you work with the technology stack we already have?") },
  "tech.history": { build: technologies.techHistory },

  "portfolio.list": { build: portfolio.portfolioList },
  "portfolio.count": { build: portfolio.portfolioCount },
  "portfolio.category": { build: portfolio.portfolioCategory, about: ["projectCategory"] },
  "project.detail": { build: portfolio.projectDetail, about: ["project"], needsEntity: true },
  "project.tech": { build: portfolio.projectTech, about: ["project"], needsEntity: true },
  "project.impact": { build: portfolio.projectImpact, about: ["project"], needsEntity: true },
  "project.compare": { build: portfolio.projectCompare, about: ["project"], needsEntity: true },
  "caseStudy.list": { build: portfolio.caseStudyList },
  "caseStudy.result": { build: portfolio.caseStudyResult, about: ["caseStudy"] },
  "caseStudy.detail": { build: portfolio.caseStudyDetail, about: ["caseStudy"] },
  "portfolio.industry": { build: portfolio.portfolioIndustry },

  "blog.list": { build: blog.blogList },
  "blog.count": { build: blog.blogCount },
  "blog.latest": { build: blog.blogLatest },
  "blog.shortest": { build: blog.blogShortest },
  "post.author": { build: blog.postAuthor, about: ["post"] },
  "post.date": { build: blog.postDate, about: ["post"] },
  "post.readtime": { build: blog.postReadTime, about: ["post"] },
  "post.category": { build: blog.postCategory, about: ["post"] },
  "post.summary": { build: blog.postSummary, about: ["post"] },
  "post.by-author": { build: blog.postByAuthor, about: ["person"], needsEntity: true },
  "blog.topic": { build: blog.blogTopic },
  "techTalk.detail": { build: blog.techTalkDetail, about: ["techTalk"] },

  "jobs.list": { build: careers.jobsList },
  "job.location": { build: careers.jobLocation, about: ["job", "department"] },
  "job.requirements": { build: careers.jobRequirements, about: ["job", "department"] },
  "job.responsibilities": { build: careers.jobResponsibilities, about: ["job", "department"] },
  "job.posted": { build: careers.jobPosted, about: ["job", "department"] },
  "job.detail": { build: careers.jobDetail, about: ["job", "department"] },
  "jobs.department": { build: careers.jobsDepartment, about: ["department"] },
  "careers.process": { build: careers.careersProcess },
  "careers.duration": { build: careers.careersDuration },
  "careers.perks": { build: careers.careersPerks },
  "careers.hours": { build: faqBuilder("What working hours do you expect?") },
  "careers.apply": { build: careers.careersApply, about: ["job"] },
  "careers.open-application": { build: careers.careersOpenApplication },
  "careers.every-tech": {
    build: faqBuilder("Do I need experience with every technology in the job description?"),
  },
  "careers.feedback": { build: careers.careersFeedback },
  "careers.internships": { build: careers.careersInternships },
  "careers.visa": { build: careers.careersVisa },
  "careers.salary": { build: careers.careersSalary, about: ["job"] },

  "contact.details": { build: contact.contactDetails },
  "contact.phone": { build: contact.contactPhone },
  "contact.email": { build: contact.contactEmail },
  "contact.hours": { build: contact.contactHours },
  "contact.reply-time": { build: contact.contactReplyTime },
  "contact.nda": { build: contact.contactNda },
  "contact.social": { build: contact.contactSocial },
  "contact.form": { build: contact.contactForm },
  "contact.fax": { build: contact.contactFax },
  "contact.person-email": { build: contact.contactPersonEmail, about: ["person"] },

  "pricing.cost": { build: pricing.pricingCost },
  "pricing.payment-terms": { build: pricing.pricingPaymentTerms },
  "pricing.duration": { build: pricing.pricingDuration },
  "pricing.trial": { build: pricing.pricingTrial },
  "pricing.trial-services": { build: pricing.pricingTrialServices },
  "pricing.engagement": { build: pricing.pricingEngagement },
  "pricing.proposal": { build: pricing.pricingProposal },
  "pricing.process": { build: pricing.pricingProcess },
  "pricing.ownership": { build: pricing.pricingOwnership },
  "pricing.handover": { build: pricing.pricingHandover },
  "pricing.support": { build: pricing.pricingSupport },
  "pricing.small-start": { build: pricing.pricingSmallStart },
  "pricing.point-of-contact": { build: pricing.pricingPointOfContact },
  "pricing.security": { build: pricing.pricingSecurity },
  "pricing.integration": { build: pricing.pricingIntegration },

  "quote.attachments": { build: leads.quoteAttachments },
  "quote.form": { build: leads.quoteForm },

  "privacy.question": { build: privacy.privacyQuestion, about: ["privacy"] },
  "privacy.version": { build: privacy.privacyVersion },
  "privacy.updated": { build: privacy.privacyUpdated },
  "privacy.sections": { build: privacy.privacySectionsCount },

  "lead.quote": { build: leads.leadQuote },
  "lead.booking": { build: leads.leadBooking },
  "lead.human": { build: leads.leadHuman },
  "lead.project": { build: leads.leadProject },
  "lead.partnership": { build: leads.leadPartnership },

  "decline.other-visitors": { build: declines.declineOtherVisitors },
  "decline.internal-data": { build: declines.declineInternalData },
  "decline.salary": { build: declines.declineSalary },
  "decline.competitor": { build: declines.declineCompetitor },
  "decline.discount": { build: declines.declineDiscount },
  // Learnt from the spent corpora's out-of-scope requests (understanding/off-topic-examples.ts, ADR 440).
  [OFF_TOPIC_INTENT]: { build: (context) => declines.outOfScope(context.topic) },
};
