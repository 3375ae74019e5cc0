/** Minutes in an ISO-8601 duration ("PT1H30M", "P0DT0H45M") or in words ("1 hour 20 mins", "1 Std. 20 Min."). */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return Math.round(value);
  if (typeof value !== "string") return null;
  const s = /^P[\dT]/i.test(value.trim()) ? value.replace(/\s+/g, "") : value.trim();
  const iso =
    /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(s);
  if (iso && iso.slice(1).some((part) => part !== undefined)) {
    const n = (i: number) => Number((iso[i] ?? "0").replace(",", "."));
    return Math.round(n(1) * 10080 + n(2) * 1440 + n(3) * 60 + n(4) + n(5) / 60);
  }
  let total = 0;
  let seen = false;
  let lastRank = 4;
  // "1 hour 15 minutes (15 min prep, 1 hour cook)": what is in brackets repeats the parts, and a
  // second duration after the first ("15 min 45 min") is another field's, not more of this one.
  const plain = s.replace(/\([^)]*\)|\[[^\]]*\]/g, " ");
  for (const m of plain.matchAll(DURATION_WORD)) {
    const amount = Number((m[1] ?? "0").replace(",", "."));
    const word = (m[2] ?? "").toLowerCase();
    const rank = DAY.test(word) ? 3 : HOUR.test(word) ? 2 : 1;
    if (rank >= lastRank) break;
    lastRank = rank;
    seen = true;
    total += rank === 3 ? amount * 1440 : rank === 2 ? amount * 60 : amount;
  }
  if (seen) return Math.round(total);
  return /^\d+$/.test(s) ? Number(s) : null;
}

/** A number and a word of time, in the languages the line reader knows (ADR 121, ADR 133). */
const DURATION_WORD =
  /(\d+(?:[.,]\d+)?)\s*(d(?:ays?)?|tage?|jours?|dni|dzie[nń]|dag(?:e|ar)?|nap|h(?:ours?|rs?|eures?|oras?|ore|od(?:in[ay]?)?)?|std\.?|stunden?|uur|godz(?:in[ay]?|\.)?|timm(?:e|ar)|timer?|óra|ór[aá]k?|saat|ώρ(?:α|ες)|m(?:in(?:ute)?s?|inuten?|inutes?|inutos?|inuti|inut(?:er|ter|y|ów|a|i|os)?)?\.?|perc|dakika|λεπτ(?:ά|α|ό|ο)|時間|分)(?![a-zà-ž])/giu;
const DAY = /^(?:d|tag|jour|dni|dzie|dag|nap)/;
const HOUR = /^(?:h|std|stund|uur|godz|tim|óra|órá|ora|saat|ώρ|時間)/;

/** Words after a number that count people, not loaves or cookies. */
export const SERVING_WORDS = String.raw`servings?|serves|portions?|portionen|personen|persons?|personnes?|porciones|raciones|persone|porzioni|porções|pessoas|people|porcj[aei]|osób|osoby|portioner|personer|porsjoner|adag|főre|fő|μερίδ(?:α|ες)|άτομα|porce|porcí|osob|porsiyon|kişilik|annosta|henkilölle|人分|人前`;
const COUNTED_SERVINGS = new RegExp(String.raw`(\d+)\s*(?:-|–|to)?\s*(?:\d+\s*)?(?:${SERVING_WORDS})(?!\p{L})`, "iu");

/**
 * Servings from a yield written as a number, "4 servings", "Serves 4-6", "Für 4 Personen",
 * "Makes 12 cookies" or a list of those. "1 loaf (10 servings)" is 10: a count of servings
 * beats a count of loaves.
 */
export function servingsFrom(value: unknown): number | null {
  const candidates = (Array.isArray(value) ? value : [value]).map((c) => (typeof c === "string" ? c.normalize("NFKC") : c));
  const ok = (n: number) => Number.isFinite(n) && n >= 1 && n <= 10_000;
  for (const candidate of candidates) {
    if (typeof candidate !== "string") continue;
    const counted = COUNTED_SERVINGS.exec(candidate);
    if (counted?.[1] && ok(Number(counted[1]))) return Number(counted[1]);
  }
  // ["20", "2 pies"]: the text says what the number counts, so it wins over a bare number.
  const worded = candidates.filter((c) => typeof c === "string" && /\d\s*\p{L}/u.test(c));
  for (const candidate of [...worded, ...candidates]) {
    if (typeof candidate === "number" && ok(candidate)) return Math.round(candidate);
    if (typeof candidate === "string") {
      const m = /(\d+)/.exec(candidate);
      if (m?.[1] && ok(Number(m[1]))) return Number(m[1]);
    }
  }
  return null;
}

/**
 * A line in an ingredient list that names a group rather than a food: "For the frosting:",
 * "FROSTING", "— Sauce —". Returns the group's name, or null for an ingredient.
 */
