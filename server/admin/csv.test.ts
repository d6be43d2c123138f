// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, csvRow, LEAD_CSV_COLUMNS, leadCsvHeader, leadCsvRow } from "./csv.ts";

describe("CSV (RFC 4180, formula-safe)", () => {
  it("quotes fields with commas, quotes or line breaks and doubles the quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it("prefixes cells a spreadsheet would run as a formula with an apostrophe", () => {
    for (const dangerous of ["=1+1", "+44 20", "-2", "@SUM(A1)", "\tcmd", "\rcmd"]) {
      expect(csvCell(dangerous).replace(/^"/, "").startsWith("'")).toBe(true);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends every row with CRLF", () => {
    expect(csvRow(["a", "b,c", undefined])).toBe('a,"b,c",\r\n');
  });

  it("puts each form's fields in their own columns", () => {
    const row = leadCsvRow({
      id: "1",
      type: "quote",
      status: "won",
      name: "Ada",
      email: "ada@example.com",
      payload: { requirements: "An assistant", company: "Analytical Engines" },
      notes: null,
      createdAt: new Date("2026-03-02T10:00:00Z"),
      attachments: [{ id: "a", filename: "brief.pdf", contentType: "application/pdf", size: 1, sha256: "x" }],
      attribution: { sourcePage: "/services/ai-agents", utmSource: "newsletter" },
      conversationId: null,
    });
    const cells = row.trimEnd().split(",");
    const column = (header: string) => cells[LEAD_CSV_COLUMNS.findIndex((item) => item.header === header)];
    expect(column("message")).toBe("An assistant");
    expect(column("company")).toBe("Analytical Engines");
    expect(column("attachment")).toBe("brief.pdf");
    expect(column("created_at")).toBe("2026-03-02T10:00:00.000Z");
    // Issue 13: "Shown on the lead detail, in the CSV and the CRM API".
    expect(column("source_page")).toBe("/services/ai-agents");
    expect(column("utm_source")).toBe("newsletter");
    expect(column("landing_page")).toBe("");
    expect(cells).toHaveLength(LEAD_CSV_COLUMNS.length);
  });

  it("issue 15: takes its field columns from the lead metadata and keeps the columns a spreadsheet import expects", () => {
    expect(leadCsvHeader()).toBe(
      "id,created_at,type,status,name,email,phone,company,topic,subject,job_title,preferred_time,nda,message,attachment,notes," +
        "source_page,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,conversation_id\r\n",
    );
  });

  it("fills the message column with a contact's message or a quote's requirements", () => {
    const lead = {
      id: "2",
      type: "contact" as const,
      status: "new" as const,
      name: "Grace",
      email: "grace@example.com",
      payload: { form: "home", topic: "consult", nda: false, message: "Hello" },
      notes: "call back",
      createdAt: new Date("2026-03-02T10:00:00Z"),
      attachments: [],
      attribution: { landingPage: "/", referrerHost: "www.google.com" },
      conversationId: null,
    };
    expect(leadCsvRow(lead)).toBe(
      "2,2026-03-02T10:00:00.000Z,contact,new,Grace,grace@example.com,,,consult,,,,false,Hello,,call back,,/,www.google.com,,,,\r\n",
    );
  });
});
