import type { AnyNode, Element } from "domhandler";
import { isTag } from "domhandler";
import { attr, textOf, type PageIndex } from "./dom";
import { emptyRaw, type RawRecipe } from "./types";
import { durationMinutes, groupHeading, servingsFrom, stepsWithSections, yieldText } from "./values";

/**
 * Where a recipe plugin puts each part of its card. A selector is a class word, or `#id`. The
 * shapes are the plugins' public markup, shared by every site that runs them (ADR 133).
 */
interface CardShape {
  root: string[];
  title: string[];
  yield: string[];
  prep: string[];
  cook: string[];
  total: string[];
  ingredients: string[];
  /** Class of one ingredient line; any `li` when none is given or none is found. */
  ingredient: string[];
  instructions: string[];
  instruction: string[];
  /** Group names inside the ingredient or instruction area, besides h2–h6 headings. */
  groupName: string[];
  category: string[];
  cuisine: string[];
  image: string[];
}

const SHAPES: CardShape[] = [
  {
    // WP Recipe Maker
    root: ["wprm-recipe-container", "wprm-recipe"],
    title: ["wprm-recipe-name"],
    yield: ["wprm-recipe-servings-with-unit", "wprm-recipe-servings-container", "wprm-recipe-servings"],
    prep: ["wprm-recipe-prep_time-container", "wprm-recipe-prep-time-container", "wprm-recipe-prep_time"],
    cook: ["wprm-recipe-cook_time-container", "wprm-recipe-cook-time-container", "wprm-recipe-cook_time"],
    total: ["wprm-recipe-total_time-container", "wprm-recipe-total-time-container", "wprm-recipe-total_time"],
    ingredients: ["wprm-recipe-ingredients-container"],
    ingredient: ["wprm-recipe-ingredient"],
    instructions: ["wprm-recipe-instructions-container"],
    instruction: ["wprm-recipe-instruction"],
    groupName: ["wprm-recipe-group-name", "wprm-recipe-ingredient-group-name", "wprm-recipe-instruction-group-name"],
    category: ["wprm-recipe-course"],
    cuisine: ["wprm-recipe-cuisine"],
    image: ["wprm-recipe-image"],
  },
  {
    // Tasty Recipes
    root: ["tasty-recipes"],
    title: ["tasty-recipes-title"],
    yield: ["tasty-recipes-yield"],
    prep: ["tasty-recipes-prep-time"],
    cook: ["tasty-recipes-cook-time"],
    total: ["tasty-recipes-total-time"],
    ingredients: ["tasty-recipes-ingredients-body", "tasty-recipes-ingredients"],
    ingredient: [],
    instructions: ["tasty-recipes-instructions-body", "tasty-recipes-instructions"],
    instruction: [],
    groupName: [],
    category: ["tasty-recipes-category"],
    cuisine: ["tasty-recipes-cuisine"],
    image: ["tasty-recipes-image"],
  },
  {
    // Mediavine Create
    root: ["mv-create-card", "mv-create-wrapper"],
    title: ["mv-create-title"],
    yield: ["mv-create-yield"],
    prep: ["mv-create-time-prep"],
    cook: ["mv-create-time-active", "mv-create-time-cook"],
    total: ["mv-create-time-total"],
    ingredients: ["mv-create-ingredients"],
    ingredient: [],
    instructions: ["mv-create-instructions"],
    instruction: [],
    groupName: [],
    category: ["mv-create-category"],
    cuisine: ["mv-create-cuisine"],
    image: ["mv-create-image"],
  },
  {
    // ZipList and the Zip Recipes plugin that kept its markup
    root: ["#zlrecipe-container", "zlrecipe-container", "zlrecipe-container-border"],
    title: ["#zlrecipe-title", "zlrecipe-title"],
    yield: ["#zlrecipe-yield", "zlrecipe-yield", "#zlrecipe-serving-size"],
    prep: ["#zlrecipe-prep-time", "zlrecipe-prep-time"],
    cook: ["#zlrecipe-cook-time", "zlrecipe-cook-time"],
    total: ["#zlrecipe-total-time", "zlrecipe-total-time"],
    ingredients: ["#zlrecipe-ingredients-list", "zlrecipe-ingredients-list", "#zlrecipe-ingredients"],
    ingredient: ["ingredient"],
    instructions: ["#zlrecipe-instructions-list", "zlrecipe-instructions-list", "#zlrecipe-instructions"],
    instruction: ["instruction"],
    groupName: ["ingredient-label", "instruction-label", "zlrecipe-ingredient-label"],
    category: ["#zlrecipe-category"],
    cuisine: ["#zlrecipe-cuisine"],
    image: ["#zlrecipe-image", "zlrecipe-image"],
  },
  {
    // EasyRecipe
    root: ["easyrecipe"],
    title: ["ERSName"],
    yield: ["ERSServes", "ERSYield", "yield"],
    prep: ["ERSPrepTime", "preptime"],
    cook: ["ERSCookTime", "cooktime"],
    total: ["ERSTotalTime", "duration"],
    ingredients: ["ERSIngredients"],
    ingredient: ["ingredient"],
    instructions: ["ERSInstructions"],
    instruction: ["instruction"],
    groupName: ["ERSSeparator", "ERSSectionHead"],
    category: ["ERSCategory"],
    cuisine: ["ERSCuisine"],
    image: ["ERSImage"],
  },
];

