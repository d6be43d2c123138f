import type { FastifyRequest } from "fastify";
import { ApiError } from "./errors.ts";

export type UploadedFile = { filename: string; bytes: Buffer };

export type MultipartForm = {
  fields: Record<string, string>;
  /** The part named fileField, if one with content was sent. */
  file: UploadedFile | undefined;
};

/**
 * Reads a whole multipart form into memory: text fields and at most one file of at
 * most 10 MB (limits set where @fastify/multipart is registered; exceeding them
 * throws a 413). Reading everything before validating is what lets bad input be
 * rejected without anything reaching the store. A file input left empty is sent by
 * browsers as a part with an empty name and no bytes; an empty file carries nothing
 * either, so a part without bytes means "no file".
 * Only the first value of a repeated field counts; unknown fields and files in
 * other parts are read and dropped.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  try {
    return await readParts(request, fileField);
  } catch (error) {
    // Limits come with their own 4xx status; anything else the parser throws
    // ("Unexpected end of form", a bad boundary) is the client's malformed body.
    if (typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
    throw new ApiError(400, "The form data is malformed.");
  }
}

async function readParts(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === "field") {
      if (part.valueTruncated) throw new ApiError(413, `The field "${part.fieldname}" is too long.`);
      if (typeof part.value === "string" && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.fieldname !== fileField) continue;
    if (bytes.byteLength === 0) continue;
    if (file) throw new ApiError(413, "Only one file may be attached.");
    file = { filename: part.filename, bytes };
  }
  return { fields, file };
}
