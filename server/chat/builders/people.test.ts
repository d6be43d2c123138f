// @vitest-environment node
import { describe, expect, it } from "vitest";
import { experts } from "../../../app/content/index.ts";
import { build, entity, linksOf } from "./context.test-helper.ts";

const expert = (title: string) => experts.find((item) => item.title === title);

describe("people answers (the leadership team of /about)", () => {
  it("names who holds a role, with their description and /about", () => {
    const reply = build("people.role", "who is your CTO?");
    expect(reply.text).toContain(expert("CTO")?.name ?? "missing");
    expect(reply.text).toContain("fifteen years");
    expect(linksOf(reply)).toContain("/about");
  });

  it("finds the person a role word describes ('someone for sustainability')", () => {
    const reply = build("people.role", "and is there someone for sustainability too?", [
      entity("person:karim-haddad"),
    ]);
    expect(reply.text).toContain(expert("Head of Sustainability")?.name ?? "missing");
    expect(reply.text).not.toContain("Karim Haddad is our");
  });

  it("answers about a named person's background", () => {
    const reply = build("people.person", "did your ceo have a background in finance?");
    expect(reply.text).toContain("a decade leading data and product teams");
  });

  it("finds who knows a field from the descriptions ('banking and payments')", () => {
    expect(
      build("people.expertise", "is someone on your team good with banking and payments?").text,
    ).toContain("Karim Haddad");
  });

  it("lists the whole team", () => {
    const reply = build("people.list", "who are your experts?").text;
    for (const item of experts) expect(reply).toContain(`${item.name}, ${item.title}`);
  });
});
