/** One Server-Sent Event as read from the stream. */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Reads the text/event-stream format piece by piece, as a streaming fetch delivers it: events end
 * at a blank line, comment lines (the heartbeat) are skipped, and a field's one leading space is
 * dropped. Only what the live stream sends is kept: event, id, data.
 */
export class SseParser {
  private buffer = "";

  push(chunk: string): SseEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, "\n");
    const events: SseEvent[] = [];
    let end: number;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = "message";
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line === "" || line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "id") id = value;
        else if (field === "data") data.push(value);
      }
      if (data.length > 0) events.push({ event, id, data: data.join("\n") });
    }
    return events;
  }
}
