import { z } from "zod";
import { INPUT_LIMITS, text, zId } from "./input";
import { RANGE_FIELDS } from "./recipes";

/** Every kind of filter a saved row can hold (docs/product.md#browse-filters), named after its GET /api/recipes parameter. */
export const FILTER_TYPES = [
  ...RANGE_FIELDS,
  "maxMissingIngredients",
  "filterByGrocerycart",
  "filterByEquipment",
  "filterIngredients",
  "filterEquipment",
  "data_source",
  "data_source_name",
  "tags",
  "minRating",
  "notCookedWeeks",
] as const;
export const ZFilterType = z.enum(FILTER_TYPES);
export type TFilterType = (typeof FILTER_TYPES)[number];

/** Operators of the numeric filters: at least, at most, exactly. */
export const FILTER_OPERATORS = [">=", "<=", "="] as const;
export const ZFilterOperator = z.enum(FILTER_OPERATORS);
export type TFilterOperator = (typeof FILTER_OPERATORS)[number];

export const MAX_FILTERS_PER_ROW = 40;
export const HEADER_TITLE_MAX = 120;

/**
 * One filter of a saved row. value holds the number or text the person typed (comma-separated names
 * for ingredients, equipment and tags); checked turns on the yes/no filters and partial matching.
 */
export const ZFilterItem = z.object({
  filterType: ZFilterType,
  operator: z.union([ZFilterOperator, z.literal("")]).default(""),
  value: z.union([text("value").max(1000), z.number(), z.boolean(), z.null()]).default(""),
  checked: z.boolean().default(false),
  order: z.number().int().min(1).max(MAX_FILTERS_PER_ROW),
});
export type TFilterItem = z.infer<typeof ZFilterItem>;
export type TFilterItemInput = z.input<typeof ZFilterItem>;

const ZFilterList = z.array(ZFilterItem).max(MAX_FILTERS_PER_ROW, `filters may hold at most ${MAX_FILTERS_PER_ROW} filters.`);
const ZHeaderTitle = text("header_title").max(HEADER_TITLE_MAX, `header_title must be at most ${HEADER_TITLE_MAX} characters.`);

export const ZFilterRow = z.object({
  id: z.number().int(),
  order: z.number().int(),
  component_id: z.string(),
  header_title: z.string(),
  filters: z.array(ZFilterItem),
});
export type TFilterRow = z.infer<typeof ZFilterRow>;
export const ZFilterRowList = z.array(ZFilterRow);

const rowId = zId("id");

export const ZCreateFilterRowInput = z.object({
  header_title: ZHeaderTitle.optional(),
  filters: ZFilterList.default([]),
  component_id: text("component_id").trim().max(100).optional(),
});
export type TCreateFilterRowInput = z.input<typeof ZCreateFilterRowInput>;

export const ZUpdateFilterRowInput = z.object({
  id: rowId,
  header_title: ZHeaderTitle.optional(),
  filters: ZFilterList.optional(),
});
export type TUpdateFilterRowInput = z.input<typeof ZUpdateFilterRowInput>;

export const ZFilterRowIdInput = z.object({ id: rowId });

/** newOrder is clamped to 1..N by the server, so any whole number is accepted. */
export const ZMoveFilterRowInput = z.object({
  id: rowId,
  newOrder: z.coerce
    .number({ error: "newOrder must be a number." })
    .int("newOrder must be a whole number.")
    .min(-INPUT_LIMITS.idMax, "newOrder is out of range.")
    .max(INPUT_LIMITS.idMax, "newOrder is out of range."),
});
export type TMoveFilterRowInput = z.input<typeof ZMoveFilterRowInput>;

export const ZDeleteFilterRowOutput = z.object({ ok: z.literal(true) });
export const ZMoveFilterRowOutput = z.object({ ok: z.literal(true), items: ZFilterRowList });
