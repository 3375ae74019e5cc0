/**
 * Reads the JavaScript literal a framework assigns to its page state (`window.__NUXT__ = …`),
 * without running it: objects with bare or quoted keys, arrays, strings in either quote, numbers,
 * `true`/`false`/`null`/`undefined`/`void 0`, and Nuxt's form
 * `(function(a,b){…return {…}}(1,"x"))`, whose names are replaced by the values passed in.
 * Anything else (calls, operators) makes the whole read fail: null, never a guess.
 */

class NotALiteral extends Error {}

const MAX_DEPTH = 200;

class Reader {
  at = 0;
  constructor(
    readonly src: string,
    readonly names: Map<string, unknown> = new Map(),
  ) {}

  fail(): never {
    throw new NotALiteral();
  }

  space(): void {
    const s = this.src;
    for (;;) {
      const c = s.charCodeAt(this.at);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0xfeff) this.at++;
      else if (c === 47 && s[this.at + 1] === "*") {
        const end = s.indexOf("*/", this.at + 2);
        this.at = end < 0 ? s.length : end + 2;
      } else if (c === 47 && s[this.at + 1] === "/") {
        const end = s.indexOf("\n", this.at + 2);
        this.at = end < 0 ? s.length : end + 1;
      } else return;
    }
  }

  peek(): string {
    this.space();
    return this.src[this.at] ?? "";
  }

  expect(c: string): void {
    if (this.peek() !== c) this.fail();
    this.at++;
  }

  word(): string {
    this.space();
    const m = /^[A-Za-z_$][\w$]*/.exec(this.src.slice(this.at, this.at + 200));
    if (!m) this.fail();
    this.at += m[0].length;
    return m[0];
  }

  string(): string {
    const quote = this.src[this.at];
    this.at++;
    let out = "";
    const s = this.src;
    while (this.at < s.length) {
      const c = s[this.at++] ?? "";
      if (c === quote) return out;
      if (c !== "\\") {
        out += c;
        continue;
      }
      const e = s[this.at++] ?? "";
      if (e === "n") out += "\n";
      else if (e === "t") out += "\t";
      else if (e === "r") out += "\r";
      else if (e === "b" || e === "f" || e === "v") out += " ";
      else if (e === "u") {
        const braced = s[this.at] === "{";
        const hex = braced ? s.slice(this.at + 1, s.indexOf("}", this.at)) : s.slice(this.at, this.at + 4);
        const code = Number.parseInt(hex, 16);
        if (!Number.isFinite(code) || code > 0x10ffff) this.fail();
        out += String.fromCodePoint(code);
        this.at += braced ? hex.length + 2 : 4;
      } else if (e === "x") {
        out += String.fromCharCode(Number.parseInt(s.slice(this.at, this.at + 2), 16) || 32);
        this.at += 2;
      } else if (e === "\n") continue;
      else out += e;
    }
    return this.fail();
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail();
    const c = this.peek();
    if (c === "{") return this.object(depth);
    if (c === "[") return this.array(depth);
    if (c === '"' || c === "'") return this.string();
    if (c === "`") {
      const v = this.string();
      if (v.includes("${")) this.fail();
      return v;
    }
    const num = /^[-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?)/i.exec(this.src.slice(this.at, this.at + 40));
    if (num) {
      this.at += num[0].length;
      return Number(num[0]);
    }
    const w = this.word();
    if (w === "true") return true;
    if (w === "false") return false;
    if (w === "null" || w === "undefined") return null;
    if (w === "void") {
      this.value(depth + 1);
      return null;
    }
    if (w === "Infinity" || w === "NaN") return null;
    if (this.names.has(w)) return this.names.get(w);
    return this.fail();
  }

  object(depth: number): Record<string, unknown> {
    this.expect("{");
    const out: Record<string, unknown> = {};
    for (;;) {
      const c = this.peek();
      if (c === "}") {
        this.at++;
        return out;
      }
      let key: string;
      if (c === '"' || c === "'") key = this.string();
      else if (/[\d]/.test(c)) key = String(this.value(depth + 1));
      else key = this.word();
      if (this.peek() === ":") {
        this.at++;
        out[key] = this.value(depth + 1);
      } else if (this.names.has(key)) out[key] = this.names.get(key);
      else this.fail();
      if (this.peek() === ",") this.at++;
      else if (this.peek() !== "}") this.fail();
    }
  }

  array(depth: number): unknown[] {
    this.expect("[");
    const out: unknown[] = [];
    for (;;) {
      const c = this.peek();
      if (c === "]") {
        this.at++;
        return out;
      }
      if (c === ",") {
        this.at++;
        out.push(null);
        continue;
      }
      out.push(this.value(depth + 1));
      if (this.peek() === ",") this.at++;
      else if (this.peek() !== "]") this.fail();
    }
  }
}

/** Where a function's body ends: the brace that closes the one at `open`, strings and comments skipped. */
function closingBrace(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === "\\") i++;
    } else if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The top-level `return` of a function body, strings skipped. */
function returnAt(src: string, from: number, to: number): number {
  let depth = 0;
  for (let i = from; i < to; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < to && src[i] !== c; i++) if (src[i] === "\\") i++;
    } else if (c === "{" || c === "(" || c === "[") depth++;
    else if (c === "}" || c === ")" || c === "]") depth--;
    else if (depth === 0 && src.startsWith("return", i) && !/[\w$]/.test(src[i - 1] ?? "") && !/[\w$]/.test(src[i + 6] ?? "")) return i + 6;
  }
  return -1;
}

function wrapped(src: string): unknown {
  const head = /^\(?\s*function\s*[\w$]*\s*\(([^)]*)\)\s*\{/.exec(src);
  if (!head) return undefined;
  const params = (head[1] ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const open = head[0].length - 1;
  const close = closingBrace(src, open);
  if (close < 0) throw new NotALiteral();
  const args = new Reader(src);
  args.at = close + 1;
  if (args.peek() === ")") args.at++;
  args.expect("(");
  const values: unknown[] = [];
  while (args.peek() !== ")") {
    values.push(args.value(0));
    if (args.peek() === ",") args.at++;
    else if (args.peek() !== ")") args.fail();
  }
  const names = new Map(params.map((p, i) => [p, values[i] ?? null]));
  const ret = returnAt(src, open + 1, close);
  if (ret < 0) throw new NotALiteral();
  const body = new Reader(src, names);
  body.at = ret;
  return body.value(0);
}

/** The value a state script assigns (`window.__NUXT__ = …;`), or the script's whole text as a literal. */
export function readJsLiteral(source: string): unknown {
  const assigned = /^[\s;]*(?:window\.|self\.|globalThis\.)?[\w$]+\s*=\s*/.exec(source);
  const src = assigned ? source.slice(assigned[0].length) : source;
  try {
    const fn = wrapped(src.trimStart());
    if (fn !== undefined) return fn;
    return new Reader(src).value(0);
  } catch (error) {
    if (error instanceof NotALiteral || error instanceof RangeError) return null;
    throw error;
  }
}
