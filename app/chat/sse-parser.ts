/**
 * Reads a Server-Sent Events stream (the WHATWG format: `id:`, `event:`, `data:` lines, a
 * blank line ends an event, lines starting with ":" are comments). The visitor's window reads
 * its live stream with fetch (so the conversation's secret travels in a header, not the URL)
 * rather than EventSource, and so parses the stream itself; the tests and the bench use it too.
 */
export type SseMessage = { id: string | undefined; event: string; data: string };

export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = "";
  let id: string | undefined;
  let event = "";
  let data: string[] = [];
  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0 || event) onMessage({ id, event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      id = undefined;
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id") id = value;
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      let index = buffer.search(/\r\n|\r|\n/);
      while (index !== -1) {
        const newline = buffer.startsWith("\r\n", index) ? 2 : 1;
        line(buffer.slice(0, index));
        buffer = buffer.slice(index + newline);
        index = buffer.search(/\r\n|\r|\n/);
      }
    },
  };
}
