import { RECIPE_LIMITS, WEB_IMPORT_MESSAGES } from "@simmer/contracts";
import { indexPage, parseHtml } from "./dom";
import { fromHeadings } from "./heuristic";
import { structureLine } from "./ingredients";
import { fromJsonLd } from "./jsonld";
import { fromAppState } from "./app-state";
import { mergeIngredients, mergeSteps, unplacedSteps } from "./merge";
import { fromMicrodata } from "./microdata";
import { pageMeta, type PageMeta } from "./opengraph";
import { fromPluginCards } from "./plugin-cards";
import { ingredientCount, type ExtractResult, type ExtractSource, type RawRecipe, type WebRecipe } from "./types";
import { cleanLine } from "./dom";
import { absoluteUrl, realTags, tidySteps, withoutRepeat } from "./values";

function usable(raw: RawRecipe): boolean {
  return ingredientCount(raw) > 0 || raw.steps.length > 0;
}

function richest(candidates: RawRecipe[]): RawRecipe | null {
  const ranked = candidates.filter(usable).sort((a, b) => ingredientCount(b) + b.steps.length - (ingredientCount(a) + a.steps.length));
  return ranked[0] ?? null;
}

/** Fills what the trusted source left empty from the less trusted ones, field by field. */
function fillGaps(primary: RawRecipe, others: (RawRecipe | null)[]): RawRecipe {
  const merged = { ...primary };
  for (const other of others) {
    if (!other) continue;
    merged.title ??= other.title;
    merged.image ??= other.image;
    if (merged.servings === null) {
      merged.servings = other.servings;
      merged.yieldText = other.yieldText;
    }
    merged.prep ??= other.prep;
    merged.cook ??= other.cook;
    merged.total ??= other.total;
    merged.nutrition ??= other.nutrition;
    if (merged.steps.length === 0) merged.steps = other.steps;
    else merged.steps = mergeSteps(merged.steps, other.steps);
    if (merged.tags.length === 0) merged.tags = other.tags;
    if (ingredientCount(merged) === 0) merged.groups = other.groups;
    // A flat list in JSON-LD loses the page's groups: take them when the lines are the same.
    // The trusted source's lines are kept; only the page's group names and sizes are taken.
    if (merged.groups.length === 1 && other.groups.length > 1 && ingredientCount(other) === ingredientCount(merged)) {
      const lines = merged.groups[0]?.lines ?? [];
      let at = 0;
      merged.groups = other.groups.map((g) => {
        const slice = lines.slice(at, at + g.lines.length);
        at += g.lines.length;
        return { name: g.name, lines: slice };
      });
    }
  }
  return merged;
}

