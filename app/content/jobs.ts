/**
 * Open positions for /careers and /careers/{slug}. Every job has a slug and a
 * detail page (PRODUCT-DECISIONS 2). Where and how each job is done are fields: location
 * and countryCode, workplace (Remote, Hybrid or On-site), employmentType and its label type.
 */
import { siteConfig } from "../site.config.ts";
import type { Job } from "./schema.ts";

export const jobs: Job[] = [
  {
    slug: "ml-engineer",
    title: "Machine Learning Engineer",
    department: "Engineering",
    location: "Pakistan",
    countryCode: "PK",
    workplace: "Remote",
    type: "Full-time",
    employmentType: "FULL_TIME",
    description: `Join our engineering team to design, train and deploy machine learning models that run in production for clients in retail, finance, education and healthcare. You will work across the whole lifecycle – from exploring a new dataset to monitoring a live model – alongside product engineers, designers and our ${siteConfig.contact.city}-based leadership, with real ownership of the systems you build.`,
    responsibilities: [
      "Design, train and evaluate machine learning and deep learning models for forecasting, classification, recommendation and NLP use cases",
      "Build retrieval-augmented generation pipelines and LLM-based features with rigorous evaluation sets",
      "Turn prototypes into production services with clean, tested Python code and well-documented APIs",
      "Set up MLOps pipelines for data validation, experiment tracking, model versioning and automated retraining",
      "Monitor models in production for drift, bias and performance, and act on what you find",
      "Work directly with clients to understand their data and define success metrics",
      "Review code and share knowledge through pairing, internal talks and written design notes",
    ],
    qualifications: [
      "3+ years of professional experience building machine learning systems, with at least one model you took to production",
      "Strong Python skills and experience with PyTorch or TensorFlow and scikit-learn",
      "Solid grasp of statistics, evaluation methodology and common failure modes such as leakage and overfitting",
      "Hands-on experience with large language models, embeddings and vector search",
      "Familiarity with Docker, CI/CD and at least one major cloud platform (AWS, GCP or Azure)",
      "Good SQL and experience working with messy real-world data",
      "Clear written and spoken English and comfort working with international clients",
      "A degree in computer science, mathematics or a related field, or equivalent practical experience",
    ],
    datePosted: "2026-11-02",
    keywords: [
      "machine learning",
      "ml engineer",
      "python",
      "pytorch",
      "tensorflow",
      "llm",
      "rag",
      "mlops",
      "data science",
    ],
  },
  {
    slug: "frontend-developer",
    title: "Frontend Developer",
    department: "Engineering",
    location: "Pakistan",
    countryCode: "PK",
    workplace: "Remote",
    type: "Full-time",
    employmentType: "FULL_TIME",
    description:
      "We are looking for a frontend developer who cares about fast, accessible and beautifully built interfaces. You will build the web applications, dashboards and AI experiences our clients put in front of their customers, working closely with designers and back-end engineers in small, autonomous product teams.",
    responsibilities: [
      "Build responsive, accessible web applications in React and TypeScript from design to production",
      "Create and maintain reusable components and design systems shared across projects",
      "Implement AI-driven interfaces such as streaming chat, suggestions and review workflows with clear loading and error states",
      "Integrate REST and GraphQL APIs with robust validation and error handling",
      "Keep pages fast: measure Core Web Vitals, manage bundle size and optimise rendering",
      "Write unit and end-to-end tests and take part in code reviews",
      "Collaborate with designers to refine interactions and with clients to demo progress",
    ],
    qualifications: [
      "3+ years of professional frontend development experience",
      "Expert knowledge of React, TypeScript, modern CSS and semantic HTML",
      "Practical experience with accessibility standards (WCAG 2.2) and testing with assistive technologies",
      "Experience with server rendering or prerendering frameworks and client-side routing",
      "Familiarity with testing tools such as Vitest, Testing Library and Playwright",
      "An eye for detail in typography, spacing and motion",
      "Experience with Vue or Angular, or with React Native, is a plus",
      "Clear written and spoken English and comfort working with international clients",
    ],
    datePosted: "2026-11-09",
    keywords: [
      "frontend",
      "react",
      "typescript",
      "javascript",
      "css",
      "accessibility",
      "web developer",
      "ui",
    ],
  },
];
