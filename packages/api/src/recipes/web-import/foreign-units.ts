import { parseQuantityRange, round2, unitFromWord } from "@simmer/domain";

/** Unit words of German, French, Spanish and Italian pages, as the English word the parser reads. */
const FOREIGN_UNITS: Record<string, { word: string; factor?: number }> = {
  el: { word: "tbsp" },
  essl: { word: "tbsp" },
  "essl.": { word: "tbsp" },
  tl: { word: "tsp" },
  prise: { word: "pinch" },
  prisen: { word: "pinch" },
  zehe: { word: "clove" },
  zehen: { word: "clove" },
  bund: { word: "bunch" },
  dose: { word: "can" },
  dosen: { word: "can" },
  scheibe: { word: "slice" },
  scheiben: { word: "slice" },
  stück: { word: "" },
  stk: { word: "" },
  "stk.": { word: "" },
  cl: { word: "ml", factor: 10 },
  dl: { word: "ml", factor: 100 },
  litre: { word: "l" },
  litres: { word: "l" },
  litro: { word: "l" },
  litros: { word: "l" },
  pincée: { word: "pinch" },
  pincées: { word: "pinch" },
  gousse: { word: "clove" },
  gousses: { word: "clove" },
  botte: { word: "bunch" },
  boîte: { word: "can" },
  tranche: { word: "slice" },
  tranches: { word: "slice" },
  "c. à s.": { word: "tbsp" },
  "c. à soupe": { word: "tbsp" },
  "cuillère à soupe": { word: "tbsp" },
  "cuillères à soupe": { word: "tbsp" },
  "c. à c.": { word: "tsp" },
  "c. à café": { word: "tsp" },
  "cuillère à café": { word: "tsp" },
  "cuillères à café": { word: "tsp" },
  cucharada: { word: "tbsp" },
  cucharadas: { word: "tbsp" },
  cucharadita: { word: "tsp" },
  cucharaditas: { word: "tsp" },
  diente: { word: "clove" },
  dientes: { word: "clove" },
  pizca: { word: "pinch" },
  lata: { word: "can" },
  cucchiaio: { word: "tbsp" },
  cucchiai: { word: "tbsp" },
  cucchiaino: { word: "tsp" },
  cucchiaini: { word: "tsp" },
  pizzico: { word: "pinch" },
  spicchio: { word: "clove" },
  spicchi: { word: "clove" },
  mazzo: { word: "bunch" },
  "c. à thé": { word: "tsp" },
  "cs": { word: "tbsp" },
  "cc": { word: "tsp" },
  cuillerée: { word: "tbsp" },
  "cuillerées à soupe": { word: "tbsp" },
  "cuillerée à soupe": { word: "tbsp" },
  "cuillerée à café": { word: "tsp" },
  "cuillerées à café": { word: "tsp" },
  "cda.": { word: "tbsp" },
  cda: { word: "tbsp" },
  "cdta.": { word: "tsp" },
  cdta: { word: "tsp" },
  taza: { word: "cup" },
  tazas: { word: "cup" },
  tasse: { word: "cup" },
  tasses: { word: "cup" },
  tazza: { word: "cup" },
  tazze: { word: "cup" },
  pizcas: { word: "pinch" },
  "g.": { word: "g" },
  päckchen: { word: "package" },
  pck: { word: "package" },
  "pck.": { word: "package" },
  pkg: { word: "package" },
  msp: { word: "pinch" },
  "msp.": { word: "pinch" },
  messerspitze: { word: "pinch" },
  spritzer: { word: "dash" },
  zweig: { word: "sprig" },
  zweige: { word: "sprig" },
  "cucchiaio raso": { word: "tbsp" },
  "cucchiai rasi": { word: "tbsp" },
  bicchiere: { word: "cup" },
  vasetto: { word: "jar" },
  bustina: { word: "package" },
  foglie: { word: "leaf" },
  rametto: { word: "sprig" },
  "c.": { word: "cup" },
  "colher de sopa": { word: "tbsp" },
  "colheres de sopa": { word: "tbsp" },
  "colher de chá": { word: "tsp" },
  "colheres de chá": { word: "tsp" },
  "xícara de chá": { word: "cup" },
  "xícaras de chá": { word: "cup" },
  xícara: { word: "cup" },
  xícaras: { word: "cup" },
  latas: { word: "can" },
  dente: { word: "clove" },
  dentes: { word: "clove" },
  pitada: { word: "pinch" },
  pitadas: { word: "pinch" },
};
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
 * sugar" → "1 tbsp heaping sugar", Japanese lines and other languages' unit words.
 */
