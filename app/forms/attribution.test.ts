// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attributionSchema } from "../schemas/attribution";
import {
  currentAttribution,
  LANDING_STORAGE_KEY,
  landingOf,
  referrerHostOf,
  rememberLanding,
} from "./attribution";

/**
 * Issue 13: "the visitor's first landing page in this tab session and its referrer host,
 * and utm_source / utm_medium / utm_campaign if the landing URL had them (kept in
 * sessionStorage, sent with the form)", "without cookies".
 */

function visit(url: string, referrer = "") {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

describe("where the visitor came from (browser side)", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => {
    visit("/");
  });

  it("keeps the first landing page, the referrer's host and the landing URL's utm tags for the tab", () => {
    visit(
      "/blog/rag?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&ref=x",
      "https://news.example.org/item?id=1",
    );
    rememberLanding();
    visit("/services/ai-agents", `${window.location.origin}/blog/rag`);
    rememberLanding();
    visit("/contact?utm_source=other");
    expect(currentAttribution()).toEqual({
      landingPage: "/blog/rag",
      referrerHost: "news.example.org",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
      sourcePage: "/contact",
    });
  });

  it("uses sessionStorage only: no cookie, nothing in localStorage", () => {
    visit("/?utm_source=ads", "https://search.example/");
    rememberLanding();
    expect(window.sessionStorage.getItem(LANDING_STORAGE_KEY)).toContain("ads");
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("records no referrer for the site's own pages or a missing one", () => {
    expect(referrerHostOf("", "meridian.example")).toBeUndefined();
    expect(referrerHostOf("https://meridian.example/about", "meridian.example")).toBeUndefined();
    expect(referrerHostOf("android-app://com.example", "meridian.example")).toBeUndefined();
    expect(referrerHostOf("https://www.linkedin.com/feed/", "meridian.example")).toBe("www.linkedin.com");
  });

  it("cleans what it keeps to what the API accepts, so an odd landing address never fails a form", () => {
    const landing = landingOf(
      {
        pathname: `/${"x".repeat(600)}`,
        search: `?utm_source=${"s".repeat(300)}&utm_medium=%0Amail`,
        host: "a",
      },
      "not a url",
    );
    expect(landing.landingPage).toBeUndefined();
    expect(landing.utmSource).toHaveLength(200);
    expect(landing.utmMedium).toBe("mail");
    expect(attributionSchema.safeParse(landing).success).toBe(true);
  });

  it("ignores a stored value that is not what it wrote", () => {
    window.sessionStorage.setItem(LANDING_STORAGE_KEY, "{broken");
    visit("/faq");
    expect(currentAttribution()).toEqual({ sourcePage: "/faq" });
  });
});
