import { elements, parseHtml, plainText, textOf, type PageIndex } from "./dom";
import { nutritionFromSchema } from "./nutrition";
import { emptyRaw, type RawRecipe } from "./types";
import { durationMinutes, groupHeading, servingsFrom, splitNumbered, stepsWithSections, withoutRepeat, yieldText } from "./values";

type Json = unknown;

function parseJson(source: string): Json {
  // Old templates wrap the block in an HTML comment or a CDATA section to hide it from old browsers.
  const trimmed = source
    .trim()
    .replace(/^(?:\/\*\s*)?(?:\/\/\s*)?<!\[CDATA\[(?:\s*\*\/)?/, "")
    .replace(/(?:\/\*\s*)?(?:\/\/\s*)?\]\]>(?:\s*\*\/)?$/, "")
    .trim()
    .replace(/^<!--/, "")
    .replace(/-->$/, "")
    .trim()
    .replace(/;\s*$/, "");
  try {
    return JSON.parse(trimmed);
  } catch {
    // Sites paste raw line breaks into strings and leave trailing commas; both are easy to mend.
    try {
      return JSON.parse(mendJson(trimmed));
    } catch {
      return null;
    }
  }
}

/**
 * Raw line breaks inside strings become escaped ones (so a block of steps keeps its lines), other
 * control characters spaces, and commas before a closing bracket outside strings go.
 */
function mendJson(source: string): string {
  const out: string[] = [];
  let inString = false;
  let escaped = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] ?? "";
    if (inString) {
      if (escaped) {
        escaped = false;
        // "\'" and other escapes JSON does not know: the character itself.
        if (!/["\\/bfnrtu]/.test(c)) out.pop();
      } else if (c === "\\") escaped = true;
      else if (c === '"') {
        // A quote inside a string that nobody escaped ('an 8" pan') does not end it.
        let j = i + 1;
        while (j < source.length && /\s/.test(source[j] ?? "")) j++;
        if (j < source.length && !/[,:}\]]/.test(source[j] ?? "")) {
          out.push('\\"');
          continue;
        }
        inString = false;
      }
      if (c === "\n") out.push("\\n");
      else if (c.charCodeAt(0) < 32) out.push(" ");
      else out.push(c);
      continue;
    }
    if (c === '"') inString = true;
    else if (c === ",") {
      let j = i + 1;
      while (j < source.length && /\s/.test(source[j] ?? "")) j++;
      if (source[j] === "]" || source[j] === "}") continue;
    }
    out.push(c);
  }
  return out.join("");
}

function typesOf(node: Record<string, Json>): string[] {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === "string").map((x) => x.replace(/^.*[/:#]/, "").toLowerCase());
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a JSON-LD object is a schema.org Recipe (`@type` "Recipe", an array naming it, or a full IRI). */
export function isRecipeNode(value: Record<string, Json>): boolean {
  return typesOf(value).includes("recipe");
}

/** How many values one page's JSON-LD may make us look at: a Recipe can sit anywhere in it. */
const FIND_BUDGET = 50_000;

/**
 * Every Recipe node in a JSON-LD value, wherever it is: arrays, `@graph`, `mainEntity`, lists,
 * or nested under any other property of another node (ADR 133).
 */
function findRecipes(value: Json, found: Record<string, Json>[]): void {
  let budget = FIND_BUDGET;
  const stack: { v: Json; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0 && budget-- > 0) {
    const { v, depth } = stack.pop() ?? { v: null, depth: 0 };
    if (depth > 16) continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1 });
      continue;
    }
    if (!isObject(v)) continue;
    if (isRecipeNode(v)) {
      found.push(v);
      continue;
    }
    const values = Object.entries(v).filter(([key, x]) => key !== "@context" && typeof x === "object" && x !== null);
    for (let i = values.length - 1; i >= 0; i--) stack.push({ v: values[i]?.[1], depth: depth + 1 });
  }
}

function text(value: Json): string | null {
  if (typeof value === "string") return plainText(value) || null;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isObject(value)) return text(value.name ?? value.text ?? value["@value"]);
  return null;
}

/** Nodes of the page's JSON-LD by their `@id`, so a reference ({"@id": "…#primaryimage"}) can be followed. */
type Ids = Map<string, Record<string, Json>>;

