import { z } from "zod";
import vocabulary from "../content/vocabulary.json";

/**
 * The one name each catalogue ingredient and piece of equipment goes by (ADR 031), read from
 * `content/vocabulary.json`. Each ingredient carries what it rules out, from which the diet tags are
 * derived rather than typed: M meat, poultry or seafood; D dairy; E egg; H honey or another animal
 * product that is not meat; G gluten.
 */
export const CONTAINS = ["M", "D", "E", "H", "G"] as const;
export type Contains = (typeof CONTAINS)[number];

type Groups = typeof vocabulary.ingredients;
/** Every ingredient name in the vocabulary file, so data tables written in TypeScript are checked too. */
export type IngredientName = { [G in keyof Groups]: keyof Groups[G] }[keyof Groups] & string;
export type EquipmentName = string;

const plainName = z
  .string()
  .min(1)
  .refine((name) => name === name.trim().toLowerCase().replace(/\s+/g, " "), {
    error: (issue) => `'${String(issue.input)}' must be lower-case with single spaces`,
  });

export const ZVocabulary = z
  .object({
    /** Ingredient names grouped by aisle ("produce", "dairy and eggs"), each with what it rules out. */
    ingredients: z.record(z.string(), z.record(plainName, z.array(z.enum(CONTAINS)))),
    /** Why a name rules out what it does, where that is not obvious. */
    notes: z.record(z.string(), z.string().min(1)),
    /** Net weight of the can each canned ingredient comes in, so "1 cans" means one amount everywhere. */
    canOunces: z.record(z.string(), z.number().positive()),
    equipment: z.array(plainName).min(1),
  })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const [group, names] of Object.entries(value.ingredients)) {
      for (const name of Object.keys(names)) {
        if (seen.has(name)) ctx.addIssue({ code: "custom", path: ["ingredients", group, name], message: `'${name}' is listed twice` });
        seen.add(name);
      }
    }
    for (const key of ["notes", "canOunces"] as const) {
      for (const name of Object.keys(value[key])) {
        if (!seen.has(name)) ctx.addIssue({ code: "custom", path: [key, name], message: `unknown ingredient '${name}'` });
      }
    }
    if (new Set(value.equipment).size !== value.equipment.length)
      ctx.addIssue({ code: "custom", path: ["equipment"], message: "a piece of equipment is listed twice" });
  });

function parseVocabulary() {
  const result = ZVocabulary.safeParse(vocabulary);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `vocabulary.json, ${issue.path.join(" > ")}: ${issue.message}`);
  throw new Error(`The catalogue vocabulary is invalid:\n${lines.join("\n")}`);
}

const parsed = parseVocabulary();

export const INGREDIENTS = Object.assign({}, ...Object.values(parsed.ingredients)) as Readonly<Record<IngredientName, readonly Contains[]>>;
export const EQUIPMENT: readonly EquipmentName[] = parsed.equipment;
export const CAN_OUNCES = parsed.canOunces as Partial<Record<IngredientName, number>>;

export function isIngredientName(name: string): name is IngredientName {
  return Object.hasOwn(INGREDIENTS, name);
}

export function containsOf(name: IngredientName): readonly Contains[] {
  return INGREDIENTS[name];
}
