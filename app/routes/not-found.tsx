import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
    path: "/404",
    noindex: true,
  });
}

/** PRODUCT-DECISIONS 10: any path outside the route table gets this screen (HTTP 404 from the server). */
export default function NotFound() {
  return (
    <NotFoundMessage
      title="Page not found"
      text="The page you are looking for does not exist or has moved."
      backTo="/"
      backLabel="Go to the home page"
    />
  );
}