function matches(el: Element, selector: string): boolean {
  if (selector.startsWith("#")) return el.attribs.id === selector.slice(1);
  const cls = el.attribs.class;
  if (!cls) return false;
  const want = selector.toLowerCase();
  return cls
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word === want);
}

const matchesAny = (el: Element, selectors: string[]) => selectors.some((s) => matches(el, s));

/** The first element under `root` (itself included) matching one of `selectors`, in the order given. */
function find(root: Element, selectors: string[]): Element | null {
  for (const selector of selectors) {
    const stack: AnyNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node || !isTag(node)) continue;
      if (matches(node, selector)) return node;
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as AnyNode);
    }
  }
  return null;
}

function findAll(root: Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || !isTag(node)) continue;
    if (test(node)) {
      found.push(node);
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as AnyNode);
  }
  return found;
}

/** Text of a field without its label ("Yield: 2 pies" is "2 pies"). */
function fieldText(root: Element, selectors: string[]): string | null {
  const el = find(root, selectors);
  if (!el) return null;
  const labels = findAll(el, (c) => /(?:^|[\s_-])label(?:$|[\s_-])/i.test(c.attribs.class ?? ""));
  const text = textOf(el.children.filter((c) => !labels.includes(c as Element)));
  const withoutLabel = labels.length > 0 ? text : text.replace(/^[\p{L}\s]{2,30}[:：]\s*/u, "");
  return withoutLabel.trim() || null;
}

const PART = /-(amount|quantity|unit|name|notes?)$/;

/**
 * One line as shown: plugins split it into amount, unit, name and notes spans that some themes
 * print without spaces between them, so the parts are joined with spaces.
 */
