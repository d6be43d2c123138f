// @vitest-environment node
import { describe, expect, it } from "vitest";
import { asksToBuild } from "./build-request.ts";
import { generalHelp } from "./general-help.ts";
import { OPENING } from "./message-openings.ts";
import { taskRequest } from "./task-requests.ts";

const opened = (text: string) => text.replace(new RegExp(`^${OPENING}`), "");

describe("the words that open a message (message-openings.ts)", () => {
  it("skips runs of acknowledgements, greetings and asides, each ended by a space or a mark", () => {
    expect(opened("ok cool, btw - what is a vector database")).toBe("what is a vector database");
    expect(opened("good morning! random question: can you")).toBe("can you");
    expect(opened("heyyy so please tell me")).toBe("tell me");
  });

  it("leaves words that only begin with an opening word", () => {
    expect(opened("sorry to bother you")).toBe("sorry to bother you");
    expect(opened("hiring plans for next year")).toBe("hiring plans for next year");
    expect(opened("nowhere else does this")).toBe("nowhere else does this");
  });

  it("is skipped alike by every reading that reads a message from its start", () => {
    expect(taskRequest("by the way, compose me a poem about our cat")).toBe("task");
    expect(asksToBuild("question: could you build us a booking portal")).toBe(true);
    expect(asksToBuild("btw can you put together a web shop for my bakery")).toBe(true);
    expect(generalHelp("alright, then how can i get into data science", [])).toBe("learning");
  });
});
