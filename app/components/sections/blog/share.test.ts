import { describe, expect, it } from "vitest";
import { shareLinks, sharePopupFeatures } from "./share";

const post = {
  url: "https://www.meridian-ai.example/blog/ai-in-fintech-redefining-finance",
  title: "AI in FinTech: How Artificial Intelligence Is Redefining Finance",
  via: "meridian_ai",
};

describe('SPEC §7 "social network share URLs (text or title, and the page URL, plus via for Twitter)"', () => {
  const links = Object.fromEntries(shareLinks(post).map((link) => [link.network, new URL(link.href)]));

  it("Twitter: text, url and via", () => {
    const twitter = links.Twitter!;
    expect(twitter.origin + twitter.pathname).toBe("https://twitter.com/intent/tweet");
    expect(twitter.searchParams.get("text")).toBe(post.title);
    expect(twitter.searchParams.get("url")).toBe(post.url);
    expect(twitter.searchParams.get("via")).toBe("meridian_ai");
  });

  it("LinkedIn: url", () => {
    const linkedIn = links.LinkedIn!;
    expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect([...linkedIn.searchParams.keys()]).toEqual(["url"]);
    expect(linkedIn.searchParams.get("url")).toBe(post.url);
  });

  it("Facebook: u", () => {
    const facebook = links.Facebook!;
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect([...facebook.searchParams.keys()]).toEqual(["u"]);
    expect(facebook.searchParams.get("u")).toBe(post.url);
  });

  it("encodes characters that would break the query (& # spaces)", () => {
    const [twitter] = shareLinks({ ...post, title: "R&D #1: a test" });
    expect(new URL(twitter!.href).searchParams.get("text")).toBe("R&D #1: a test");
  });
});

describe('SPEC §9 "Share popup: 600x500"', () => {
  it("asks for a 600x500 window", () => {
    expect(sharePopupFeatures()).toBe("width=600,height=500");
  });

  it("centres it over the current window, never off-screen", () => {
    expect(sharePopupFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
      "width=600,height=500,left=500,top=250",
    );
    expect(sharePopupFeatures({ left: 0, top: 0, width: 400, height: 300 })).toBe(
      "width=600,height=500,left=0,top=0",
    );
  });
});
