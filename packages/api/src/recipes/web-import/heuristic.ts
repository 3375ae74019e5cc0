import type { AnyNode, Document } from "domhandler";
import { isTag } from "domhandler";
import { textOf } from "./dom";
import { emptyRaw, type RawRecipe } from "./types";
import { durationMinutes } from "./values";

type Block = { kind: "heading"; level: number; text: string } | { kind: "item" | "para"; text: string };

const INGREDIENT_WORDS = ["ingredients", "ingredient list", "you will need", "you'll need", "zutaten", "ingrédients", "ingredientes", "ingredienti", "ingrediënten", "ingredienser"];
const STEP_WORDS = [
  "instructions", "method", "directions", "preparation", "steps", "how to make", "zubereitung", "anleitung", "préparation",
  "étapes", "preparación", "elaboración", "instrucciones", "preparazione", "procedimento", "bereiding", "modo de preparo",
];
/** Blocks a heading cannot hold: browsers close the heading first, so they are content, not title. */
const OPENED_INSIDE_HEADING = new Set(["ul", "ol", "div", "p", "section", "table", "article", "h1", "h2", "h3", "h4", "h5", "h6"]);
const SKIP = new Set(["script", "style", "noscript", "template", "nav", "footer", "header", "aside", "form", "button", "svg"]);

function classify(text: string): "ingredients" | "steps" | null {
  const t = text.toLowerCase().replace(/[:：]\s*$/, "").trim();
  if (t.length === 0 || t.length > 50) return null;
  if (INGREDIENT_WORDS.some((w) => t.includes(w))) return "ingredients";
  if (STEP_WORDS.some((w) => t.includes(w))) return "steps";
  return null;
}

/** The page as a sequence of headings, list items and paragraphs, in reading order. */
function blocks(doc: Document): Block[] {
  const out: Block[] = [];
  const walk = (node: AnyNode) => {
    if (!isTag(node)) {
      if ("children" in node) (node.children as AnyNode[]).forEach(walk);
      return;
    }
    if (SKIP.has(node.name)) return;
    const heading = /^h([1-6])$/.exec(node.name);
    if (heading) {
      // Broken pages leave a heading open around the list it introduces: read the two apart.
      const lists = node.children.filter((c) => isTag(c) && OPENED_INSIDE_HEADING.has(c.name));
      out.push({ kind: "heading", level: Number(heading[1]), text: textOf(node.children.filter((c) => !lists.includes(c))) });
      lists.forEach(walk);
      return;
    }
    if (node.name === "li" || node.name === "dd") {
      const text = textOf(node);
      if (text) out.push({ kind: "item", text });
      return;
    }
    if (node.name === "p") {
      const text = textOf(node);
      // "<p><strong>Ingredients:</strong></p>" serves as a heading on many small sites.
      if (text && classify(text) && text.length <= 30) out.push({ kind: "heading", level: 7, text });
      else if (text) out.push({ kind: "para", text });
      return;
    }
    node.children.forEach(walk);
  };
  walk(doc);
  return out;
}

/** The blocks under a heading, up to the next heading of the same or higher rank. */
function under(all: Block[], at: number): { groups: { name: string; lines: string[] }[]; paras: string[] } {
  const start = all[at];
  const level = start?.kind === "heading" ? start.level : 7;
  const groups: { name: string; lines: string[] }[] = [{ name: "", lines: [] }];
  const paras: string[] = [];
  for (let i = at + 1; i < all.length; i++) {
    const block = all[i];
    if (!block) break;
    if (block.kind === "heading") {
      if (block.level <= level || classify(block.text)) break;
      groups.push({ name: block.text.replace(/[:：]\s*$/, ""), lines: [] });
    } else if (block.kind === "item") groups[groups.length - 1]?.lines.push(block.text);
    else paras.push(block.text);
  }
  return { groups: groups.filter((g) => g.lines.length > 0), paras };
}

function labelled(text: string, labels: string): number | null {
  const m = new RegExp(String.raw`(?<!\p{L})(?:${labels})\s*:?\s*((?:\d+(?:[.,]\d+)?\s*[\p{L}.]+\s*){1,3})`, "iu").exec(text);
  return m?.[1] ? durationMinutes(m[1]) : null;
}

/** A recipe read from headings such as "Ingredients" or "Zubereitung" and the lists below them. */
export function fromHeadings(doc: Document): RawRecipe | null {
  const all = blocks(doc);
  const raw = emptyRaw();
  const ingredientAt = all.findIndex((b) => b.kind === "heading" && classify(b.text) === "ingredients");
  const stepsAt = all.findIndex((b) => b.kind === "heading" && classify(b.text) === "steps");
  if (ingredientAt < 0) return null;
  raw.groups = under(all, ingredientAt).groups;
  if (stepsAt >= 0) {
    const found = under(all, stepsAt);
    const items = found.groups.flatMap((g) => g.lines);
    raw.steps = items.length > 0 ? items : found.paras;
  }
  const h1 = all.find((b) => b.kind === "heading" && b.level === 1);
  raw.title = h1?.text ?? null;
  const text = textOf(doc);
  // "Makes 1 loaf (10 servings)": a count of servings beats a count of loaves.
  const serves =
    /(\d+)\s*(?:servings|portions?|portionen|personen|personnes|porciones|raciones|persone|porzioni|porções|people)(?!\p{L})/iu.exec(text) ??
    /(?<!\p{L})(?:serves|servings|yield|makes|rendimento|porções|rinde|portionen|für|personnes|pour|porciones|raciones|porzioni|persone|per)\s*:?\s*(\d+)/iu.exec(text);
  raw.servings = serves?.[1] ? Number(serves[1]) : null;
  raw.total = labelled(text, "total time|total|gesamtzeit|temps total|tiempo total|tempo totale");
  raw.prep = labelled(text, "prep time|preparation time|prep|arbeitszeit|vorbereitung|temps de préparation|tiempo de preparación");
  raw.cook = labelled(text, "cook time|cooking time|kochzeit|backzeit|temps de cuisson|tiempo de cocción");
  return raw;
}