function hostName(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** A link the form can save: within the contract's length, else without its query, else none. */
function fitLink(link: string | null, max: number): string | null {
  if (!link || link.length <= max) return link;
  const bare = link.split(/[?#]/)[0] ?? "";
  return bare.length <= max ? bare : null;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function squashName(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * A page title without the site's name after it: "Lime Squares | Sunny Kitchen" is "Lime Squares".
 * `strict` (a recipe's own name) drops only a part that is the site's name or host; a page title
 * also drops whatever follows its last bar.
 */
export function withoutSiteName(title: string, siteName: string | null, url: string, strict = false): string {
  const squash = (s: string) =>
    s
      .toLowerCase()
      .replace(/^www\./, "")
      .replace(/[^\p{L}\p{N}]/gu, "");
  const host = squash((hostName(url) ?? "").replace(/\.[a-z]+$/, ""));
  const site = squash(siteName ?? "");
  const fullHost = squash(hostName(url) ?? "");
  const parts = title.split(/\s+[|–—:·•»]\s+|\s+-\s+|\s*｜\s*/);
  if (parts.length < 2) return title;
  const last = squash(parts[parts.length - 1] ?? "");
  const first = squash(parts[0] ?? "");
  if (last && (last === site || last === host || last === fullHost || (!strict && /[|｜]/.test(title))))
    return title
      .slice(0, title.lastIndexOf(parts[parts.length - 1] ?? ""))
      .replace(/(?:\s+[|–—:·•»-]|\s*｜)\s*$/, "")
      .trim();
  if (first && (first === site || first === host || first === fullHost))
    return title
      .slice((parts[0] ?? "").length)
      .replace(/^\s*[|–—:·•»-]\s+/, "")
      .trim();
  return title;
}

function build(raw: RawRecipe, meta: PageMeta, url: string, warnings: string[]): WebRecipe {
  let unread = 0;
  // Checkbox glyphs and bullets go; a list printed twice (screen and print copies) counts once.
  const groups = raw.groups
    .map((g) => ({
      name: g.name,
      lines: withoutRepeat(
        g.lines.filter((l) => cleanLine(l) !== ""),
        (a, b) => cleanLine(a) === cleanLine(b),
      ),
    }))
    .filter((g) => g.lines.length > 0)
    // A print copy of a whole group under its own heading counts once too.
    .filter(
      (g, i, all) =>
        !all
          .slice(0, i)
          .some(
            (earlier) =>
              earlier.lines.length === g.lines.length && earlier.lines.every((l, j) => cleanLine(l) === cleanLine(g.lines[j] ?? "")),
          ),
    );
  const sections = groups.slice(0, RECIPE_LIMITS.sectionsMax).map((group) => ({
    section_name: group.name.slice(0, RECIPE_LIMITS.textMax),
    ingredients: group.lines.slice(0, RECIPE_LIMITS.ingredientsMax).map((text) => {
      const { line, outcome } = structureLine(text);
      if (outcome === "no-quantity") unread += 1;
      return line;
    }),
  }));
  // Beyond what a recipe may hold: said, not dropped silently (ADR 143).
  const overGroups = groups.slice(RECIPE_LIMITS.sectionsMax).reduce((n, g) => n + g.lines.length, 0);
  const overLines = groups
    .slice(0, RECIPE_LIMITS.sectionsMax)
    .reduce((n, g) => n + Math.max(0, g.lines.length - RECIPE_LIMITS.ingredientsMax), 0);
  if (overGroups + overLines > 0)
    warnings.push(
      `${plural(overGroups + overLines, "ingredient line", "ingredient lines")} past the recipe's limits (${RECIPE_LIMITS.sectionsMax} groups of ${RECIPE_LIMITS.ingredientsMax} lines) could not be placed.`,
    );
  if (unread > 0) warnings.push(`${plural(unread, "ingredient line", "ingredient lines")} kept as written: no amount recognised.`);
  if (sections.length === 0) warnings.push("No ingredient list was found.");
  const tidied = tidySteps(raw.steps);
  const instructions = tidied
    .slice(0, RECIPE_LIMITS.instructionsMax)
    .map((instruction, i) => ({ step_number: i + 1, instruction: instruction.slice(0, RECIPE_LIMITS.instructionMax) }));
  if (instructions.length === 0) warnings.push("No instructions were found.");
  if (tidied.length > RECIPE_LIMITS.instructionsMax)
    warnings.push(
      `${plural(tidied.length - RECIPE_LIMITS.instructionsMax, "step", "steps")} past the recipe's limit of ${RECIPE_LIMITS.instructionsMax} could not be placed.`,
    );
  if (raw.servings === null) warnings.push("The number of servings was not found; it is set to 1.");
  else if (raw.yieldText)
    warnings.push(
      `The page gives its yield as "${raw.yieldText}", kept with the recipe: servings are set to ${raw.servings}; change them if that is not how many it serves.`,
    );
  const prep = raw.prep ?? 0;
  const cook = raw.cook ?? 0;
  // A theme that sets the site's name as the page's first heading does not name the recipe.
  const sameAsSite = raw.title !== null && meta.siteName !== null && squashName(raw.title) === squashName(meta.siteName);
  const pageTitle = meta.title ? withoutSiteName(meta.title, meta.siteName, url) : "";
  const ownTitle = raw.title ? withoutSiteName(raw.title, meta.siteName, url, true) || raw.title : null;
  const title = ((sameAsSite ? pageTitle || ownTitle : ownTitle) ?? pageTitle).slice(0, RECIPE_LIMITS.titleMax);
  if (!raw.title && !meta.title) warnings.push("The page gives no title.");
  return {
    title: title || "Untitled recipe",
    servings: Math.min(Math.max(raw.servings ?? 1, 1), RECIPE_LIMITS.servingsMax),
    yield_text: raw.servings !== null && raw.yieldText ? raw.yieldText.slice(0, RECIPE_LIMITS.yieldMax) : null,
    prep_time_min: Math.min(prep, RECIPE_LIMITS.minutesMax),
    wait_time_min: 0,
    cook_time_min: Math.min(cook, RECIPE_LIMITS.minutesMax),
    total_time_min:
      raw.total !== null
        ? Math.min(raw.total, RECIPE_LIMITS.minutesMax)
        : raw.prep !== null || raw.cook !== null
          ? Math.min(prep + cook, RECIPE_LIMITS.minutesMax)
          : null,
    tags: realTags(raw.tags, title)
      .map((t) => t.slice(0, 100))
      .slice(0, RECIPE_LIMITS.tagsMax),
    data_source_name: (meta.siteName ?? hostName(url))?.slice(0, RECIPE_LIMITS.textMax) ?? null,
    data_source_link: fitLink(
      absoluteUrl(meta.canonical, url) ?? absoluteUrl(meta.ogUrl, url) ?? absoluteUrl(url, url),
      RECIPE_LIMITS.textMax,
    ),
    image_url: fitLink(absoluteUrl(raw.image, url) ?? absoluteUrl(meta.image, url), 2000),
    instructions,
    sections,
    equipment: raw.equipment.map((e) => e.slice(0, RECIPE_LIMITS.textMax)).slice(0, RECIPE_LIMITS.equipmentMax),
    nutrition: raw.nutrition,
  };
}

// eslint-disable-next-line no-control-regex -- these are the characters being removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Drops a first step that only repeats the recipe's title, which some plugins write as a step. */
function withoutTitleStep(raw: RawRecipe): RawRecipe {
  const first = raw.steps[0];
  if (first === undefined || raw.title === null || raw.steps.length < 2 || /[.!?]/.test(first)) return raw;
  const step = squashName(first);
  // "Lemon Ricotta Pancakes" as the first step of "Lemon Ricotta Pancakes - Morning Crumbs".
  if (step.length < 3 || !squashName(raw.title).startsWith(step)) return raw;
  return { ...raw, steps: raw.steps.slice(1) };
}

/**
 * Reads a recipe from a page's HTML as if fetched from `url`: JSON-LD first, then recipe plugins'
 * cards, microdata and RDFa, a framework's page state, then the page's headings and lists, with
 * OpenGraph for the title and image. What the trusted source lacks (amounts, groups, steps) is
 * taken from the page as shown (ADR 133).
 */
export function extractRecipe(html: string, url: string): ExtractResult {
  // A browser shows a page with a stray NUL or control character: so do we, without it.
  const doc = parseHtml(html.replace(CONTROL, ""));
  const index = indexPage(doc);
  const meta = pageMeta(index);
  const found: [ExtractSource, RawRecipe | null][] = [
    ["json-ld", richest(fromJsonLd(index))],
    ["plugin", richest(fromPluginCards(index))],
    ["microdata", richest(fromMicrodata(index))],
    ["app-state", richest(fromAppState(index))],
  ];
  const primary = found.find(([, raw]) => raw !== null);
  const structured = primary?.[1] ?? null;
  // Reading headings walks the whole page: only when structured data leaves something to fill.
  const pageShown =
    found.find(([source, raw]) => raw !== null && (source === "plugin" || source === "microdata") && raw !== structured)?.[1] ?? null;
  const needsHeadings =
    !structured || structured.steps.length <= 1 || structured.groups.length === 1 || !structured.title || structured.servings === null;
  const headings = needsHeadings && !(structured && pageShown && structured.steps.length > 1) ? fromHeadings(doc) : null;
  const heuristic = headings && usable(headings) && ingredientCount(headings) > 0 ? headings : null;
  const warnings: string[] = [];
  if (primary && structured) {
    const others = [...found.map(([, raw]) => raw).filter((raw) => raw !== structured), heuristic];
    const merged = fillGaps(structured, others);
    const page = pageShown ?? heuristic;
    merged.groups = mergeIngredients(merged, page, warnings);
    if (page) unplacedSteps(merged.steps, page.steps, warnings);
    return { found: true, source: primary[0], recipe: build(withoutTitleStep(merged), meta, url, warnings), warnings };
  }
  if (heuristic) return { found: true, source: "heuristic", recipe: build(withoutTitleStep(heuristic), meta, url, warnings), warnings };
  return { found: false, message: WEB_IMPORT_MESSAGES.noRecipe };
}
