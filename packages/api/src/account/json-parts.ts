/**
 * Reads a JSON document a part at a time (ADR 112), so a restore never holds a document's text
 * whole: a top-level array yields each element, a top-level object yields each member, and a
 * member whose value is an array yields that array's elements one by one. Each part is parsed on
 * its own with JSON.parse and may be at most `maxPartChars` long; anything between the parts
 * (brackets, commas, keys) is checked here, so what is accepted is exactly valid JSON.
 */

export type JsonPart =
  /** An array begins: the document itself (`key` null) or a member's value. */
  | { kind: "array"; key: string | null }
  /** One element of that array, parsed. */
  | { kind: "item"; key: string | null; index: number; value: unknown }
  /** A member of the top-level object whose value is not an array, parsed. */
  | { kind: "member"; key: string; value: unknown };

/** Why a document could not be read: not JSON, or a part longer than allowed. */
export class JsonPartsError extends Error {
  constructor(readonly reason: "invalid" | "too-large") {
    super(reason === "invalid" ? "it is not valid JSON" : "it is larger than a backup can hold");
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
/** A member name is a short word of the format; a longer one is not ours. */
const MAX_KEY_CHARS = 200;

type State =
  | "start"
  | "item-or-close"
  | "item"
  | "after-item"
  | "key-or-close"
  | "key-after-comma"
  | "key"
  | "colon"
  | "value"
  | "after-member"
  | "end";

export class JsonPartReader {
  private state: State = "start";
  private rootIsObject = false;
  private key: string | null = null;
  private index = 0;
  /** Text of the part or key being read, gathered across chunks. */
  private buffer = "";
  private inPart = false;
  private partKind: "item" | "member" = "item";
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxPartChars: number) {}

  /** Whether the document is an object (else an array); known once its first character is read. */
  get isObject(): boolean {
    return this.rootIsObject;
  }

  /** The parts completed by this chunk of text. */
  push(chunk: string): JsonPart[] {
    const parts: JsonPart[] = [];
    let i = 0;
    while (i < chunk.length) {
      if (this.inPart || this.state === "key") {
        i = this.scan(chunk, i, parts);
        continue;
      }
      const c = chunk[i] as string;
      if (WHITESPACE.has(c)) {
        i += 1;
        continue;
      }
      // A part starts at this character and is scanned from it; anything else is consumed here.
      if (!this.structural(c, parts)) i += 1;
    }
    if (this.inPart || this.state === "key") this.checkLength();
    return parts;
  }

  /** Call once the text has ended: a document cut short is invalid. */
  end(): void {
    if (this.state !== "end" || this.inPart) throw new JsonPartsError("invalid");
  }

  private checkLength() {
    if (this.state === "key" ? this.buffer.length > MAX_KEY_CHARS : this.buffer.length > this.maxPartChars) {
      throw new JsonPartsError(this.state === "key" ? "invalid" : "too-large");
    }
  }

  /** Between parts only brackets, commas, colons and keys may appear. True when a part starts at `c`. */
  private structural(c: string, parts: JsonPart[]): boolean {
    const invalid = () => {
      throw new JsonPartsError("invalid");
    };
    switch (this.state) {
      case "start":
        if (c === "[") {
          this.openArray(null, parts);
        } else if (c === "{") {
          this.rootIsObject = true;
          this.state = "key-or-close";
        } else invalid();
        return false;
      case "item-or-close":
        if (c === "]") {
          this.closeArray();
          return false;
        }
        return this.startPart(c, "item");
      case "item":
        return this.startPart(c, "item");
      case "after-item":
        if (c === ",") this.state = "item";
        else if (c === "]") this.closeArray();
        else invalid();
        return false;
      case "key-or-close":
      case "key-after-comma":
        if (c === "}" && this.state === "key-or-close") this.state = "end";
        else if (c === '"') {
          this.state = "key";
          this.buffer = "";
          this.inString = false;
          this.escaped = false;
          return true;
        } else invalid();
        return false;
      case "colon":
        if (c !== ":") invalid();
        this.state = "value";
        return false;
      case "value":
        if (c === "[") {
          this.openArray(this.key, parts);
          return false;
        }
        return this.startPart(c, "member");
      case "after-member":
        if (c === ",") this.state = "key-after-comma";
        else if (c === "}") this.state = "end";
        else invalid();
        return false;
      default:
        return invalid();
    }
  }

  private openArray(key: string | null, parts: JsonPart[]) {
    this.key = key;
    this.index = 0;
    this.state = "item-or-close";
    parts.push({ kind: "array", key });
  }

  private closeArray() {
    this.state = this.rootIsObject ? "after-member" : "end";
  }

  private startPart(c: string, as: "item" | "member"): true {
    if (c === "]" || c === "}" || c === "," || c === ":") throw new JsonPartsError("invalid");
    this.partKind = as;
    this.inPart = true;
    this.buffer = "";
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    return true;
  }

  /** Reads a part (or a key) from `chunk` at `from`; returns where the text between parts resumes. */
  private scan(chunk: string, from: number, parts: JsonPart[]): number {
    for (let i = from; i < chunk.length; i += 1) {
      const ended = this.step(chunk[i] as string);
      if (ended === null) continue;
      const to = ended === "before" ? i : i + 1;
      this.buffer += chunk.slice(from, to);
      this.finishPart(parts);
      return to;
    }
    this.buffer += chunk.slice(from);
    return chunk.length;
  }

  /** Whether `c` ends the part: just "before" it (a comma or bracket after a bare value), "after" it, or not yet. */
  private step(c: string): "before" | "after" | null {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (c === "\\") this.escaped = true;
      else if (c === '"') {
        this.inString = false;
        if (this.state === "key") return "after";
      }
      return null;
    }
    if (c === '"') this.inString = true;
    else if (c === "{" || c === "[") this.depth += 1;
    else if (c === "}" || c === "]") {
      if (this.depth === 0) return "before";
      this.depth -= 1;
      if (this.depth === 0) return "after";
    } else if (c === "," && this.depth === 0) return "before";
    return null;
  }

  private finishPart(parts: JsonPart[]) {
    this.checkLength();
    const text = this.buffer;
    this.buffer = "";
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new JsonPartsError("invalid");
    }
    if (this.state === "key") {
      if (typeof value !== "string") throw new JsonPartsError("invalid");
      this.key = value;
      this.state = "colon";
      return;
    }
    this.inPart = false;
    if (this.partKind === "item") {
      parts.push({ kind: "item", key: this.key, index: this.index, value });
      this.index += 1;
      this.state = "after-item";
    } else {
      parts.push({ kind: "member", key: this.key as string, value });
      this.state = "after-member";
    }
  }
}
