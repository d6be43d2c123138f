/**
 * The header and footer navigation (SPEC §2 "Header" and "Footer").
 * Labels are kept here rather than read from app/content so the shell's JavaScript stays
 * small; app/navigation.test.ts checks every link against the content slugs.
 */
export type NavLink = { name: string; path: string };
export type NavGroup = { title: string; links: NavLink[] };
export type NavItem = {
  name: string;
  path: string;
  dropdown?: NavGroup[];
  isButton?: boolean;
};

export const headerNavigation: NavItem[] = [
  { name: "About", path: "/about" },
  {
    name: "Services",
    path: "/services",
    dropdown: [
      {
        title: "Software Development",
        links: [
          { name: "AI Product Development", path: "/services/ai-product-dev" },
          { name: "Blockchain Product Development", path: "/services/blockchain-product-dev" },
          { name: "Web & Mobile Development", path: "/services/web-mobile-dev" },
        ],
      },
      {
        title: "Solutions",
        links: [
          { name: "AI Automation", path: "/services/ai-automation" },
          { name: "White-Label AI", path: "/services/white-label-ai" },
          { name: "Custom Company GPT", path: "/services/custom-gpt" },
        ],
      },
    ],
  },
  {
    name: "Technologies",
    path: "/technologies",
    dropdown: [
      {
        title: "Backend",
        links: [
          { name: "Python", path: "/technologies/python" },
          { name: "Node.js", path: "/technologies/nodejs" },
          { name: "Django", path: "/technologies/django" },
          { name: "LangChain", path: "/technologies/langchain" },
          { name: "AWS", path: "/technologies/aws" },
          { name: "Solidity", path: "/technologies/solidity" },
        ],
      },
      {
        title: "Frontend",
        links: [
          { name: "React.js", path: "/technologies/reactjs" },
          { name: "Angular", path: "/technologies/angular" },
          { name: "Vue.js", path: "/technologies/vuejs" },
        ],
      },
      {
        title: "Mobile",
        links: [
          { name: "Flutter", path: "/technologies/flutter" },
          { name: "React Native", path: "/technologies/reactnative" },
          { name: "Progressive Web Apps", path: "/technologies/pwa" },
          { name: "Kotlin", path: "/technologies/kotlin" },
        ],
      },
      {
        title: "AI",
        links: [
          { name: "OpenAI", path: "/technologies/openai" },
          { name: "AI Console", path: "/technologies/aiconsole" },
          { name: "SeaChat", path: "/technologies/seachat" },
        ],
      },
    ],
  },
  { name: "Portfolio", path: "/portfolio" },
  { name: "Blog/TechTalks", path: "/blog" },
  { name: "Careers", path: "/careers" },
  { name: "Contact", path: "/contact", isButton: true },
];

export const footerNavigation: NavLink[] = [
  { name: "About", path: "/about" },
  { name: "Services", path: "/services" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
  { name: "Contact", path: "/contact" },
  { name: "Privacy Policy", path: "/privacy-policy" },
];
