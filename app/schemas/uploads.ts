/**
 * Upload rules shared by the browser (the `accept` attribute, a friendly size check)
 * and the server (which decides by the file's bytes, never by its name or the
 * browser's claimed type).
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Kinds of document the server recognises by content. */
export type UploadKind =
  | "pdf"
  | "doc"
  | "docx"
  | "odt"
  | "rtf"
  | "txt"
  | "png"
  | "jpeg"
  | "xlsx"
  | "pptx"
  | "zip";

export const RESUME_KINDS: readonly UploadKind[] = ["pdf", "doc", "docx", "odt", "rtf", "txt"];
export const QUOTE_DOCUMENT_KINDS: readonly UploadKind[] = [
  ...RESUME_KINDS,
  "png",
  "jpeg",
  "xlsx",
  "pptx",
  "zip",
];

const EXTENSIONS: Record<UploadKind, string> = {
  pdf: ".pdf",
  doc: ".doc",
  docx: ".docx",
  odt: ".odt",
  rtf: ".rtf",
  txt: ".txt",
  png: ".png",
  jpeg: ".jpg,.jpeg",
  xlsx: ".xlsx",
  pptx: ".pptx",
  zip: ".zip",
};

/** Value for an <input type="file" accept> attribute. */
export function acceptAttribute(kinds: readonly UploadKind[]): string {
  return kinds.map((kind) => EXTENSIONS[kind]).join(",");
}
