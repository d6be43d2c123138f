import { type ReactNode, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ChatWidgetMount } from "./components/layout/ChatWidgetMount";
import { Header } from "./components/layout/Header";
import { PageHydrated } from "./components/layout/PageHydrated";
import { ScrollToTop } from "./components/layout/ScrollToTop";
import { SkipLink } from "./components/layout/SkipLink";
import { hydrateLater } from "./components/ui/HydrateLater";
import { rememberLanding } from "./forms/attribution";
import { QuoteFormHost } from "./forms/quote/QuoteFormHost";
import { InsightsMount } from "./insights/InsightsMount";

/** Below every page's content: its code loads as it nears the viewport or is touched (issue 31). */
const Footer = hydrateLater(() => import("./components/layout/Footer").then((module) => module.Footer));

export function Layout({ children }: { children: ReactNode }) {
  // Issue 13: the tab's first landing page, referrer host and utm_* tags (sessionStorage only).
  useEffect(rememberLanding, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white antialiased">
        <SkipLink />
        <Header />
        {/* The page's content and footer are one Suspense boundary, so React hydrates the shell
            (header, menu, chat launcher) first and the content after it, in slices that leave the
            main thread free between them, instead of in one long task (issue 31). Nothing here
            suspends: the fallback is never shown for a prerendered page. */}
        <Suspense fallback={null}>
          <main id="main-content" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <Footer />
          <PageHydrated />
        </Suspense>
        <ChatWidgetMount />
        <QuoteFormHost />
        <ScrollToTop />
        <InsightsMount />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unexpected errors: a calm message, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page section">
      <h1 className="text-3xl">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 max-w-prose">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "Please reload the page or try again in a moment."}
      </p>
      <a className="btn btn-primary mt-8" href="/">
        Go to the home page
      </a>
    </section>
  );
}
