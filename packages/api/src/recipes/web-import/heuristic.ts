import type { AnyNode, Document } from "domhandler";
import { isTag, isText } from "domhandler";
import { collapse, rawText, textOf } from "./dom";
import { emptyRaw, type RawRecipe } from "./types";
import { durationMinutes, groupHeading, SERVING_WORDS } from "./values";

/**
 * A heading, list item, paragraph or loose text in reading order. The text of items, paragraphs
 * and loose text is read only when asked for: most of a long page is never looked at.
 */
type Block =
  { kind: "heading"; level: number; text: string } | { kind: "item" | "para" | "loose"; node: AnyNode | AnyNode[]; text?: string };

function textOfBlock(block: Block): string {
  if (block.kind === "heading") return block.text;
  block.text ??=
    block.kind === "loose" ? collapse(isText(block.node as AnyNode) ? (block.node as { data: string }).data : "") : textOf(block.node);
  return block.text;
}

const INGREDIENT_WORDS = [
  "ingredients",
  "ingredient list",
  "you will need",
  "you'll need",
  "zutaten",
  "ingrédients",
  "ingredientes",
  "ingredienti",
  "ingrediënten",
  "ingredienser",
  "ingrediente",
  "składniki",
  "hozzávalók",
  "υλικά",
  "suroviny",
  "ingredience",
  "sastojci",
  "malzemeler",
  "ainekset",
  "ингредиенты",
  "材料",
];
const STEP_WORDS = [
  "instructions",
  "method",
  "directions",
  "preparation",
  "steps",
  "how to make",
  "zubereitung",
  "anleitung",
  "préparation",
  "étapes",
  "preparación",
  "elaboración",
  "instrucciones",
  "preparazione",
  "procedimento",
  "bereiding",
  "modo de preparo",
  "modo de preparação",
  "przygotowanie",
  "sposób przygotowania",
  "wykonanie",
  "fremgangsmåde",
  "fremgangsmåte",
  "tilberedning",
  "gör så här",
  "så gör du",
  "instruktioner",
  "tillagning",
  "elkészítés",
  "εκτέλεση",
  "οδηγίες",
  "παρασκευή",
  "postup",
  "příprava",
  "priprema",
  "yapılışı",
  "hazırlanışı",
  "valmistus",
  "приготовление",
  "mod de preparare",
  "作り方",
  "手順",
];
/** Blocks a heading cannot hold: browsers close the heading first, so they are content, not title. */
const OPENED_INSIDE_HEADING = new Set(["ul", "ol", "div", "p", "section", "table", "article", "h1", "h2", "h3", "h4", "h5", "h6"]);
/** How many blocks before the recipe's first heading and after its last list are read for servings and times. */
const AROUND_BEFORE = 80;
const AROUND_AFTER = 30;
/** Windows tried in turn, closest first, in blocks before the recipe's first heading. */
const AROUND_STEPS = [3, 12, 40, AROUND_BEFORE];
/** How many ingredient headings are compared; a page repeating the word endlessly is not read further. */
const MAX_CANDIDATES = 8;
const STARTS_WITH_AMOUNT = /^(?:[▢☐□•*-]\s*)?(?:\d|[½⅓⅔¼¾⅛]|an?\s)/iu;
const SKIP = new Set(["script", "style", "noscript", "template", "nav", "footer", "header", "aside", "form", "button", "svg"]);

/** Lower case without accents, so "ΥΛΙΚΑ", "Υλικά" and "υλικα" read alike. */
function folded(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}
const INGREDIENT_KEYS = INGREDIENT_WORDS.map(folded);
const STEP_KEYS = STEP_WORDS.map(folded);

function classify(text: string): "ingredients" | "steps" | null {
  if (text.length > 60) return null;
  const t = folded(text)
    .replace(/[:：]\s*$/, "")
    .trim();
  if (t.length === 0 || t.length > 50) return null;
  if (INGREDIENT_KEYS.some((w) => t.includes(w))) return "ingredients";
  if (STEP_KEYS.some((w) => t.includes(w))) return "steps";
  return null;
}