function collectIds(value: Json, ids: Ids, depth = 0): void {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, ids, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const id = value["@id"];
  if (typeof id === "string" && Object.keys(value).length > 1 && !ids.has(id)) ids.set(id, value);
  for (const key of ["@graph", "image", "mainEntity", "mainEntityOfPage", "primaryImageOfPage"])
    if (key in value) collectIds(value[key], ids, depth + 1);
}

function imageOf(value: Json, ids: Ids = new Map()): string | null {
  // A bare reference names another node: its address is not an image's.
  if (isObject(value) && typeof value["@id"] === "string" && value.url === undefined && value.contentUrl === undefined) {
    const target = ids.get(value["@id"]);
    return target && target !== value ? imageOf({ ...target, "@id": undefined }, ids) : null;
  }
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = imageOf(item, ids);
      if (found) return found;
    }
    return null;
  }
  if (isObject(value)) return imageOf(value.url ?? value.contentUrl ?? null, ids);
  return null;
}

/** A string of instructions may be markup with list items or paragraphs, or lines of text. */
function splitInstructionText(value: string): string[] {
  // Some sites encode the markup itself: "&lt;p&gt;Mix&lt;/p&gt;".
  const source = /&lt;(?:li|p|br|ol|ul)\b/i.test(value) && !/<(?:li|p|br)\b/i.test(value) ? textOf(parseHtml(value)) : value;
  if (/<(li|p|br)\b/i.test(source)) {
    const doc = parseHtml(source);
    const blocks = elements(doc, (el) => el.name === "li" || el.name === "p");
    if (blocks.length > 0) return blocks.map((b) => textOf(b)).filter(Boolean);
    return source
      .split(/<br\s*\/?>/i)
      .map((part) => plainText(part))
      .filter(Boolean);
  }
  const lines = source
    .split(/\r?\n+|\\n/)
    .map((line) => plainText(line))
    .filter(Boolean);
  return lines.length === 1 ? splitNumbered(lines[0] ?? "") : lines;
}

/**
 * The text of one step: split where it holds paragraphs or list items; line breaks are kept as
 * "\n" and decided on once all steps are read (one big step is split at them, ADR 133).
 */
function stepTexts(body: string): string[] {
  if (/<(?:li|p)\b/i.test(body)) return splitInstructionText(body);
  const lines = /<br\b/i.test(body) || /\n\s*\S/.test(body.trim()) ? splitInstructionText(body) : [plainText(body)];
  const joined = lines.filter(Boolean).join("\n");
  return joined ? [joined] : [];
}

type StepGroup = { name: string; lines: string[] };

function instructionsOf(value: Json, groups: StepGroup[], depth = 0, inSection = false): void {
  if (depth > 8 || value == null) return;
  const current = () => groups[groups.length - 1] ?? (groups.push({ name: "", lines: [] }), groups[0] as StepGroup);
  if (typeof value === "string") {
    current().lines.push(...splitInstructionText(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) instructionsOf(item, groups, depth + 1, inSection);
    return;
  }
  if (!isObject(value)) return;
  const types = typesOf(value);
  if (types.includes("howtosection") || types.includes("itemlist") || ("itemListElement" in value && !("text" in value))) {
    const name = text(value.name) ?? "";
    const inner = value.itemListElement ?? value.steps;
    if (!types.includes("howtosection") || !name) instructionsOf(inner, groups, depth + 1, inSection);
    else if (inSection) {
      // A part inside a part stays in the outer one; its name leads its first step.
      const nested: StepGroup[] = [{ name: "", lines: [] }];
      instructionsOf(inner, nested, depth + 1, true);
      const lines = nested.flatMap((g) => g.lines);
      current().lines.push(
        ...stepsWithSections([
          { name: "", lines: [] },
          { name, lines },
        ]),
      );
    } else {
      // A named part of the method keeps its name as a section of the steps (ADR 133).
      groups.push({ name, lines: [] });
      instructionsOf(inner, groups, depth + 1, true);
      groups.push({ name: "", lines: [] });
    }
    return;
  }
  const body = [value.text, value.description, value.name].find((v) => typeof v === "string" && v.trim() !== "");
  if (typeof body === "string") current().lines.push(...stepTexts(body));
  else if (value.itemListElement) instructionsOf(value.itemListElement, groups, depth + 1, inSection);
}

/** Steps from a schema.org `recipeInstructions` value: a string, steps, or sections of steps. */
export function stepsFromInstructions(value: Json): string[] {
  const groups: StepGroup[] = [{ name: "", lines: [] }];
  instructionsOf(value, groups);
  const kept = groups.filter((g) => g.lines.length > 0);
  const steps = kept.flatMap((g) => g.lines);
  // One step holding the whole method ("6 steps merged into 1"): its lines, or its numbers, are the steps.
  if (steps.length === 1 && kept.length === 1) {
    const lines = (steps[0] ?? "").split("\n").filter(Boolean);
    return lines.length > 1 ? lines : splitNumbered(lines[0] ?? "");
  }
  return stepsWithSections(kept.map((g) => ({ ...g, lines: g.lines.map((l) => l.replace(/\n/g, " ")) })));
}

function listOf(value: Json): string[] {
  if (value == null) return [];
  if (typeof value === "string")
    return value
      .split(",")
      .map((s) => plainText(s))
      .filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === "string" ? [plainText(v)] : [text(v) ?? ""])).filter(Boolean);
  const single = text(value);
  return single ? [single] : [];
}

