import { RECIPE_LIMITS, WEB_IMPORT_MESSAGES } from "@simmer/contracts";
import { indexPage, parseHtml } from "./dom";
import { fromHeadings } from "./heuristic";
import { structureLine } from "./ingredients";
import { fromJsonLd } from "./jsonld";
import { fromMicrodata } from "./microdata";
import { pageMeta, type PageMeta } from "./opengraph";
import { ingredientCount, type ExtractResult, type RawRecipe, type WebRecipe } from "./types";
import { cleanLine } from "./dom";
import { absoluteUrl, tidySteps, withoutRepeat } from "./values";

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
    merged.servings ??= other.servings;
    merged.prep ??= other.prep;
    merged.cook ??= other.cook;
    merged.total ??= other.total;
    merged.nutrition ??= other.nutrition;
    if (merged.steps.length === 0) merged.steps = other.steps;
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

/** A page title without the site's name after it: "Lime Squares | Sunny Kitchen" is "Lime Squares". */
export function withoutSiteName(title: string, siteName: string | null, url: string): string {
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
  if (last && (last === site || last === host || last === fullHost || /[|｜]/.test(title)))
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
  if (unread > 0) warnings.push(`${plural(unread, "ingredient line", "ingredient lines")} kept as written: no amount recognised.`);
  if (sections.length === 0) warnings.push("No ingredient list was found.");
  const instructions = tidySteps(raw.steps)
    .slice(0, RECIPE_LIMITS.instructionsMax)
    .map((instruction, i) => ({ step_number: i + 1, instruction: instruction.slice(0, RECIPE_LIMITS.instructionMax) }));
  if (instructions.length === 0) warnings.push("No instructions were found.");
  if (raw.servings === null) warnings.push("The number of servings was not found; it is set to 1.");
  const prep = raw.prep ?? 0;
  const cook = raw.cook ?? 0;
  // A theme that sets the site's name as the page's first heading does not name the recipe.
  const sameAsSite = raw.title !== null && meta.siteName !== null && squashName(raw.title) === squashName(meta.siteName);
  const pageTitle = meta.title ? withoutSiteName(meta.title, meta.siteName, url) : "";
  const title = ((sameAsSite ? pageTitle || raw.title : raw.title) ?? pageTitle).slice(0, RECIPE_LIMITS.titleMax);
  if (!raw.title && !meta.title) warnings.push("The page gives no title.");
  return {
    title: title || "Untitled recipe",
    servings: Math.min(Math.max(raw.servings ?? 1, 1), RECIPE_LIMITS.servingsMax),
    prep_time_min: Math.min(prep, RECIPE_LIMITS.minutesMax),
    wait_time_min: 0,
    cook_time_min: Math.min(cook, RECIPE_LIMITS.minutesMax),
    total_time_min:
      raw.total !== null
        ? Math.min(raw.total, RECIPE_LIMITS.minutesMax)
        : raw.prep !== null || raw.cook !== null
          ? Math.min(prep + cook, RECIPE_LIMITS.minutesMax)
          : null,
    tags: raw.tags.map((t) => t.slice(0, 100)).slice(0, RECIPE_LIMITS.tagsMax),
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

/**
 * Reads a recipe from a page's HTML as if fetched from `url`: JSON-LD first, then microdata and
 * RDFa, then the page's headings and lists, with OpenGraph for the title and image.
 */
export function extractRecipe(html: string, url: string): ExtractResult {
  const doc = parseHtml(html);
  const index = indexPage(doc);
  const meta = pageMeta(index);
  const jsonLd = richest(fromJsonLd(index));
  const microdata = richest(fromMicrodata(index));
  // Reading headings walks the whole page: only when structured data leaves something to fill.
  const needsHeadings = (raw: RawRecipe | null) =>
    !raw || raw.steps.length === 0 || raw.groups.length === 1 || !raw.title || raw.servings === null;
  const headings = needsHeadings(jsonLd ?? microdata) ? fromHeadings(doc) : null;
  const heuristic = headings && usable(headings) && ingredientCount(headings) > 0 ? headings : null;
  const warnings: string[] = [];
  if (jsonLd)
    return { found: true, source: "json-ld", recipe: build(fillGaps(jsonLd, [microdata, heuristic]), meta, url, warnings), warnings };
  if (microdata)
    return { found: true, source: "microdata", recipe: build(fillGaps(microdata, [heuristic]), meta, url, warnings), warnings };
  if (heuristic) return { found: true, source: "heuristic", recipe: build(heuristic, meta, url, warnings), warnings };
  return { found: false, message: WEB_IMPORT_MESSAGES.noRecipe };
}