/** The page as a sequence of headings, list items, paragraphs and loose text, in reading order. */
function blocks(doc: Document): Block[] {
  const out: Block[] = [];
  // An explicit stack keeps very deep, broken pages from exhausting the call stack.
  const stack: AnyNode[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) break;
    if (!isTag(node)) {
      if (isText(node)) {
        // "<div class="label">Ingredients</div>", "<strong>Method:</strong>" serve as headings too.
        const short = node.data.length <= 60 ? collapse(node.data) : null;
        if (short && short.length <= 30 && classify(short)) out.push({ kind: "heading", level: 7, text: short });
        else if (/\S/.test(node.data)) out.push({ kind: "loose", node });
      } else if ("children" in node) {
        const children = node.children as AnyNode[];
        for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AnyNode);
      }
      continue;
    }
    if (SKIP.has(node.name)) continue;
    const heading = /^h([1-6])$/.exec(node.name);
    if (heading) {
      // Broken pages leave a heading open around the list it introduces: read the two apart.
      const lists = node.children.filter((c) => isTag(c) && OPENED_INSIDE_HEADING.has(c.name));
      out.push({ kind: "heading", level: Number(heading[1]), text: textOf(node.children.filter((c) => !lists.includes(c))) });
      for (let i = lists.length - 1; i >= 0; i--) stack.push(lists[i] as AnyNode);
      continue;
    }
    if (node.name === "li" || node.name === "dd") {
      out.push({ kind: "item", node });
      continue;
    }
    if (node.name === "p") {
      // "<p><strong>Ingredients:</strong></p>" serves as a heading on many small sites.
      const short = rawText(node, 200);
      const text = short === null ? null : collapse(short);
      if (text && classify(text) && text.length <= 30) out.push({ kind: "heading", level: 7, text });
      else if (text !== "") out.push({ kind: "para", node, ...(text === null ? {} : { text }) });
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as AnyNode);
  }
  return out;
}

/** The blocks under a heading, up to the next heading of the same or higher rank. */
function under(all: Block[], at: number): { groups: { name: string; lines: string[] }[]; paras: string[]; end: number } {
  const start = all[at];
  const level = start?.kind === "heading" ? start.level : 7;
  const groups: { name: string; lines: string[] }[] = [{ name: "", lines: [] }];
  const paras: string[] = [];
  let i = at + 1;
  for (; i < all.length; i++) {
    const block = all[i];
    if (!block) break;
    if (block.kind === "heading") {
      if (block.level <= level || classify(block.text)) break;
      groups.push({ name: block.text.replace(/[:：]\s*$/, ""), lines: [] });
    } else if (block.kind === "item") {
      const text = textOfBlock(block);
      // "<li><strong>For the sauce:</strong></li>" names a group inside one list.
      const heading = text ? groupHeading(text) : null;
      if (heading !== null) groups.push({ name: heading, lines: [] });
      else if (text) groups[groups.length - 1]?.lines.push(text);
    } else if (block.kind === "para") {
      const text = textOfBlock(block);
      // "<p><strong>Frosting</strong></p>" before a list names its group.
      if (all[i + 1]?.kind === "item" && text.length <= 40 && !/\d/.test(text) && !/[.!?]$/.test(text))
        groups.push({ name: text.replace(/[:：]\s*$/, ""), lines: [] });
      else paras.push(text);
    }
  }
  return { groups: groups.filter((g) => g.lines.length > 0), paras, end: i };
}

function labelled(text: string, labels: string): number | null {
  const m = new RegExp(String.raw`(?<!\p{L})(?:${labels})\s*[:：]?\s*((?:\d+(?:[.,]\d+)?\s*[\p{L}.]+\s*){1,3})`, "iu").exec(text);
  return m?.[1] ? durationMinutes(m[1]) : null;
}

