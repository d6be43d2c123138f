/**
 * The 3 case studies of /portfolio, opened at /portfolio/case-study/{id} where
 * id is the zero-based position in this array (SPEC section 2, Portfolio).
 */
import { image } from "./images.ts";
import type { CaseStudy } from "./schema.ts";

export const caseStudies: CaseStudy[] = [
  {
    slug: "retail-ai-automation",
    logo: image("caseStudyLogo", "/images/case-studies/retail-ai.svg", ""),
    title: "Retail AI Automation",
    result: "30% increase in sales",
    desc: "Personalised recommendations, demand forecasting and an AI customer service assistant for a multi-channel retailer.",
    link: "/portfolio/case-study/0",
    detail:
      "<h3>The client</h3><p>A UK retailer selling homeware and fashion online and through its own stores, with a large catalogue and a small e-commerce team.</p><h3>The challenge</h3><p>Shoppers saw the same generic product lists regardless of what they had browsed or bought, popular lines regularly sold out while slow stock sat in warehouses, and the customer service team spent most of its day answering the same delivery and returns questions.</p><h3>What we built</h3><ul><li>A recommendation engine trained on purchase and browsing history, powering personalised product rows on the website, in the app and in e-mails</li><li>Demand forecasts per product and location, feeding replenishment so best-sellers stay in stock</li><li>A multichannel customer service assistant that answers order, delivery and returns questions and hands complex cases to staff with the conversation attached</li><li>A dashboard comparing personalised and non-personalised journeys so the team could see the effect of each change</li></ul><h3>The result</h3><p>Over the measurement period agreed with the client, personalised journeys and better availability delivered a 30% increase in sales, while routine enquiries were answered instantly and the service team could focus on customers who needed a person.</p>",
    keywords: [
      "retail",
      "e-commerce",
      "recommendations",
      "personalisation",
      "demand forecasting",
      "customer service assistant",
      "sales growth",
      "stock",
    ],
    sector: "Retail",
    serviceSlugs: ["ml-models", "ai-automation"],
    technologySlugs: ["tensorflow", "seachat"],
    projectSlugs: [],
  },
  {
    slug: "enterprise-nlp-platform",
    logo: image("caseStudyLogo", "/images/case-studies/enterprise-nlp.svg", ""),
    title: "Enterprise NLP Platform",
    result: "60% less manual work",
    desc: "A natural language processing platform that reads, classifies and routes thousands of inbound documents a day for an enterprise operations team.",
    link: "/portfolio/case-study/1",
    detail:
      "<h3>The client</h3><p>A large financial services organisation whose operations team receives letters, e-mails and forms from customers and partners every day.</p><h3>The challenge</h3><p>Every document was opened, read and keyed into core systems by hand. Backlogs built up at peak times, and important requests could wait days before reaching the right team.</p><h3>What we built</h3><ul><li>A document intake pipeline that handles e-mails, PDFs and scanned letters</li><li>Classification of each document by request type and urgency</li><li>Extraction of key fields such as names, reference numbers, dates and amounts, validated against core systems</li><li>Automatic routing to the right team, with low-confidence items sent to a review queue</li><li>Audit trails and accuracy dashboards for operations and compliance</li></ul><h3>The result</h3><p>The platform now handles the routine reading and keying, leaving people to deal with exceptions and customer outcomes. The operations team reports 60% less manual work, and urgent requests reach the right desk on the day they arrive.</p>",
    keywords: [
      "nlp",
      "natural language processing",
      "document processing",
      "classification",
      "extraction",
      "routing",
      "financial services",
      "back office",
    ],
    sector: "Financial services",
    serviceSlugs: ["ai-automation", "ai-integration"],
    technologySlugs: ["python"],
    projectSlugs: [],
  },
  {
    slug: "healthcare-predictive-analytics",
    logo: image("caseStudyLogo", "/images/case-studies/healthcare-analytics.svg", ""),
    title: "Healthcare Predictive Analytics",
    result: "Improved patient outcomes",
    desc: "Predictive models that help clinical teams identify patients at higher risk of deterioration and readmission earlier.",
    link: "/portfolio/case-study/2",
    detail:
      "<h3>The client</h3><p>A healthcare provider running several clinics and a care coordination service.</p><h3>The challenge</h3><p>Clinicians had plenty of data but little time to look at it. Patients whose condition was worsening were often identified late, after an avoidable emergency admission.</p><h3>What we built</h3><ul><li>A secure analytics environment in the provider's own cloud account, with pseudonymised data and strict access controls</li><li>Risk models for deterioration and readmission, validated with the clinical team and checked for bias across patient groups</li><li>A daily worklist that shows care coordinators which patients to contact first and why</li><li>Explanations for every score so clinicians can judge whether it makes sense</li><li>Monitoring of model performance with a clinical governance review each quarter</li></ul><h3>The result</h3><p>Care coordinators now reach higher-risk patients earlier and plan interventions before problems escalate. The provider reports improved patient outcomes, and every decision about care remains with the clinical team.</p>",
    keywords: [
      "healthcare",
      "clinics",
      "patients",
      "risk prediction",
      "readmission",
      "deterioration",
      "predictive analytics",
      "clinical decision support",
    ],
    sector: "Healthcare",
    serviceSlugs: ["ml-models"],
    technologySlugs: ["aws"],
    projectSlugs: [],
  },
];
