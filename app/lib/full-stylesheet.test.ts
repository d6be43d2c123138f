// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { applyFullStylesheet } from "./full-stylesheet";

const stylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
    href: link.getAttribute("href"),
    media: link.getAttribute("media"),
  }));

describe("applyFullStylesheet", () => {
  beforeAll(() => {
    // Happy DOM fetches no stylesheets and would log each link as an error; count them as loaded.
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("appends an all-media copy of the deferred stylesheet after everything else in the head and leaves the print link as it was", () => {
    document.head.innerHTML =
      '<style>p{margin:0}</style><link rel="stylesheet" href="/assets/root-abc.css" media="print"><meta name="x">';
    applyFullStylesheet();
    expect(stylesheets()).toEqual([
      { href: "/assets/root-abc.css", media: "print" },
      { href: "/assets/root-abc.css", media: "all" },
    ]);
    expect(document.head.lastElementChild?.getAttribute("media")).toBe("all");
  });

  it("switches each stylesheet on once, however often it runs", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a.css" media="print"><link rel="stylesheet" href="/b.css" media="print">';
    applyFullStylesheet();
    applyFullStylesheet();
    expect(stylesheets().filter((sheet) => sheet.media === "all")).toEqual([
      { href: "/a.css", media: "all" },
      { href: "/b.css", media: "all" },
    ]);
  });

  it("leaves a page without a deferred stylesheet (development, eager builds) alone", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/app.css">';
    applyFullStylesheet();
    expect(stylesheets()).toEqual([{ href: "/app.css", media: null }]);
  });
});
