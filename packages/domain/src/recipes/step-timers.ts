/**
 * Times written in a recipe step ("simmer for 25 minutes", "1 hour 10 min", "1–2 minutes"), found
 * so cook mode can offer a timer for each (ADR 138). Read in the languages the web importer reads
 * headings in (English, German, French, Spanish, Italian, Dutch) and Portuguese.
 */
export interface StepTimer {
  /** Where the time starts in the step text, and its length in characters. */
  start: number;
  length: number;
  /** The words as the step writes them. */
  text: string;
  /** The time to count down; a range counts down to its shorter end, when it is worth a look. */
  seconds: number;
  /** The longer end of a range; equal to `seconds` for a single time. */
  maxSeconds: number;
}

/** Longest a detected timer may run: a day. Longer times ("marinate 2 days") are not stove timers. */
export const STEP_TIMER_MAX_SECONDS = 24 * 60 * 60;

const FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };
const ONE_WORDS = ["a", "an", "one", "ein", "eine", "einer", "un", "une", "una", "uno", "een", "um", "uma"];
const HALF_WORDS = [
  "half an",
  "half a",
  "eine halbe",
  "einer halben",
  "une demi-",
  "une demie",
  "media",
  "mezz'",
  "mezza",
  "een half",
  "meia",
];

const UNIT_WORDS = {
  hour: ["hours", "hour", "hrs", "hr", "h", "stunden", "stunde", "std", "heures", "heure", "horas", "hora", "ore", "ora", "uur", "uren"],
  minute: ["minutes", "minute", "minuten", "minuut", "minutos", "minuto", "minuti", "mins", "min", "mn"],
  second: [
    "seconds",
    "second",
    "secs",
    "sec",
    "sekunden",
    "sekunde",
    "secondes",
    "seconde",
    "seconden",
    "segundos",
    "segundo",
    "secondi",
    "secondo",
  ],
} as const;
type Unit = keyof typeof UNIT_WORDS;
const UNIT_SECONDS: Record<Unit, number> = { hour: 3600, minute: 60, second: 1 };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔]|\s+\d+/\d+)?|\d+/\d+|[½¼¾⅓⅔]`;
const AMOUNT = String.raw`(?:${NUMBER}|(?:${alternatives(ONE_WORDS)})(?=\s))`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|~)\s*|\s+(?:to|or|bis|oder|à|a|ou|o|tot|of)\s+`;
const UNIT = alternatives(Object.values(UNIT_WORDS).flat());
const NOT_LETTER = String.raw`(?![\p{L}\p{N}])`;
const NOT_AFTER_LETTER = String.raw`(?<![\p{L}\p{N}.,/])`;

/** One written time: an amount or range and its unit, or a half hour. */
const PART = new RegExp(
  String.raw`${NOT_AFTER_LETTER}(?:(?<half>${alternatives(HALF_WORDS)})\s*(?<halfUnit>${alternatives(UNIT_WORDS.hour)})|(?<low>${AMOUNT})(?:(?:${RANGE_JOIN})(?<high>${AMOUNT}))?\s*(?<unit>${UNIT}))${NOT_LETTER}`,
  "giu",
);
/** What may stand between "1 hour" and "10 minutes" of one time. */
const JOIN = /^(?:\s*,?\s*(?:and|und|et|y|e|en)?\s*)$/iu;
/** "1 h 10": a bare number of minutes after hours. */
const BARE_MINUTES = /^\s*(?:and|und|et|y|e|en)?\s*(\d{1,2})(?![\p{L}\p{N}])/iu;

function amountOf(text: string): number | null {
  const word = text.trim().toLowerCase();
  if (ONE_WORDS.includes(word)) return 1;
  if (word in FRACTIONS) return FRACTIONS[word] ?? null;
  const mixed = /^(\d+(?:[.,]\d+)?)\s*(?:([½¼¾⅓⅔])|(\d+)\/(\d+))?$/u.exec(word);
  if (mixed) {
    const whole = Number(mixed[1]!.replace(",", "."));
    if (mixed[2]) return whole + (FRACTIONS[mixed[2]] ?? 0);
    if (mixed[3] && mixed[4]) return Number(mixed[4]) === 0 ? null : whole + Number(mixed[3]) / Number(mixed[4]);
    return whole;
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(word);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  return null;
}

function unitOf(word: string): Unit {
  const lower = word.toLowerCase();
  for (const unit of Object.keys(UNIT_WORDS) as Unit[]) if ((UNIT_WORDS[unit] as readonly string[]).includes(lower)) return unit;
  return "minute";
}

interface Part {
  start: number;
  end: number;
  unit: Unit;
  low: number;
  high: number;
}

function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  for (const match of text.matchAll(PART)) {
    const groups = match.groups ?? {};
    const start = match.index;
    const end = start + match[0].length;
    if (groups.half) {
      parts.push({ start, end, unit: "minute", low: 30, high: 30 });
      continue;
    }
    const unit = unitOf(groups.unit ?? "");
    const low = amountOf(groups.low ?? "");
    const high = groups.high ? amountOf(groups.high) : low;
    // "a" and "o" join ranges in Spanish and Italian, but "a" alone is also English's "one":
    // a one-word amount only counts where it stands for the whole amount.
    if (low === null || high === null || low <= 0 || high < low) continue;
    // "h" alone is a time only after a number ("2 h"), never "a h".
    if (unit === "hour" && groups.unit?.toLowerCase() === "h" && !/\d/.test(groups.low ?? "")) continue;
    parts.push({ start, end, unit, low, high });
  }
  return parts;
}

/** Finds every time written in a step, in the order written; hours followed by minutes are one time. */
export function findStepTimers(text: string): StepTimer[] {
  const parts = partsOf(text);
  const timers: StepTimer[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    let end = part.end;
    let low = part.low * UNIT_SECONDS[part.unit];
    let high = part.high * UNIT_SECONDS[part.unit];
    const next = parts[i + 1];
    if (part.unit === "hour" && next && next.unit !== "hour" && JOIN.test(text.slice(part.end, next.start)) && part.low === part.high) {
      low += next.low * UNIT_SECONDS[next.unit];
      high += next.high * UNIT_SECONDS[next.unit];
      end = next.end;
      i += 1;
    } else if (part.unit === "hour" && part.low === part.high) {
      const bare = BARE_MINUTES.exec(text.slice(part.end));
      if (bare && (!next || next.start >= part.end + bare[0].length)) {
        low += Number(bare[1]) * 60;
        high += Number(bare[1]) * 60;
        end = part.end + bare[0].length;
      }
    }
    const seconds = Math.round(low);
    const maxSeconds = Math.round(high);
    if (seconds < 1 || maxSeconds > STEP_TIMER_MAX_SECONDS) continue;
    timers.push({ start: part.start, length: end - part.start, text: text.slice(part.start, end), seconds, maxSeconds });
  }
  return timers;
}

/** A timer's time as a clock reads: "25:00", "1:10:00", "0:45". */
export function formatTimerClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
