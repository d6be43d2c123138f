// @vitest-environment node
import { describe, expect, it } from "vitest";
import { asksToBuild } from "./build-request.ts";
import { testKnowledge } from "./builders/context.test-helper.ts";

describe("a request to build something (build-request.ts)", () => {
  it("reads asks, wishes and orders for one thing to be built", () => {
    expect(asksToBuild("could u guys put together a web shop for us")).toBe(true);
    expect(asksToBuild("hey, can you make me a portfolio site")).toBe(true);
    expect(asksToBuild("my business urgently needs a customer portal")).toBe(true);
    expect(asksToBuild("make us a dashboard for the warehouse")).toBe(true);
    expect(asksToBuild("we need somebody to build us a members portal")).toBe(true);
  });

  it("leaves capability questions, quotes and AI pieces to the other readings", () => {
    expect(asksToBuild("can you build android apps?")).toBe(false);
    expect(asksToBuild("we'd like a proposal for a mobile app")).toBe(false);
    expect(asksToBuild("we're looking for a team to build a booking system")).toBe(false);
    expect(asksToBuild("can you build us a chatbot that answers from our wiki")).toBe(false);
    expect(asksToBuild("when would you build a native app instead of flutter?")).toBe(false);
    expect(asksToBuild("i want to know if your apps are accessible")).toBe(false);
    expect(asksToBuild("design patterns for an app, which do you use?")).toBe(false);
  });

  it("answers it with the service that builds it and the way to a quote (issue 10 §2)", () => {
    for (const message of ["could you make us an app", "can u make a website for my florist shop"]) {
      const reply = testKnowledge().answer({ message, history: [] });
      expect(reply.topic, message).toBe("service.need");
      expect(reply.reply, message).toContain("](/services/web-mobile-dev)");
      expect(reply.reply, message).toContain("](#get-quote)");
    }
  });
});
