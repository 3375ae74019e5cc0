/**
 * Title search over one column segment through a trigram index (ADR 085). Every three consecutive
 * characters of a lower-case title are hashed into one of BUCKETS lists of the rows holding them;
 * a search reads only the shortest list among its needle's trigrams and checks each row there,
 * instead of scanning every title. Hash collisions only add rows that the check then drops, so the
 * answer is exactly a substring match's.
 */
const BUCKET_BITS = 14;
const BUCKETS = 1 << BUCKET_BITS;
/** Searches, and matching rows in all, one segment remembers (at most ~64 KB). */
const REMEMBERED_SEARCHES = 64;
const REMEMBERED_ROWS = 32_768;
/** Needles shorter than this have no trigram: they scan the titles, as before. */
export const TRIGRAM = 3;

function bucketOf(text: string, at: number): number {
  const h =
    Math.imul(text.charCodeAt(at), 0x9e3779b1) ^
    Math.imul(text.charCodeAt(at + 1), 0x85ebca77) ^
    Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d);
  return (h ^ (h >>> 15)) & (BUCKETS - 1);
}

/**
 * Whether `text` holds `needle` between `from` and `to`, compared character by character: the
 * titles are one string, read in row order, which keeps the check in cache; V8's `includes` would
 * also prepare a search table on every call.
 */
export function containsBetween(text: string, from: number, to: number, needle: string): boolean {
  const last = to - needle.length;
  const first = needle.charCodeAt(0);
  for (let at = from; at <= last; at += 1) {
    if (text.charCodeAt(at) !== first) continue;
    let k = 1;
    while (k < needle.length && text.charCodeAt(at + k) === needle.charCodeAt(k)) k += 1;
    if (k === needle.length) return true;
  }
  return false;
}

/**
 * Rows per bucket, ascending, each row at most once per bucket (a segment holds under 65,536 rows),
 * over a segment's titles joined in one string: row r's title is text[start[r] .. start[r + 1] - 1).
 * A segment never changes (a change builds a new one), so the answers to recent searches are kept
 * with it and read back.
 */
export class TitleTrigrams {
  private readonly offsets = new Int32Array(BUCKETS + 1);
  private readonly rows: Uint16Array;

  constructor(
    private readonly text: string,
    private readonly start: Int32Array,
    rowCount: number,
  ) {
    const last = new Int32Array(BUCKETS).fill(-1);
    const counts = this.offsets;
    let total = 0;
    const each = (visit: (bucket: number, row: number) => void) => {
      for (let row = 0; row < rowCount; row += 1) {
        const end = (start[row + 1] as number) - 1;
        for (let at = start[row] as number; at + TRIGRAM <= end; at += 1) {
          const b = bucketOf(text, at);
          if (last[b] === row) continue;
          last[b] = row;
          visit(b, row);
        }
      }
    };
    each((b) => {
      counts[b + 1] = (counts[b + 1] as number) + 1;
      total += 1;
    });
    for (let b = 0; b < BUCKETS; b += 1) counts[b + 1] = (counts[b + 1] as number) + (counts[b] as number);
    this.rows = new Uint16Array(total);
    const fill = counts.slice(0, BUCKETS);
    last.fill(-1);
    each((b, row) => {
      this.rows[fill[b] as number] = row;
      fill[b] = (fill[b] as number) + 1;
    });
  }

  /** Searches answered lately, most recent last: Browse rows repeat the same searches for everyone. */
  private readonly answered = new Map<string, Uint16Array>();
  private answeredRows = 0;

  /**
   * Every row whose title contains `needle` (at least TRIGRAM characters), ascending: remembered,
   * or found through the trigrams.
   */
  rowsContaining(needle: string): Uint16Array {
    const known = this.answered.get(needle);
    if (known) {
      this.answered.delete(needle);
      this.answered.set(needle, known);
      return known;
    }
    const found = this.search(needle);
    this.answered.set(needle, found);
    this.answeredRows += found.length;
    for (const [oldest, rows] of this.answered) {
      if (this.answered.size <= REMEMBERED_SEARCHES && this.answeredRows <= REMEMBERED_ROWS) break;
      this.answered.delete(oldest);
      this.answeredRows -= rows.length;
    }
    return found;
  }

  private search(needle: string): Uint16Array {
    let shortest = 0;
    let size = Infinity;
    for (let at = 0; at + TRIGRAM <= needle.length; at += 1) {
      const b = bucketOf(needle, at);
      const length = (this.offsets[b + 1] as number) - (this.offsets[b] as number);
      if (length < size) {
        size = length;
        shortest = b;
      }
    }
    const { text, start, rows } = this;
    const from = this.offsets[shortest] as number;
    const end = this.offsets[shortest + 1] as number;
    const found = new Uint16Array(end - from);
    let out = 0;
    for (let k = from; k < end; k += 1) {
      const row = rows[k] as number;
      if (containsBetween(text, start[row] as number, (start[row + 1] as number) - 1, needle)) found[out++] = row;
    }
    return found.slice(0, out);
  }
}
