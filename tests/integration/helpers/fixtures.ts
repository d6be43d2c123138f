import { crc32 } from "node:zlib";

/**
 * Small but genuine files of each type the upload rules care about, built in code so
 * the tests carry no binary blobs. Each starts with the real signature its format has.
 */

/** A ZIP archive (stored, uncompressed) with the given entries. */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(content, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

/** [Content_Types].xml naming the main part, which is how Office files say what they are. */
const CONTENT_TYPES = (part: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;

export const files = {
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  png: () =>
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  jpeg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from("JFIF\0"),
      Buffer.alloc(64),
    ]),
  /** Legacy Word: an OLE compound file header. */
  doc: () =>
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: () =>
    zipArchive({
      "[Content_Types].xml": CONTENT_TYPES("word/document.xml", "wordprocessingml.document"),
      "word/document.xml": "<w/>",
    }),
  xlsx: () =>
    zipArchive({
      "[Content_Types].xml": CONTENT_TYPES("xl/workbook.xml", "spreadsheetml.sheet"),
      "xl/workbook.xml": "<x/>",
    }),
  pptx: () =>
    zipArchive({
      "[Content_Types].xml": CONTENT_TYPES("ppt/presentation.xml", "presentationml.presentation"),
      "ppt/presentation.xml": "<p/>",
    }),
  odt: () => zipArchive({ mimetype: "application/vnd.oasis.opendocument.text", "content.xml": "<o/>" }),
  zip: () => zipArchive({ "notes.md": "# Project notes\n" }),
  rtf: () => Buffer.from("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello, resume.}"),
  txt: () => Buffer.from("Ada Lovelace\nAnalyst. Naïve café résumé – ünïcödé.\n"),
  /** A Windows executable (MZ header + PE offset) of the kind someone renames to .pdf. */
  exe: () => {
    const bytes = Buffer.alloc(256);
    bytes.write("MZ", 0, "latin1");
    bytes.writeUInt32LE(0x80, 0x3c);
    bytes.write("PE\0\0", 0x80, "latin1");
    return bytes;
  },
  /** Bytes that are no known format and not text. */
  binaryJunk: () => Buffer.from([0x00, 0x13, 0x37, 0x00, 0xfe, 0xed, 0xfa, 0xce, 0x00, 0x01]),
};
