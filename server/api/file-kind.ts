import { fileTypeFromBuffer } from "file-type";
import type { UploadKind } from "../../app/schemas/uploads.ts";

/**
 * What a file is, decided by its bytes. file-type recognises the binary formats
 * (and tells DOCX/XLSX/PPTX/ODT apart from a plain ZIP by their entries); plain text
 * has no signature, so it is recognised here: valid UTF-8 without NUL bytes.
 * Legacy Word .doc is an OLE compound file (CFB), the same container as old .xls/.ppt
 * and .msi, and file-type reports only the container; CFB is accepted as DOC.
 */
export type DetectedFile = { kind: UploadKind; contentType: string; extensions: readonly string[] };

const BY_MIME: Record<string, DetectedFile> = {
  "application/pdf": { kind: "pdf", contentType: "application/pdf", extensions: [".pdf"] },
  "application/x-cfb": { kind: "doc", contentType: "application/msword", extensions: [".doc", ".dot"] },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    kind: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
  },
  "application/vnd.oasis.opendocument.text": {
    kind: "odt",
    contentType: "application/vnd.oasis.opendocument.text",
    extensions: [".odt"],
  },
  "application/rtf": { kind: "rtf", contentType: "application/rtf", extensions: [".rtf"] },
  "image/png": { kind: "png", contentType: "image/png", extensions: [".png"] },
  "image/jpeg": { kind: "jpeg", contentType: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
    kind: "xlsx",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: [".xlsx"],
  },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": {
    kind: "pptx",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: [".pptx"],
  },
  "application/zip": { kind: "zip", contentType: "application/zip", extensions: [".zip"] },
};

const RTF: DetectedFile = BY_MIME["application/rtf"] as DetectedFile;
const TEXT: DetectedFile = { kind: "txt", contentType: "text/plain; charset=utf-8", extensions: [".txt"] };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The detected kind, or undefined for anything not on any allowlist (or empty). */
export async function detectFileKind(bytes: Uint8Array): Promise<DetectedFile | undefined> {
  if (bytes.byteLength === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return BY_MIME[detected.mime];
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 5));
  if (head === "{\\rtf") return RTF;
  return isPlainText(bytes) ? TEXT : undefined;
}
