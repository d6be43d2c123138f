import yauzl from "yauzl";

/**
 * What a ZIP-based upload (DOCX, XLSX, PPTX, ODT, ZIP) holds once unpacked, checked with
 * yauzl before the file is accepted (issue 12 item 9, ADR 805). Each entry's sizes come
 * from the central directory; every entry is then inflated and counted, and yauzl stops
 * an entry that inflates past the size it declares, so a forged header cannot hide a bomb.
 * Nothing is written anywhere; the work is bounded by the limits below.
 */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  /** All entries together, unpacked. Office documents of the 10 MB the forms accept stay far below. */
  maxTotalBytes: 100 * 1024 * 1024,
  /** Unpacked ÷ packed for any entry above `ratioFromBytes`; Office XML packs ~10–50 ×. */
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
} as const;

export type ZipVerdict =
  | { ok: true; entries: number; totalBytes: number }
  | { ok: false; reason: "bomb" | "invalid" };

export async function checkZipContents(bytes: Uint8Array, limits = ZIP_LIMITS): Promise<ZipVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
    });
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return { ok: false, reason: "bomb" };
  }
  let declared = 0;
  let inflated = 0;
  return new Promise<ZipVerdict>((resolve) => {
    let settled = false;
    const finish = (verdict: ZipVerdict) => {
      if (settled) return;
      settled = true;
      zip.close();
      resolve(verdict);
    };
    zip.on("error", () => finish({ ok: false, reason: "invalid" }));
    zip.on("end", () => finish({ ok: true, entries: zip.entryCount, totalBytes: inflated }));
    zip.on("entry", (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (
        declared > limits.maxTotalBytes ||
        (entry.uncompressedSize > limits.ratioFromBytes && ratio > limits.maxRatio)
      ) {
        finish({ ok: false, reason: "bomb" });
        return;
      }
      if (entry.fileName.endsWith("/")) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) {
          finish({ ok: false, reason: "invalid" });
          return;
        }
        stream.on("data", (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > limits.maxTotalBytes) {
            stream.destroy();
            finish({ ok: false, reason: "bomb" });
          }
        });
        stream.on("error", () => finish({ ok: false, reason: "invalid" }));
        stream.on("end", () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}
