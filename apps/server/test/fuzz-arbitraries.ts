import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check arbitraries for the fuzz test: values shaped by a zod contract, with hostile values
 * mixed in at every leaf, and hostile JSON texts a JSON value cannot express.
 */

type Schema = z.ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** PostgreSQL's integer maximum, the largest id a row can have. */
const ID_MAX = 2_147_483_647;

/** Ids that must never reach the database as anything but a clean 400 or 404. */
export const hostileId = fc.constantFrom<unknown>(
  ID_MAX + 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  -(2 ** 31) - 1,
  0,
  1.5,
  "99999999999999999999",
  "2147483648",
  "-5",
  "1e400",
  "0x10",
  "",
  " ",
  "NaN",
  "Infinity",
);

/** Text PostgreSQL cannot store or that stresses a handler; no SQL keywords (answers may echo it). */
export const hostileText = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfff", "\udc00\ud800", "\uffff", "%00", "../../etc/passwd", "<script>", "'\"`;--"),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: fc.constantFrom("a", "\u0000", "\ud800", "\udc00", "é", "🍮"), maxLength: 20 }),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => "x".repeat(n)),
);

export const hostileNumber = fc.oneof(
  hostileId,
  fc.double({ noNaN: false }),
  fc.constantFrom(-0, 1e-320, Number.MIN_SAFE_INTEGER, 123456789012),
);

/** Any JSON value at all: wrong types for every field. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 3 },
  fc.jsonValue({ maxDepth: 3 }),
  hostileId,
  hostileText,
  fc.constant(null),
  fc.boolean(),
  fc.array(hostileText, { maxLength: 3 }),
);

/** Ids that exist (the fuzzing user's rows), so clean values reach real rows. */
let knownIds: number[] = [1];
export function useKnownIds(ids: number[]) {
  knownIds = ids.length > 0 ? ids : [1];
}

/**
 * Values shaped by the schema. Half the time they are clean (what a client would send, so the
 * procedure itself runs); otherwise every leaf may be swapped for a hostile or wrongly typed value.
 */
export function arbitraryFor(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 1, arbitrary: shapedFor(schema, 0, false) }, { weight: 1, arbitrary: leafFor(schema, 0, true) });
}

function leafFor(schema: Schema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, depth, hostile);
  return hostile ? fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson }) : shaped;
}

function shapedFor(schema: Schema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return hostile ? anyJson : fc.constant(null);
  const either = (clean: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) => (hostile ? fc.oneof(clean, bad) : clean);
  switch (def.type) {
    case "string":
      return either(
        fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom("Soup", "salt", "2025-03-01", "08:30", "cups")),
        hostileText,
      );
    case "number":
      return either(fc.oneof(fc.constantFrom(...knownIds), fc.integer({ min: 1, max: 50 })), fc.oneof(fc.integer(), hostileNumber));
    case "boolean":
      return either(fc.boolean(), fc.constantFrom<unknown>("true", 0, 1));
    case "enum":
      return either(fc.constantFrom(...Object.values(def.entries as Record<string, string>)), hostileText);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const model = Object.fromEntries(Object.keys(shape).map((key) => [key, leafFor(shape[key]!, depth + 1, hostile)]));
      if (!hostile) return fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [] }));
      return fc.oneof(
        { weight: 5, arbitrary: fc.record(model, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.record(model) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.record(model), fc.dictionary(hostileText, anyJson, { maxKeys: 2 }))
            .map(([known, extra]) => ({ ...extra, ...known })),
        },
      );
    }
    case "array":
      return fc.array(leafFor(def.element as Schema, depth + 1, hostile), { maxLength: 4 });
    case "union":
      return fc.oneof(...(def.options as Schema[]).map((option) => shapedFor(option, depth + 1, hostile)));
    case "pipe":
      return shapedFor(def.in as Schema, depth, hostile);
    case "record":
      return fc.dictionary(
        either(fc.string({ maxLength: 10 }), hostileText) as fc.Arbitrary<string>,
        leafFor(def.valueType as Schema, depth + 1, hostile),
        { maxKeys: 3 },
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.oneof(
        { weight: 3, arbitrary: shapedFor(def.innerType as Schema, depth, hostile) },
        { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null) },
      );
    case "lazy":
      return shapedFor((def.getter as () => Schema)(), depth + 1, hostile);
    default:
      // void, custom (in-process bytes), transforms: anything at all
      return hostile ? anyJson : fc.constant(undefined);
  }
}

/** JSON text nested `depth` levels, as an attacker would write it (too deep to build as a value). */
export function nestedJson(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** Raw body texts: a shaped value, deep nesting, or malformed JSON. */
export function bodyTextFor(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: value.map((v) => JSON.stringify(v === undefined ? null : v)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 33, max: 6000 }), fc.constantFrom("array", "object" as const))
        .map(([d, k]) => nestedJson(d, k)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", '{"a":}', "nul\u0000", '"\\ud800"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', ""),
    },
  );
}

