/**
 * Turns a saved row's filters into the parameters of the recipe listing (docs/product.md#browse-filters: numeric filters
 * need an operator and a value, Max Missing Ingredients a value of 0 or more; empty values are not
 * sent). Items that are incomplete are skipped here; `filterProblem` names them for the editor.
 */

export const RANGE_FILTER_FIELDS = [
  "calories",
  "fat",
  "sat_fat",
  "carbs",
  "fiber",
  "sugar",
  "protein",
  "prep_time_min",
  "cook_time_min",
  "total_time_min",
  "servings",
] as const;
export type RangeFilterField = (typeof RANGE_FILTER_FIELDS)[number];

export interface FilterItemLike {
  filterType: string;
  operator?: string | null | undefined;
  value?: string | number | boolean | null | undefined;
  checked?: boolean | undefined;
  order?: number | undefined;
}

export interface RecipeQueryParams {
  maxMissingIngredients?: number;
  filterByGrocerycart?: boolean;
  filterByEquipment?: boolean;
  filterIngredients?: string[];
  ingredientsPartial?: boolean;
  filterEquipment?: string[];
  equipmentPartial?: boolean;
  data_source?: string;
  data_source_name?: string;
  tags?: string[];
  minRating?: number;
  notCookedWeeks?: number;
  cookedBefore?: boolean;
  [range: `${"min" | "max"}_${string}`]: number | undefined;
}

const FILTER_LABELS: Record<string, string> = {
  calories: "Calories",
  fat: "Fat",
  sat_fat: "Saturated Fat",
  carbs: "Carbs",
  fiber: "Fiber",
  sugar: "Sugar",
  protein: "Protein",
  prep_time_min: "Prep Time (min)",
  cook_time_min: "Cook Time (min)",
  total_time_min: "Total Time (min)",
  servings: "Servings",
  maxMissingIngredients: "Max Missing Ingredients",
  filterByGrocerycart: "In My Grocery Carts",
  filterByEquipment: "Only Equipment I Own",
  filterIngredients: "Ingredients",
  filterEquipment: "Equipment",
  data_source: "Data Source",
  data_source_name: "Data Source Name",
  tags: "Tags",
  minRating: "My Rating (stars)",
  notCookedWeeks: "Not Cooked In (weeks)",
};

/** The longest "not cooked in N weeks" a filter may ask for: ten years. */
export const NOT_COOKED_WEEKS_MAX = 520;

/** How the data-source filter's values read; the values stored and sent stay the documented keys. */
export const DATA_SOURCE_LABELS: Readonly<Record<string, string>> = {
  catalog: "Starter catalogue",
  user: "Added by me",
  import: "Imported from a spreadsheet",
};

export function dataSourceLabel(value: string): string {
  return DATA_SOURCE_LABELS[value] ?? value;
}

export function filterLabel(filterType: string): string {
  return FILTER_LABELS[filterType] ?? filterType;
}

export function isRangeField(filterType: string): filterType is RangeFilterField {
  return (RANGE_FILTER_FIELDS as readonly string[]).includes(filterType);
}

function text(value: FilterItemLike["value"]): string {
  if (value === null || value === undefined || typeof value === "boolean") return "";
  return String(value).trim();
}

function number(value: FilterItemLike["value"]): number | null {
  const t = text(value);
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Comma-separated names, trimmed, lower-cased (catalogue names are lower-case), empty ones dropped. */
export function splitNames(value: FilterItemLike["value"]): string[] {
  return [
    ...new Set(
      text(value)
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== ""),
    ),
  ];
}

/** Why an item cannot be applied, or null when it is complete. */
export function filterProblem(item: FilterItemLike): string | null {
  const label = filterLabel(item.filterType);
  if (isRangeField(item.filterType)) {
    const n = number(item.value);
    if (!item.operator || n === null) return `${label} needs both an operator and a value.`;
    if (n < 0) return `${label} must be 0 or more.`;
    return null;
  }
  if (item.filterType === "minRating") {
    const n = number(item.value);
    if (n === null || !Number.isInteger(n) || n < 1 || n > 5) return `${label} needs a whole number of stars from 1 to 5.`;
    return null;
  }
  if (item.filterType === "notCookedWeeks") {
    const n = number(item.value);
    if (n === null || !Number.isInteger(n) || n < 1 || n > NOT_COOKED_WEEKS_MAX)
      return `${label} needs a whole number of weeks from 1 to ${NOT_COOKED_WEEKS_MAX}.`;
    return null;
  }
  if (item.filterType === "maxMissingIngredients") {
    const n = number(item.value);
    if (n === null || n < 0 || !Number.isInteger(n)) return `${label} needs a whole number of 0 or more.`;
    return null;
  }
  return null;
}

