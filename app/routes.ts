import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** SPEC §2 route table: one module per route. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("technologies", "routes/technologies.tsx"),
  route("technologies/:slug", "routes/technology-detail.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:slug", "routes/portfolio-project.tsx"),
  route("portfolio/case-study/:id", "routes/case-study.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:slug", "routes/job-detail.tsx"),
  route("apply", "routes/apply.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