function ingredientGroups(node: Record<string, Json>): RawRecipe["groups"] {
  const raw = node.recipeIngredient ?? node.ingredients;
  const list = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  // One string holding every line, one per line.
  const items = list.flatMap((item) => {
    if (typeof item !== "string") return [item];
    if (/<(?:li|p)\b/i.test(item)) return elements(parseHtml(item), (el) => el.name === "li" || el.name === "p").map((el) => textOf(el));
    if (/<br\s*\/?>/i.test(item)) return item.split(/<br\s*\/?>/i);
    return /\n/.test(item.trim()) ? item.split(/\r?\n/) : [item];
  });
  const groups: RawRecipe["groups"] = [{ name: "", lines: [] }];
  for (const item of items) {
    // Some sites nest groups: { name, itemListElement | recipeIngredient: [...] }.
    if (isObject(item) && (Array.isArray(item.itemListElement) || Array.isArray(item.recipeIngredient))) {
      const inner = (item.itemListElement ?? item.recipeIngredient) as Json[];
      groups.push({ name: text(item.name) ?? "", lines: inner.map((i) => text(i) ?? "").filter(Boolean) });
      continue;
    }
    const line = typeof item === "string" ? plainText(item) : text(item);
    if (!line) continue;
    // Plugins put a group's name among the lines: "For the frosting:".
    const heading = groupHeading(line);
    if (heading !== null) groups.push({ name: heading, lines: [] });
    else groups[groups.length - 1]?.lines.push(line);
  }
  return groups.filter((g) => g.lines.length > 0).map((g) => ({ ...g, lines: withoutRepeat(g.lines) }));
}

/** One schema.org Recipe object as a recipe, wherever it came from (JSON-LD, a framework's state). */
export function rawFromSchemaNode(node: Record<string, Json>): RawRecipe {
  return toRaw(node, new Map());
}

function toRaw(node: Record<string, Json>, ids: Ids): RawRecipe {
  const raw = emptyRaw();
  raw.title = text(node.name) ?? text(node.headline);
  raw.image = imageOf(node.image, ids) ?? imageOf(node.thumbnailUrl, ids);
  raw.servings = servingsFrom(node.recipeYield ?? node.yield);
  raw.yieldText = yieldText(node.recipeYield ?? node.yield);
  raw.prep = durationMinutes(node.prepTime);
  raw.cook = durationMinutes(node.cookTime);
  raw.total = durationMinutes(node.totalTime);
  // Plugins write "PT0S" for a total they were not given.
  if (raw.total === 0 && ((raw.prep ?? 0) > 0 || (raw.cook ?? 0) > 0)) raw.total = null;
  raw.groups = ingredientGroups(node);
  raw.steps = stepsFromInstructions(node.recipeInstructions ?? node.instructions ?? null);
  // Keywords are search words, not categories: tags come only from category and cuisine (ADR 133).
  raw.tags = [...listOf(node.recipeCategory), ...listOf(node.recipeCuisine)];
  raw.equipment = listOf(node.tool);
  raw.nutrition = nutritionFromSchema(node.nutrition);
  return raw;
}

/** Recipes described in the page's JSON-LD blocks, best described first. */
export function fromJsonLd(index: PageIndex): RawRecipe[] {
  const scripts = index.jsonLd;
  const nodes: Record<string, Json>[] = [];
  const ids: Ids = new Map();
  for (const script of scripts) {
    const source = script.children.map((c) => ("data" in c ? String(c.data) : "")).join("");
    const json = parseJson(source);
    collectIds(json, ids);
    findRecipes(json, nodes);
  }
  return nodes.map((node) => toRaw(node, ids));
}