/** A recipe read from headings such as "Ingredients" or "Zubereitung" and the lists below them. */
export function fromHeadings(doc: Document): RawRecipe | null {
  const all = blocks(doc);
  const raw = emptyRaw();
  // A story may discuss "the ingredients" in a list of its own before the recipe: of the lists
  // under ingredient headings, the one with the most lines that start with an amount wins.
  let ingredientAt = -1;
  let ingredients: ReturnType<typeof under> | null = null;
  let best = -1;
  let candidates = 0;
  for (let i = 0; i < all.length && candidates < MAX_CANDIDATES; i++) {
    const block = all[i];
    if (block?.kind !== "heading" || classify(block.text) !== "ingredients") continue;
    candidates += 1;
    const found = under(all, i);
    const score = found.groups.reduce((n, g) => n + g.lines.filter((l) => STARTS_WITH_AMOUNT.test(l)).length, 0);
    if (score > best) {
      best = score;
      ingredientAt = i;
      ingredients = found;
    }
  }
  if (ingredientAt < 0 || !ingredients) return null;
  const stepsAfter = all.findIndex((b, i) => i > ingredientAt && b.kind === "heading" && classify(b.text) === "steps");
  const stepsAt = stepsAfter >= 0 ? stepsAfter : all.findIndex((b) => b.kind === "heading" && classify(b.text) === "steps");
  raw.groups = ingredients.groups;
  let end = ingredients.end;
  if (stepsAt >= 0) {
    const found = under(all, stepsAt);
    const items = found.groups.flatMap((g) => g.lines);
    raw.steps = items.length > 0 ? items : found.paras;
    end = Math.max(end, found.end);
  }
  const h1 = all.find((b) => b.kind === "heading" && b.level === 1);
  raw.title = h1?.kind === "heading" ? h1.text : null;
  // Servings and times sit near the recipe: read the text close to it first, then a little
  // wider, never a long story's or the comments'.
  const start = Math.min(ingredientAt, stepsAt < 0 ? ingredientAt : stepsAt);
  const stop = Math.min(all.length, end + AROUND_AFTER);
  const windows = AROUND_STEPS.map((before) =>
    all
      .slice(Math.max(0, start - before), stop)
      .map(textOfBlock)
      .join(" "),
  );
  const read = <T>(find: (text: string) => T | null): T | null => {
    for (const text of windows) {
      const found = find(text);
      if (found !== null) return found;
    }
    return null;
  };
  // "Makes 1 loaf (10 servings)": a count of servings beats a count of loaves.
  const serves = read(
    (text) =>
      new RegExp(String.raw`(\d+)\s*(?:${SERVING_WORDS})(?!\p{L})`, "iu").exec(text) ??
      /(?<!\p{L})(?:serves|servings|yield|makes|rendimento|porções|rinde|portionen|für|personnes|pour|porciones|raciones|porzioni|persone|per|porcje|porcji|ilość porcji|portioner|antal|personer|adag|μερίδες|porce|porsiyon|annokset)\s*:?\s*(\d+)/iu.exec(
        text,
      ),
  );
  raw.servings = serves?.[1] ? Number(serves[1]) : null;
  raw.total = read((text) =>
    labelled(
      text,
      "total time|total|gesamtzeit|temps total|tiempo total|tempo totale|tempo total|czas całkowity|łączny czas|samlet tid|tid i alt|total tid|teljes idő|elkészítési idő|összesen|συνολικός χρόνος|celkový čas|toplam süre|調理時間|所要時間",
    ),
  );
  raw.prep = read((text) =>
    labelled(
      text,
      "prep time|preparation time|prep|arbeitszeit|vorbereitung|temps de préparation|tiempo de preparación|tempo di preparazione|tempo de preparo|czas przygotowania|forberedelse|förberedelse|forberedelsestid|előkészítés|χρόνος προετοιμασίας|doba přípravy|hazırlık süresi",
    ),
  );
  raw.cook = read((text) =>
    labelled(
      text,
      "cook time|cooking time|bake time|baking time|cook|kochzeit|backzeit|temps de cuisson|tiempo de cocción|tempo di cottura|tempo de cozimento|czas gotowania|czas pieczenia|tilberedningstid|tillagningstid|sütési idő|főzési idő|χρόνος μαγειρέματος|χρόνος ψησίματος|doba vaření|pişirme süresi",
    ),
  );
  return raw;
}