export function groupHeading(line: string): string | null {
  const text = line.trim();
  if (text.length === 0 || text.length > 60 || /\d/.test(text)) return null;
  const framed = /^(?:[-–—=*#_~]{1,5}\s*)(.+?)(?:\s*[-–—=*#_~]{1,5})$/u.exec(text);
  if (framed?.[1]) return framed[1].replace(/:$/, "").trim();
  if (/[:：]$/.test(text)) return text.replace(/\s*[:：]$/, "");
  if (
    /^(?:for|für|pour|para|per)\s+(?:the|a|an|den|die|das|la|le|les|l'|el|los|las|il|lo|gli)\s/i.test(text) &&
    text.split(" ").length <= 6 &&
    !/[.,;!?()]/.test(text)
  )
    return text;
  return null;
}

/** A step as the page numbered it, without the number: "1. Mix" and "Step 2: Bake" are steps, not text. */
export function unnumberedStep(step: string): string {
  return step.replace(/^(?:(?:step|schritt|étape|paso|passo)\s*\d{1,2}\s*[.):]?|\d{1,2}\s*[.):])\s+(?=\S)/iu, "").trim();
}

/** A step that only announces a part of the method ("For the sauce:"), which the numbering replaces. */
export function isStepHeading(step: string): boolean {
  return step.length <= 60 && /[:：]$/.test(step) && !/[.!?]/.test(step.slice(0, -1));
}

/**
 * Numbered steps written in one paragraph, "1. Mix the flour. 2. Bake for 20 minutes.", become
 * one step per number when the numbers run 1, 2, 3 in order.
 */
export function splitNumbered(text: string): string[] {
  const marks = [...text.matchAll(/(?:^|\s)(\d{1,2})[.)]\s+(?=\p{Lu})/gu)];
  if (marks.length < 2 || marks.some((m, i) => Number(m[1]) !== i + 1) || (marks[0]?.index ?? 1) !== 0) return [text];
  return marks.map((m, i) => text.slice(m.index, marks[i + 1]?.index ?? text.length).trim());
}

/** A list the page printed twice over (a screen copy and a print copy) counts once. */
export function withoutRepeat<T>(items: T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  const half = items.length / 2;
  if (items.length < 2 || !Number.isInteger(half)) return items;
  for (let i = 0; i < half; i++) if (!same(items[i] as T, items[i + half] as T)) return items;
  return items.slice(0, half);
}

/** An absolute http(s) address for a link found on the page, or null. */
export function absoluteUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const resolved = new URL(value.trim(), base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : null;
  } catch {
    return null;
  }
}

/** Steps as the form numbers them: the page's own numbers and part headings left out. */
export function tidySteps(steps: string[]): string[] {
  const numbered =
    steps.length > 1 &&
    steps.every((s, i) =>
      new RegExp(String.raw`^(?:(?:step|schritt|étape|paso|passo)\s*${i + 1}\s*[.):]?|${i + 1}\s*[.):])\s`, "iu").test(s),
    );
  const single = steps.length === 1 && /^(?:(?:step|schritt|étape|paso|passo)\s*1\s*[.):]?|1\s*[.):])\s/iu.test(steps[0] ?? "");
  return withoutRepeat(steps.map((s) => (numbered || single ? unnumberedStep(s) : s)).filter((s) => s && !isStepHeading(s)));
}

/** Words a yield counts that are servings or people, not things ("2 pies" counts pies). */
const SERVING_ONLY = new RegExp(String.raw`^(?:${SERVING_WORDS})$`, "iu");

/**
 * The page's yield as text when it counts something other than servings ("2 pies", "24 cookies",
 * "1 loaf (10 slices)"), so it can be said rather than lost; null for "4", "4 servings", "Serves 4".
 */
export function yieldText(value: unknown): string | null {
  const candidates = (Array.isArray(value) ? value : [value]).filter((c): c is string => typeof c === "string");
  for (const candidate of candidates) {
    const text = candidate
      .normalize("NFKC")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^(?:yield|yields|makes|serves|servings|rendimento|rinde|ergibt|menge|portionen)\s*:?\s*/i, "")
      .replace(/\s+\d+(?:[.,]\d+)?x$/i, "")
      .trim();
    const m = /\d+(?:[.,/]\d+)?(?:\s*(?:[-–]|to|bis|à|a|til|till|do)\s*\d+)?\s*(?:\([^)]*\)\s*)?([\p{L}][\p{L}'-]*)/u.exec(text);
    if (!m?.[1] || SERVING_ONLY.test(m[1])) continue;
    return text.slice(0, 100);
  }
  return null;
}

/** Steps with each named part's name before its first step, "Sauce: Whisk…", so the parts stay (ADR 133). */
export function stepsWithSections(groups: { name: string; lines: string[] }[]): string[] {
  const sectioned = groups.length > 1 && groups.some((g) => g.name);
  const named = (name: string, line: string) => {
    const bare = name.replace(/[:：]\s*$/, "").trim();
    // "Instructions" names no part, and "Brown: Brown the beef" would say it twice.
    if (!bare || GENERIC_STEP_PART.test(bare) || line.toLowerCase().startsWith(bare.toLowerCase())) return line;
    return `${bare}: ${line}`;
  };
  return groups.flatMap((g) => g.lines.map((line, i) => (sectioned && i === 0 ? named(g.name, line) : line)));
}
const GENERIC_STEP_PART =
  /^(?:instructions?|method|directions?|steps?|preparation|how to make(?: it)?|zubereitung|préparation|preparación|preparazione|bereiding|modo de preparo)$/i;

/** Category and cuisine words that say nothing: numbers, one letter, "recipe" in any language. */
const EMPTY_TAG =
  /^(?:\d+|.|recipes?|recettes?|rezepte?|recetas?|ricett[ae]|receitas?|recepten?|recept(?:y|ek|er)?|przepis(?:y)?|opskrift(?:er)?|oppskrift(?:er)?|συνταγ(?:ή|ές)|uncategori[sz]ed|general|other|none|default)$/iu;

/** Tags a page's categories and cuisines give, without the empty ones and repeats (ADR 133). */
export function realTags(tags: string[], title: string | null): string[] {
  const seen = new Map<string, string>();
  const titleKey = (title ?? "").toLowerCase().trim();
  for (const tag of tags) {
    const t = tag.replace(/\s+/g, " ").trim();
    const key = t.toLowerCase();
    if (!t || t.length > 60 || EMPTY_TAG.test(t) || key === titleKey || seen.has(key)) continue;
    seen.set(key, t);
  }
  return [...seen.values()];
}