/** Every object key the contracts name, so bodies and queries hit real fields with hostile values. */
export function fieldNamesOf(schemas: Schema[]): string[] {
  const names = new Set<string>();
  const seen = new Set<Schema>();
  const visit = (schema: Schema) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(schema);
    for (const key of ["innerType", "element", "in", "out", "valueType"] as const) if (def[key]) visit(def[key] as Schema);
    if (def.type === "union") (def.options as Schema[]).forEach(visit);
    if (def.type === "object") {
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        names.add(key);
        visit(field);
      }
    }
  };
  schemas.forEach(visit);
  return [...names].sort();
}

/** Documents a backup may hold, each filled with anything: wrong types, broken or deep JSON, hostile text. */
const BACKUP_DOCUMENTS = [
  "kitchen.json",
  "carts.json",
  "grocery.json",
  "shopping.json",
  "filters.json",
  "metrics.json",
  "journal.json",
  "plans.json",
];

/** A document's text: JSON of the wrong shape, cut short, nested too deep, or not JSON at all. */
const documentText = fc.oneof(
  anyJson.map((v) => JSON.stringify(v) ?? "null"),
  fc.array(anyJson, { maxLength: 5 }).map((items) => JSON.stringify(items)),
  fc
    .dictionary(
      fc.constantFrom("ingredients", "equipment", "added", "sections", "rules", "weeks", "templates"),
      fc.oneof(anyJson, fc.array(anyJson, { maxLength: 3 })),
      { maxKeys: 4 },
    )
    .map((v) => JSON.stringify(v)),
  hostileText.map(String),
  fc.constantFrom(
    '{"ingredients": ["salt",',
    "[{]",
    "[1,]",
    '{"a":1}}',
    "\uFEFF[]",
    nestedJson(5_000, "array"),
    nestedJson(5_000, "object"),
  ),
);

/**
 * A hostile restore archive (issue 25): a manifest that is right, missing, foreign or too new;
 * documents of any shape; recipe lines with hostile fields; sometimes a bomb whose document
 * inflates past its cap (built by the test, `bomb` naming it), or bytes that are no zip at all.
 */
export const restoreArchiveArb = fc.record({
  manifest: fc.constantFrom("valid", "valid", "valid", "missing", "foreign", "newer", "garbage"),
  documents: fc.dictionary(fc.constantFrom(...BACKUP_DOCUMENTS), documentText, { maxKeys: 3 }),
  recipeLines: fc.array(
    fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          "title",
          "servings",
          "data_source_link",
          "image_url",
          "image",
          "sections",
          "steps",
          "tags",
          "nutrition",
          "ref",
          "created_at",
        ),
        fc.oneof(anyJson, hostileText),
        { maxKeys: 4 },
      ),
      hostileText.map(String),
    ),
    { maxLength: 3 },
  ),
  bomb: fc.constantFrom(null, null, null, "kitchen.json", "journal.json", "recipes.jsonl"),
  notAZip: fc.option(fc.uint8Array({ maxLength: 512 }), { freq: 8 }),
});
export type RestoreArchiveCase = typeof restoreArchiveArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * Planner rules at and past every edge (ADR 116): the most people and portions, the calorie bounds,
 * every day and meal, leftovers and no-repeat windows. Valid combinations must plan without a 5xx;
 * the rest must be a 400.
 */
const edgePlanRules = fc.record({
  days: fc.constantFrom([0, 1, 2, 3, 4, 5, 6], [0], [5, 6]),
  meals: fc.constantFrom(["Breakfast", "Lunch", "Dinner", "Snack"], ["Dinner"], ["Lunch", "Dinner"]),
  people: fc.constantFrom<unknown>(1, 2, 16, 17, 20, 21, 0, 1e6, "20"),
  dailyCalories: fc.constantFrom<unknown>(null, 800, 10000, 10001, 799, 1e308),
  macroSplit: fc.constantFrom<unknown>(
    null,
    { protein: 100, carbs: 0, fat: 0 },
    { protein: 0, carbs: 0, fat: 100 },
    { protein: 34, carbs: 33, fat: 33 },
  ),
  maxTimeWeekday: fc.constantFrom<unknown>(null, 5, 600),
  maxTimeWeekend: fc.constantFrom<unknown>(null, 5, 600),
  tagRules: fc.constantFrom<unknown>([], [{ tag: "main", min: 28 }], [{ tag: "main", max: 0 }]),
  excludeTags: fc.constantFrom<unknown>([], ["main"]),
  excludeIngredientIds: fc.constant([]),
  noRepeatDays: fc.constantFrom<unknown>(0, 6, 7),
  preferOwned: fc.boolean(),
  leftovers: fc.boolean(),
  maxServingsPerPerson: fc.constantFrom<unknown>(1, 2, 3, 4, 0),
});

/** Half the time the rules that once wrote a slot of 60 servings: 20 people, 3 portions each, 10,000 kcal. */
export const extremePlanRules = fc.oneof(
  edgePlanRules,
  edgePlanRules.map((rules) => ({ ...rules, people: 20, maxServingsPerPerson: 3, dailyCalories: 10000 })),
);

/** What to generate: the whole week, a day or a slot, with a seed or without. */
export const planScope = fc.record({
  scope: fc.constantFrom<unknown>(
    { kind: "week" },
    { kind: "day", day: 0 },
    { kind: "day", day: 6 },
    { kind: "slot", day: 5, meal: "Dinner" },
  ),
  seed: fc.option(fc.integer({ min: 0, max: 2_147_483_647 }), { nil: undefined }),
});
