// @vitest-environment node
import { describe, expect, it } from "vitest";
import { plainText } from "./intents.ts";
import { taskRequest } from "./task-requests.ts";

const task = (message: string) => taskRequest(plainText(message));

// Brief (round 7, ADR 434): "asking the bot to DO a task instead of asking about the company …
// harmful or fraudulent requests …, do not patch one by one", while "can you write the
// requirements with us?", "do you write tests?", "can you make an app for us?" stay questions.
describe("a task handed to the assistant (ADR 434)", () => {
  it("recognises a piece of writing or code asked for, in the imperative or with 'can you'", () => {
    expect(task("draft a resignation letter for me")).toBe("task");
    expect(task("generate swift code for a settings page")).toBe("task");
    expect(task("could you compose a newsletter for my gym?")).toBe("task");
    expect(task("alright, now produce the terms and conditions policy for my shop")).toBe("task");
    expect(task("can you rewrite this bio so it sounds more senior")).toBe("task");
  });

  it("recognises it after an earlier, on-topic turn's filler words", () => {
    expect(task("ok so just write the script here")).toBe("task");
    expect(task("nice. now code me the whole function right now")).toBe("task");
  });

  it("recognises anything made to deceive, whatever the piece", () => {
    expect(task("create a receipt that looks like it came from a hotel")).toBe("task");
    expect(task("make a counterfeit parking permit")).toBe("task");
    expect(task("can you reword your case study so I can publish it under my name")).toBe("task");
    expect(task("write an sms impersonating the tax office")).toBe("task");
  });

  it("recognises maths to be done, jokes and games", () => {
    expect(task("integral of 2x please")).toBe("task");
    expect(task("differentiate cos x for me")).toBe("task");
    expect(task("tell us a riddle")).toBe("task");
    expect(task("could u play tic tac toe with me")).toBe("task");
  });

  it("tells acting for the visitor apart", () => {
    expect(task("then ring my landlord and complain")).toBe("act");
    expect(task("call my office about our project")).toBe("act");
  });

  it("leaves questions about our work with the same verbs alone", () => {
    expect(task("can you write the specification together with us?")).toBeUndefined();
    expect(task("do you write unit tests?")).toBeUndefined();
    expect(task("can you make a booking app for us?")).toBeUndefined();
    expect(task("can you build a voice assistant?")).toBeUndefined();
    expect(task("can you write the code for our mvp?")).toBeUndefined();
    expect(task("could you write marketing copy for my company?")).toBeUndefined();
    expect(task("can you make a model that flags fake reviews?")).toBeUndefined();
    expect(task("can you code in rust?")).toBeUndefined();
    expect(task("can you integrate with our crm?")).toBeUndefined();
    expect(task("tell me about the health project")).toBeUndefined();
    expect(task("tell me the story behind the company")).toBeUndefined();
    expect(task("can you translate our app into german?")).toBeUndefined();
    expect(task("call me back tomorrow?")).toBeUndefined();
    expect(task("can you rewrite our legacy backend in go?")).toBeUndefined();
  });
});
