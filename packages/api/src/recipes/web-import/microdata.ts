import type { AnyNode, Element } from "domhandler";
import { isTag } from "domhandler";
import { attr, elements, textOf, type PageIndex } from "./dom";
import { nutritionFromSchema } from "./nutrition";
import { emptyRaw, type RawRecipe } from "./types";
import { durationMinutes, servingsFrom, yieldText } from "./values";

function startsScope(el: Element): boolean {
  return attr(el, "itemscope") !== null || attr(el, "typeof") !== null;
}

/** Property names on an element, microdata or RDFa, without vocabulary prefixes. */
function propsOf(el: Element): string[] {
  const raw = `${attr(el, "itemprop") ?? ""} ${attr(el, "property") ?? ""}`;
  return raw
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.replace(/^.*[/:#]/, ""));
}

/** Each property of a scope, with the elements carrying it; nested scopes keep their own properties. */
function collect(scope: Element): Map<string, Element[]> {
  const props = new Map<string, Element[]>();
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (!isTag(child)) continue;
      for (const name of propsOf(child)) props.set(name, [...(props.get(name) ?? []), child]);
      if (!startsScope(child)) walk(child);
    }
  };
  walk(scope);
  return props;
}

function valueOf(el: Element): string {
  const content = attr(el, "content");
  if (content !== null) return content.trim();
  if (el.name === "meta") return "";
  if (el.name === "img" || el.name === "source") return attr(el, "src") ?? attr(el, "data-src") ?? "";
  if (el.name === "a" || el.name === "link") return attr(el, "href") ?? "";
  if (el.name === "time") return attr(el, "datetime") ?? textOf(el);
  return textOf(el);
}

function first(props: Map<string, Element[]>, ...names: string[]): string | null {
  for (const name of names) {
    for (const el of props.get(name) ?? []) {
      const value = valueOf(el);
      if (value) return value;
    }
  }
  return null;
}

/** Text split where the page put line breaks: "Mix.<br>Bake." is two steps. */
function betweenBreaks(el: Element): string[] {
  const parts: AnyNode[][] = [[]];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (isTag(node) && node.name === "br") parts.push([]);
      else if (
        isTag(node) &&
        (node.name === "p" || node.name === "div" || node.name === "span") &&
        elements(node.children, (c) => c.name === "br").length > 0
      )
        walk(node.children);
      else parts[parts.length - 1]?.push(node);
    }
  };
  walk(el.children);
  return parts.map((nodes) => textOf(nodes)).filter(Boolean);
}

function steps(props: Map<string, Element[]>): string[] {
  const out: string[] = [];
  for (const el of [...(props.get("recipeInstructions") ?? []), ...(props.get("instructions") ?? [])]) {
    if (startsScope(el)) {
      const inner = collect(el);
      const nested = [...(inner.get("itemListElement") ?? []), ...(inner.get("step") ?? [])];
      if (nested.length > 0) nested.forEach((n) => out.push(startsScope(n) ? (first(collect(n), "text") ?? textOf(n)) : textOf(n)));
      else out.push(first(inner, "text") ?? textOf(el));
      continue;
    }
    const items = elements(el.children, (c) => c.name === "li");
    const paragraphs = elements(el.children, (c) => c.name === "p");
    if (items.length > 0) items.forEach((li) => out.push(textOf(li)));
    else if (paragraphs.length > 1) paragraphs.forEach((p) => out.push(textOf(p)));
    else if (attr(el, "content") === null && elements(el.children, (c) => c.name === "br").length > 0) out.push(...betweenBreaks(el));
    else out.push(valueOf(el));
  }
  return out.filter(Boolean);
}

/** The figures of a nested NutritionInformation scope (itemprop="nutrition"). */
function nutritionOf(props: Map<string, Element[]>) {
  const scope = props.get("nutrition")?.[0];
  if (!scope) return null;
  const inner = collect(scope);
  return nutritionFromSchema(Object.fromEntries([...inner.keys()].map((name) => [name, first(inner, name)])));
}

/** A Recipe described with microdata (itemprop) or RDFa (property/typeof). */
export function fromMicrodata(index: PageIndex): RawRecipe[] {
  return index.recipeScopes.map((scope) => {
    const props = collect(scope);
    const raw = emptyRaw();
    raw.title = first(props, "name", "headline");
    raw.image = first(props, "image", "thumbnailUrl");
    raw.servings = servingsFrom(first(props, "recipeYield", "yield"));
    raw.yieldText = yieldText(first(props, "recipeYield", "yield"));
    raw.prep = durationMinutes(first(props, "prepTime"));
    raw.cook = durationMinutes(first(props, "cookTime"));
    raw.total = durationMinutes(first(props, "totalTime"));
    // data-vocabulary.org named each line `ingredient`, a scope of its own with amount and name.
    const lines = [...(props.get("recipeIngredient") ?? []), ...(props.get("ingredients") ?? []), ...(props.get("ingredient") ?? [])]
      .map(valueOf)
      .filter(Boolean);
    raw.groups = lines.length > 0 ? [{ name: "", lines }] : [];
    raw.steps = steps(props);
    raw.tags = ["recipeCategory", "recipeCuisine"].flatMap((n) => (props.get(n) ?? []).map(valueOf)).filter(Boolean);
    raw.equipment = (props.get("tool") ?? []).map(valueOf).filter(Boolean);
    raw.nutrition = nutritionOf(props);
    return raw;
  });
}
