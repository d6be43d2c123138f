/**
 * The browser runs the same zod schemas as the API before it sends anything (issue 5).
 * zod is loaded on demand — when a visitor first focuses a form — so it never weighs on a
 * page's first-load JavaScript. If that chunk cannot be loaded (flaky network), the form
 * still submits: the server validates with the same schemas and answers field errors.
 */
type Schemas = typeof import("../schemas/leads");

export type LeadSchemaName =
  | "quote"
  | "homeContact"
  | "pageContact"
  | "application"
  | "consultation"
  | "chatLead";

let loading: Promise<Schemas> | undefined;

export function preloadSchemas(): Promise<Schemas> {
  loading ??= import("../schemas/leads").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Field → message for every problem, or null when the values pass (or the check is unavailable). */
export async function validateLead(
  name: LeadSchemaName,
  values: Record<string, unknown>,
): Promise<Record<string, string> | null> {
  let schemas: Schemas;
  try {
    schemas = await preloadSchemas();
  } catch (error) {
    console.warn("Form validation unavailable, the server will check the submission", error);
    return null;
  }
  const schema = {
    quote: schemas.quoteSchema,
    homeContact: schemas.homeContactSchema,
    pageContact: schemas.pageContactSchema,
    application: schemas.applicationSchema,
    consultation: schemas.consultationSchema,
    chatLead: schemas.chatLeadSchema,
  }[name];
  const input =
    name === "homeContact"
      ? { ...values, form: "home" }
      : name === "pageContact"
        ? { ...values, form: "page" }
        : values;
  const result = schema.safeParse(input);
  return result.success ? null : schemas.fieldErrors(result.error);
}
