/**
 * Copy of /careers and /apply: perks, hiring process, careers FAQ and the job
 * list controls (departments exactly as SPEC section 2, Careers).
 */
import { siteConfig } from "../site.config.ts";
import type { CareersPage } from "./schema.ts";

export const careersPage: CareersPage = {
  hero: {
    eyebrow: "Careers",
    title: "Build the future of AI with us",
    lead: `Join ${siteConfig.brandName} and work on real AI products for clients around the world, with senior colleagues, modern tools and room to grow.`,
  },
  perks: {
    header: {
      title: "Why work with us",
    },
    keywords: ["benefits", "employee benefits", "health insurance", "holidays", "annual leave"],
    items: [
      {
        icon: "rocket",
        title: "Meaningful projects",
        text: "Ship AI systems that people use every day, across retail, finance, education, healthcare and more.",
      },
      {
        icon: "graduation-cap",
        title: "Learning and growth",
        text: "A yearly learning budget, conference time, internal tech talks and mentoring from senior engineers.",
      },
      {
        icon: "globe",
        title: "Remote-first",
        text: `Work from home with flexible hours that overlap with our ${siteConfig.contact.city} team and our clients.`,
      },
      {
        icon: "heart",
        title: "Health and wellbeing",
        text: "Health cover for you and your family, generous paid leave and a team that respects your time off.",
      },
      {
        icon: "chip",
        title: "Great equipment",
        text: "A high-spec laptop, the tools you need and access to cloud GPUs for your experiments.",
      },
    ],
  },
  hiringProcess: {
    header: {
      title: "Our hiring process",
      lead: "Clear, respectful and usually complete within three weeks.",
    },
    keywords: [
      "recruitment",
      "interview stages",
      "interviews",
      "selection process",
      "coding test",
      "feedback",
      "rejection",
    ],
    steps: [
      {
        step: 1,
        icon: "document",
        title: "Apply",
        text: "Send your resume through the application form. We read every application.",
      },
      {
        step: 2,
        icon: "phone",
        title: "Introductory call",
        text: "A 30-minute conversation about your experience, your goals and the role.",
      },
      {
        step: 3,
        icon: "code",
        title: "Technical conversation",
        text: "A practical discussion of a realistic problem with two of our engineers – no trick questions.",
      },
      {
        step: 4,
        icon: "users",
        title: "Team interview",
        text: "Meet the people you would work with and ask them anything about how we work.",
      },
      {
        step: 5,
        icon: "check",
        title: "Offer",
        text: "We make a decision quickly and share feedback, whatever the outcome.",
      },
    ],
  },
  faq: {
    header: {
      title: "Careers FAQ",
    },
    items: [
      {
        question: "Where are the roles based?",
        answer: `Our current openings are remote roles for people based in Pakistan, working closely with our head office in ${siteConfig.contact.city}.`,
      },
      {
        question: "What working hours do you expect?",
        answer:
          "Hours are flexible, with a few core hours each day that overlap with UK business hours for team and client collaboration.",
      },
      {
        question: "Do I need experience with every technology in the job description?",
        answer:
          "No. We look for strong fundamentals and a willingness to learn. If you meet most of the qualifications, we encourage you to apply.",
      },
      {
        question: "Can I apply if there is no open role that matches my skills?",
        answer:
          "Yes. Send us your resume through the application form and tell us what kind of role you are looking for; we will get in touch when a suitable position opens.",
      },
      {
        question: "How long does the hiring process take?",
        answer:
          "Most processes are complete within three weeks of your application, and we keep you informed at every step.",
      },
    ],
  },
  openings: {
    header: {
      title: "Open positions",
      lead: "Find the role that fits you.",
    },
    searchPlaceholder: "Search jobs…",
    departments: ["All Departments", "Engineering", "Design", "Research"],
    emptyText: "No positions match your search right now. Try another department or send us your resume.",
    viewLabel: "View",
    jobIcon: "briefcase",
  },
  apply: {
    header: {
      title: "Apply now",
      lead: "Tell us a little about yourself and attach your resume. We will review your application and get back to you.",
    },
    defaultJobTitle: "a position",
  },
};
