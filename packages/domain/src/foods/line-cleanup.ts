/**
 * Tidying that every ingredient line gets before it is read (ADR 121): a price a budget page
 * prints beside the food is not part of the food, and brackets a page's markup left unbalanced
 * ("water)) ((for 2 rice cooker cups") are closed or dropped so the note stays readable.
 */

const MONEY = String.raw`(?:[$€£¥]\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s?(?:€|£|zł|kr\.?|Ft|лв|USD|EUR)(?![\p{L}]))`;
const PRICE_IN_BRACKETS = new RegExp(String.raw`\s*[([]\s*${MONEY}(?:\s*(?:each|ea\.?|per \S+|\/\s?\S+))?\s*[)\]]`, "giu");
const PRICE_AT_END = new RegExp(String.raw`\s*[-–—,:]?\s*${MONEY}(?:\s*(?:each|ea\.?))?\s*$`, "iu");

/** "olive oil ($0.24)" → "olive oil", "2 cups rice $0.50" → "2 cups rice", "(€1,20)" → "". */
export function stripPrices(line: string): string {
  return line.replace(PRICE_IN_BRACKETS, "").replace(PRICE_AT_END, "").trim();
}

/**
 * Brackets made whole: doubled ones become single, a closer with no opener goes, and an opener
 * left open is closed at the end. "water)) ((for 2 rice cooker cups" → "water (for 2 rice cooker cups)".
 */
export function balanceBrackets(line: string): string {
  const single = line
    .replace(/\(\s*\(+/g, "(")
    .replace(/\)\s*\)+/g, ")")
    .replace(/\[\s*\[+/g, "[")
    .replace(/\]\s*\]+/g, "]");
  const closers: string[] = [];
  let out = "";
  for (const char of single) {
    if (char === "(" || char === "[") {
      closers.push(char === "(" ? ")" : "]");
      out += char;
    } else if (char === ")" || char === "]") {
      if (closers.at(-1) === char) {
        closers.pop();
        out += char;
      }
    } else out += char;
  }
  out = out.replace(/\s+$/, "") + closers.reverse().join("");
  // An empty pair left by a removed price or note says nothing.
  return out
    .replace(/\s*\(\s*\)|\s*\[\s*\]/g, "")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * Decimal commas and thousands separators as a parser reads numbers: "0,5 l" → "0.5 l",
 * "1,000 g" → "1000 g", "Mehl 1,5 kg" → "Mehl 1.5 kg". A comma between words is left alone.
 */
export function normaliseNumbers(line: string): string {
  return line.replace(/(^|[\s(:x-])(\d{1,3}),(\d{3})(?![\d,])/gu, "$1$2$3").replace(/(^|[\s(:x–-])(\d+),(\d{1,2})(?![\d])/gu, "$1$2.$3");
}