function lineText(item: Element): string {
  const parts = findAll(item, (el) => (el.attribs.class ?? "").split(/\s+/).some((word) => PART.test(word)));
  if (parts.length >= 2) {
    return parts
      .map((p) => {
        const text = textOf(p);
        const isNote = (p.attribs.class ?? "").split(/\s+/).some((w) => /-notes?$/.test(w));
        return isNote && text && !/^[(,]/.test(text) ? `, ${text}` : text;
      })
      .filter(Boolean)
      .join(" ")
      .replace(/\s+,/g, ",");
  }
  return textOf(item);
}

const HEADING = /^h[2-6]$/;
const AREA_HEADER =
  /^(?:ingredients?|instructions?|directions?|method|steps|preparation|notes?|equipment|zutaten|zubereitung|ingrédients|préparation|ingredientes|preparación|ingredienti|preparazione|ingrediënten|bereiding)$/i;

/** "<p><strong>Cake</strong></p>" right before a list names the list's group. */
function namesNextList(el: Element): boolean {
  if (el.name !== "p") return false;
  let next = el.next;
  while (next && !isTag(next)) next = next.next;
  if (!next || !isTag(next) || (next.name !== "ul" && next.name !== "ol")) return false;
  const text = textOf(el);
  return text.length > 0 && text.length <= 40 && !/\d/.test(text) && !/[.!?]$/.test(text);
}

/** Lines of an area in reading order, a group name (a heading, or the plugin's group class) starting a new group. */
function groupsIn(area: Element, itemClasses: string[], groupNames: string[], read: (el: Element) => string): RawRecipe["groups"] {
  const hasClassed = itemClasses.length > 0 && findAll(area, (el) => matchesAny(el, itemClasses)).length > 0;
  const isItem = (el: Element) => (hasClassed ? matchesAny(el, itemClasses) : el.name === "li");
  const isGroup = (el: Element) =>
    HEADING.test(el.name) ||
    namesNextList(el) ||
    matchesAny(el, groupNames) ||
    (el.name === "li" && /(?:^|[\s_-])(?:label|group-name|section-title|heading)(?:$|[\s_-])/i.test(el.attribs.class ?? ""));
  const groups: RawRecipe["groups"] = [{ name: "", lines: [] }];
  for (const el of findAll(area, (c) => isGroup(c) || isItem(c))) {
    const text = isGroup(el) ? textOf(el).replace(/[:：]\s*$/, "") : read(el);
    if (!text) continue;
    if (isGroup(el)) {
      // The card's own "Ingredients" or "Instructions" header names no group.
      if (AREA_HEADER.test(text)) continue;
      groups.push({ name: text, lines: [] });
      continue;
    }
    const heading = groupHeading(text);
    if (heading !== null) groups.push({ name: heading, lines: [] });
    else groups[groups.length - 1]?.lines.push(text);
  }
  if (groups.every((g) => g.lines.length === 0) && !hasClassed) {
    // A card that writes its steps as paragraphs.
    const paragraphs = findAll(area, (el) => el.name === "p")
      .map((p) => textOf(p))
      .filter(Boolean);
    return paragraphs.length > 0 ? [{ name: "", lines: paragraphs }] : [];
  }
  return groups.filter((g) => g.lines.length > 0);
}

function imageIn(root: Element, selectors: string[]): string | null {
  const holder = find(root, selectors);
  if (!holder) return null;
  const img = holder.name === "img" ? holder : (findAll(holder, (el) => el.name === "img")[0] ?? null);
  if (!img) return null;
  return attr(img, "data-lazy-src") ?? attr(img, "data-src") ?? attr(img, "src");
}

function listText(root: Element, selectors: string[]): string[] {
  const text = fieldText(root, selectors);
  return text
    ? text
        .split(/[,;]/)
        .map((t) => t.trim())
        .filter(Boolean)
    : [];
}

function readCard(root: Element, shape: CardShape): RawRecipe {
  const raw = emptyRaw();
  raw.title = fieldText(root, shape.title);
  const yieldValue = fieldText(root, shape.yield);
  raw.servings = servingsFrom(yieldValue);
  raw.yieldText = yieldText(yieldValue);
  raw.prep = durationMinutes(fieldText(root, shape.prep));
  raw.cook = durationMinutes(fieldText(root, shape.cook));
  raw.total = durationMinutes(fieldText(root, shape.total));
  const ingredients = find(root, shape.ingredients);
  if (ingredients) raw.groups = groupsIn(ingredients, shape.ingredient, shape.groupName, lineText);
  const instructions = find(root, shape.instructions);
  if (instructions) raw.steps = stepsWithSections(groupsIn(instructions, shape.instruction, shape.groupName, textOf));
  raw.tags = [...listText(root, shape.category), ...listText(root, shape.cuisine)];
  raw.image = imageIn(root, shape.image);
  return raw;
}

/** Recipes read from recipe plugins' cards (WP Recipe Maker, Tasty Recipes, Mediavine Create, ZipList, EasyRecipe). */
export function fromPluginCards(index: PageIndex): RawRecipe[] {
  const found: RawRecipe[] = [];
  const taken = new Set<Element>();
  for (const shape of SHAPES) {
    for (const el of index.cards) {
      if (!matchesAny(el, shape.root) || taken.has(el)) continue;
      // A card inside another of the same plugin (a container around the card) is read once, from the outer.
      let inner = false;
      for (let p = el.parent; p; p = p.parent) if (isTag(p) && taken.has(p)) inner = true;
      if (inner) continue;
      taken.add(el);
      found.push(readCard(el, shape));
    }
  }
  return found;
}