export function prepareLine(line: string): string {
  // Full-width digits and letters (Japanese pages) as ASCII; the fraction slash as a slash.
  let s = line
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ")
    .replace(/(\d)\s*\u2044\s*(\d)/g, "$1/$2")
    .replace(/(\d)\s*\u2013\s*(\d)/g, "$1-$2");
  const jp = japanese(s);
  if (jp) return jp;
  // "Basilico q.b.", "Sal al gusto", "Salz nach Geschmack": other languages' "to taste".
  s = s.replace(/,?\s+(?:q\.\s?b\.?|qb|nach (?:Geschmack|Belieben|Bedarf)|al gusto|a gusto|au goût|à votre goût|selon (?:votre )?goût|à volonté|quanto basta)$/iu, " to taste");
  // "0,5 l", "1,5 kg": a decimal comma (but "1,000 g" is a thousand).
  s = s.replace(/^(\d+),(\d{1,2})(?!\d)/, "$1.$2").replace(/^(\d{1,3}),(\d{3})(?!\d)/, "$1$2");
  s = s.replace(/^(\d+(?:\.\d+)?\s*[-–]\s*)(\d+),(\d{1,2})(?!\d)/, "$1$2.$3");
  s = s.replace(/^([^\s]+(?:\s+[\d/½⅓⅔¼¾⅛]+)?\s+[a-zA-Z]+\.?)\s*\/\s*(\d+(?:[.,]\d+)?\s*[a-zA-Z]+\.?)(?=\s)/, "$1 ($2)");
  s = s.replace(/^(\S+(?:\s+\S+)?\s+[a-zA-Z]+)\((?:s|es)\)(?=\s)/, "$1");
  const lead = /^(?:a\s+)?(pinch|dash|splash|handful|knob|drizzle|sprinkle)(?:es|s)?\s+of\s+(.+)$/i.exec(s);
  if (lead?.[1] && lead[2]) s = `1 ${lead[1].toLowerCase()} ${lead[2]}`;
  // Only after an amount written in figures: "a generous handful of…" is not an amount.
  s = s.replace(/^([\d½⅓⅔¼¾⅛]\S*(?:\s+\d+\/\d+)?)\s+(heaping|heaped|level|scant|generous|rounded|large|small|medium|good|big)\s+([a-zA-Z]+\.?)(?=\s)/i, (whole, qty: string, adjective: string, word: string) =>
    unitFromWord(word) || /^(cloves?|sprigs?|pinch(?:es)?|handfuls?|sticks?|heads?|stalks?|cans?|tins?|jars?|packages?)$/i.test(word) ? `${qty} ${word} ${adjective}` : whole,
  );
  return normaliseForeignUnits(s);
}

const METRIC = new Set(["g", "gr", "kg", "ml", "l", "mg"]);
const CONNECTOR = /^(?:de la |de l'|de l’|d'|d’|de |di |del |della |dell'|dell’)/i;
const LONGEST_FIRST = Object.keys(FOREIGN_UNITS).sort((a, b) => b.length - a.length);

/**
 * "2 EL Zucker" → "2 tbsp Zucker", "20 cl de crème" → "200 ml crème", "200 g de lardons" →
 * "200 g lardons": the shape the English parser reads. Anything else comes back unchanged.
 */
export function normaliseForeignUnits(line: string): string {
  const words = line.split(" ");
  const takeTwo = words.length > 2 && parseQuantityRange(`${words[0]} ${words[1]}`) !== null;
  const qtyText = takeTwo ? `${words[0]} ${words[1]}` : (words[0] ?? "");
  const amount = parseQuantityRange(qtyText);
  if (!amount) return line;
  const rest = line.slice(qtyText.length).trimStart();
  const lower = rest.toLowerCase();
  const key = LONGEST_FIRST.find((k) => lower.startsWith(`${k} `));
  if (key) {
    const { word, factor } = FOREIGN_UNITS[key] ?? { word: "" };
    const after = rest.slice(key.length).trimStart().replace(CONNECTOR, "");
    const qty = factor ? (amount.min === amount.max ? String(round2(amount.max * factor)) : `${round2(amount.min * factor)}-${round2(amount.max * factor)}`) : qtyText;
    return [qty, word, after].filter(Boolean).join(" ");
  }
  const unit = (lower.split(" ")[0] ?? "").replace(/\.$/, "");
  if (METRIC.has(unit)) {
    const after = rest.slice(unit.length).replace(/^\.?\s*/, "");
    if (CONNECTOR.test(after)) return `${qtyText} ${rest.slice(0, unit.length)} ${after.replace(CONNECTOR, "")}`;
  }
  return line;
}
