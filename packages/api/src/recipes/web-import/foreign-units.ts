import { normaliseNumbers, parseQuantityRange, round2, unitFromWord } from "@simmer/domain";

/**
 * Japanese pages write the food first and the measure after it, "砂糖 大さじ2"; the measures are
 * read as the English words (a Japanese cup is 200 ml).
 */
const JAPANESE_MEASURES: Record<string, { word: string; factor?: number }> = {
  大さじ: { word: "tbsp" },
  小さじ: { word: "tsp" },
  カップ: { word: "ml", factor: 200 },
  g: { word: "g" },
  グラム: { word: "g" },
  kg: { word: "kg" },
  ml: { word: "ml" },
  cc: { word: "ml" },
  個: { word: "" },
  本: { word: "" },
  枚: { word: "" },
  片: { word: "clove" },
  かけ: { word: "clove" },
  株: { word: "head" },
  束: { word: "bunch" },
  缶: { word: "can" },
  袋: { word: "package" },
  丁: { word: "" },
  尾: { word: "" },
  切れ: { word: "slice" },
  つまみ: { word: "pinch" },
};
const JAPANESE_TO_TASTE = /^(.+?)[\s…・:：]*(?:少々|適量|適宜|お好みで|少量)$/u;

function japanese(line: string): string | null {
  if (!/[\u3040-\u30ff\u4e00-\u9fff]/u.test(line)) return null;
  // "鶏もも肉 1枚(300g)": the note after the amount stays with the food.
  const note = /\s*(\([^)]*\))\s*$/.exec(line);
  if (note?.[1] && note.index > 0) {
    const rest = japanese(line.slice(0, note.index));
    return rest ? `${rest} ${note[1]}` : null;
  }
  const toTaste = JAPANESE_TO_TASTE.exec(line);
  if (toTaste?.[1]) return `${toTaste[1].trim()} to taste`;
  const keys = Object.keys(JAPANESE_MEASURES).join("|");
  const qty = String.raw`\d+(?:\.\d+)?(?:\s*\/\s*\d+)?(?:\s*[~〜～-]\s*\d+(?:\.\d+)?)?|[½⅓⅔¼¾]`;
  // "砂糖 大さじ2", "大さじ1と1/2": a measure word, then the amount.
  const before = new RegExp(String.raw`^(.+?)[\s…・:：]*(${keys})\s*(${qty})(?:\s*と\s*(\d+\s*\/\s*\d+))?\s*$`, "u").exec(line);
  // "卵 2個", "鶏もも肉 300g": the amount, then the measure word.
  const after = before ? null : new RegExp(String.raw`^(.+?)[\s…・:：]*(${qty})\s*(${keys})?\s*$`, "u").exec(line);
  const name = (before ?? after)?.[1]?.trim();
  const word = before ? before[2] : after?.[3];
  let amount = before ? before[3] : after?.[2];
  if (!name || !amount) return null;
  amount = amount.replace(/[~〜～]/g, "-").replace(/\s+/g, "");
  if (before?.[4]) amount = `${amount} ${before[4].replace(/\s+/g, "")}`;
  const measure = word ? JAPANESE_MEASURES[word] : undefined;
  const range = parseQuantityRange(amount);
  if (!range) return null;
  const qty2 = measure?.factor ? String(round2(range.max * measure.factor)) : amount;
  return [qty2, measure?.word ?? "", name].filter(Boolean).join(" ");
}

/**
 * Shapes pages write that the shared parser does not read, rewritten for it (the page's own text
 * stays in `original`): "0,5 l" → "0.5 l", "1⁄2" → "1/2", "1 cup/240 ml milk" → "1 cup (240 ml)
 * milk", "2 tablespoon(s)" → "2 tablespoon", "Pinch of salt" → "1 pinch salt", "1 heaping tbsp
 * sugar" → "1 tbsp heaping sugar" and Japanese lines. Other languages' unit words, amounts after
 * the name, prices and brackets are read by the shared parser (ADR 121).
 */
const APPROXIMATELY =
  /^(?:about|approx\.?|approximately|around|roughly|ca\.?|cca\.?|circa|cirka|omkring|ungefär|około|ok\.|kb\.|körülbelül|περίπου|ungefähr|etwa|environ|circa|aprox\.?|aproximadamente|cerca de|mais ou menos)\s+(?=[\d½⅓⅔¼¾⅛])/iu;

export function prepareLine(line: string): string {
  // Full-width digits and letters (Japanese pages) as ASCII; the fraction slash as a slash.
  let s = line
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ")
    .replace(/(\d)\s*\u2044\s*(\d)/g, "$1/$2")
    .replace(/(\d)\s*\u2013\s*(\d)/g, "$1-$2");
  const jp = japanese(s);
  if (jp) return jp;
  // "ca 15 dl", "about 2 cups", "około 500 g": a rough amount is still the amount (ADR 133).
  s = s.replace(APPROXIMATELY, "");
  // "0,5 l", "1,5 kg": a decimal comma (but "1,000 g" is a thousand), so the shapes below see figures.
  s = normaliseNumbers(s);
  s = s.replace(/^([^\s]+(?:\s+[\d/½⅓⅔¼¾⅛]+)?\s+[a-zA-Z]+\.?)\s*\/\s*(\d+(?:[.,]\d+)?\s*[a-zA-Z]+\.?)(?=\s)/, "$1 ($2)");
  s = s.replace(/^(\S+(?:\s+\S+)?\s+[a-zA-Z]+)\((?:s|es)\)(?=\s)/, "$1");
  const lead = /^(?:a\s+)?(pinch|dash|splash|handful|knob|drizzle|sprinkle)(?:es|s)?\s+of\s+(.+)$/i.exec(s);
  if (lead?.[1] && lead[2]) s = `1 ${lead[1].toLowerCase()} ${lead[2]}`;
  // Only after an amount written in figures: "a generous handful of…" is not an amount.
  s = s.replace(
    /^([\d½⅓⅔¼¾⅛]\S*(?:\s+\d+\/\d+)?)\s+(heaping|heaped|level|scant|generous|rounded|large|small|medium|good|big)\s+([a-zA-Z]+\.?)(?=\s)/i,
    (whole, qty: string, adjective: string, word: string) =>
      unitFromWord(word) || /^(cloves?|sprigs?|pinch(?:es)?|handfuls?|sticks?|heads?|stalks?|cans?|tins?|jars?|packages?)$/i.test(word)
        ? `${qty} ${word} ${adjective}`
        : whole,
  );
  return s;
}