function intersectNames(existing: string[] | undefined, added: string[]): string[] {
  return [...new Set([...(existing ?? []), ...added])];
}

/** The listing parameters for a row's filters; several filters of one kind combine with AND. */
export function filtersToQuery(items: readonly FilterItemLike[]): RecipeQueryParams {
  const params: RecipeQueryParams = {};
  for (const item of items) {
    if (filterProblem(item) !== null) continue;
    const type = item.filterType;
    if (isRangeField(type)) {
      const n = number(item.value) as number;
      const min = `min_${type}` as const;
      const max = `max_${type}` as const;
      if (item.operator === ">=" || item.operator === "=") params[min] = Math.max(params[min] ?? -Infinity, n);
      if (item.operator === "<=" || item.operator === "=") params[max] = Math.min(params[max] ?? Infinity, n);
      continue;
    }
    switch (type) {
      case "maxMissingIngredients": {
        const n = number(item.value) as number;
        params.maxMissingIngredients = Math.min(params.maxMissingIngredients ?? Infinity, n);
        break;
      }
      case "minRating": {
        const n = number(item.value) as number;
        params.minRating = Math.max(params.minRating ?? 1, n);
        break;
      }
      case "notCookedWeeks": {
        // Two such filters: the longer span is the stricter one.
        const n = number(item.value) as number;
        params.notCookedWeeks = Math.max(params.notCookedWeeks ?? 1, n);
        if (item.checked) params.cookedBefore = true;
        break;
      }
      case "filterByGrocerycart":
        if (item.checked) params.filterByGrocerycart = true;
        break;
      case "filterByEquipment":
        if (item.checked) params.filterByEquipment = true;
        break;
      case "filterIngredients": {
        const names = splitNames(item.value);
        if (names.length === 0) break;
        params.filterIngredients = intersectNames(params.filterIngredients, names);
        if (item.checked) params.ingredientsPartial = true;
        break;
      }
      case "filterEquipment": {
        const names = splitNames(item.value);
        if (names.length === 0) break;
        params.filterEquipment = intersectNames(params.filterEquipment, names);
        if (item.checked) params.equipmentPartial = true;
        break;
      }
      case "tags": {
        const names = splitNames(item.value);
        if (names.length > 0) params.tags = intersectNames(params.tags, names);
        break;
      }
      case "data_source":
      case "data_source_name": {
        const t = text(item.value);
        if (t !== "") params[type] = t;
        break;
      }
      default:
        break;
    }
  }
  return params;
}

const OPERATOR_TEXT: Record<string, string> = { ">=": "≥", "<=": "≤", "=": "=" };
const YES_NO_FILTERS = new Set(["filterByGrocerycart", "filterByEquipment"]);

/**
 * A short reading of one filter for a row's subtitle: "Total Time (min) ≤ 30", "Tags: breakfast",
 * "Ingredients (partial): rice". Incomplete filters read as their label alone.
 */
export function describeFilter(item: FilterItemLike): string {
  const label = filterLabel(item.filterType);
  if (YES_NO_FILTERS.has(item.filterType)) return label;
  if (filterProblem(item) !== null) return label;
  if (isRangeField(item.filterType)) return `${label} ${OPERATOR_TEXT[item.operator ?? ""] ?? item.operator} ${number(item.value)}`;
  if (item.filterType === "minRating") return `Rated ≥ ${number(item.value)} ★`;
  if (item.filterType === "notCookedWeeks") {
    const n = number(item.value) as number;
    return `Not cooked in ${n} week${n === 1 ? "" : "s"}${item.checked ? " (cooked before)" : ""}`;
  }
  const value = text(item.value);
  if (value === "") return label;
  if (item.filterType === "data_source") return `${label}: ${dataSourceLabel(value)}`;
  const partial = (item.filterType === "filterIngredients" || item.filterType === "filterEquipment") && item.checked ? " (partial)" : "";
  return `${label}${partial}: ${value}`;
}

/**
 * The first day that counts as "cooked in the last N weeks" on `today` (both YYYY-MM-DD): a recipe
 * last cooked exactly N weeks ago has not been cooked in N weeks (ADR 142).
 */
export function cookedRecentlySince(today: string, weeks: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - weeks * 7 + 1);
  return day.toISOString().slice(0, 10);
}
