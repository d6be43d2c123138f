/**
 * A client-supplied file name made safe to store, show and attach to an e-mail:
 * no directories, no control or bidirectional-override characters (which can make
 * "cv\u202Efdp.exe" display as "cvexe.pdf"), only letters, digits and a few marks,
 * bounded length. The extension is made to match the detected content, so a
 * disguised file cannot keep a misleading one.
 */
const MAX_LENGTH = 120;

export function sanitizeFilename(
  raw: string,
  extensions: readonly string[],
  fallbackStem = "attachment",
): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  let name = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/_+/g, "_")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const lower = name.toLowerCase();
  const matching = extensions.find((extension) => lower.endsWith(extension));
  // Keep the name's own spelling of a matching extension (".JPEG" stays ".JPEG").
  const extension = matching ? name.slice(name.length - matching.length) : (extensions[0] ?? "");
  let stem = matching ? name.slice(0, name.length - matching.length) : name;
  stem = stem.replace(/[\s.]+$/g, "").slice(0, MAX_LENGTH - extension.length);
  if (stem === "") stem = fallbackStem;
  name = `${stem}${extension}`;
  return name;
}
