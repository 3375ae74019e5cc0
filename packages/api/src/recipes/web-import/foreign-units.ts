import { parseQuantityRange, round2 } from "@simmer/domain";

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
};
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
