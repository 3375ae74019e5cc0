import {
  recipeEquipment,
  recipeIngredients,
  recipes,
  recipeSections,
  recipeTags,
  userEquipment,
  userIngredients,
  type Db,
} from "@simmer/db";
import { kitchenIdsFor } from "@simmer/api";

export interface BrowseFixture {
  title: string;
  ownerId?: number | null;
  servings?: number;
  prep?: number;
  cook?: number;
  total?: number;
  nutrition?: Partial<Record<"calories" | "fat" | "satFat" | "carbs" | "fiber" | "sugar" | "protein", number | null>>;
  /** Ingredient names; a trailing "?" marks the line optional. */
  ingredients?: string[];
  equipment?: string[];
  tags?: string[];
  dataSourceName?: string | null;
}

/** The kitchen item a recipe of ownerId (null: the catalogue) gets for a name, made as the app makes it. */
async function kitchenId(db: Db, table: "ingredients" | "equipment", name: string, ownerId: number | null = null): Promise<number> {
  const normalised = name.trim().toLowerCase().replace(/\s+/g, " ");
  const id = (await kitchenIdsFor(db, table, [normalised], ownerId)).get(normalised);
  if (id === undefined) throw new Error(`kitchen item ${name} missing`);
  return id;
}

export const ingredientIdOf = (db: Db, name: string, ownerId: number | null = null) => kitchenId(db, "ingredients", name, ownerId);
export const equipmentIdOf = (db: Db, name: string, ownerId: number | null = null) => kitchenId(db, "equipment", name, ownerId);

/** Inserts one recipe with its lines, equipment and tags straight through Drizzle. */
export async function insertBrowseRecipe(db: Db, f: BrowseFixture): Promise<number> {
  const n = f.nutrition ?? {};
  const [row] = await db
    .insert(recipes)
    .values({
      title: f.title,
      ownerId: f.ownerId ?? null,
      dataSource: f.ownerId ? "user" : "catalog",
      servings: f.servings ?? 2,
      prepTimeMin: f.prep ?? 0,
      cookTimeMin: f.cook ?? 0,
      totalTimeMin: f.total ?? (f.prep ?? 0) + (f.cook ?? 0),
      calories: n.calories ?? null,
      fat: n.fat ?? null,
      satFat: n.satFat ?? null,
      carbs: n.carbs ?? null,
      fiber: n.fiber ?? null,
      sugar: n.sugar ?? null,
      protein: n.protein ?? null,
      dataSourceName: f.dataSourceName ?? null,
    })
    .returning({ id: recipes.id });
  if (!row) throw new Error("recipe insert failed");
  const lines = f.ingredients ?? [];
  if (lines.length > 0) {
    const [section] = await db
      .insert(recipeSections)
      .values({ recipeId: row.id, position: 0, name: "" })
      .returning({ id: recipeSections.id });
    if (!section) throw new Error("section insert failed");
    const values = [];
    for (const [position, raw] of lines.entries()) {
      const optional = raw.endsWith("?");
      const name = optional ? raw.slice(0, -1) : raw;
      values.push({
        recipeId: row.id,
        sectionId: section.id,
        position,
        ingredientId: await ingredientIdOf(db, name, f.ownerId ?? null),
        name,
        quantity: "1",
        unit: "units",
        optional,
      });
    }
    await db.insert(recipeIngredients).values(values);
  }
  const tools = f.equipment ?? [];
  if (tools.length > 0) {
    const values = [];
    for (const [position, name] of tools.entries())
      values.push({ recipeId: row.id, equipmentId: await equipmentIdOf(db, name, f.ownerId ?? null), position });
    await db.insert(recipeEquipment).values(values);
  }
  if (f.tags?.length) await db.insert(recipeTags).values(f.tags.map((tag, position) => ({ recipeId: row.id, tag, position })));
  return row.id;
}

export async function ownIngredients(db: Db, userId: number, names: string[]) {
  for (const name of names)
    await db
      .insert(userIngredients)
      .values({ userId, ingredientId: await ingredientIdOf(db, name, userId) })
      .onConflictDoNothing();
}

export async function ownEquipment(db: Db, userId: number, names: string[]) {
  for (const name of names)
    await db
      .insert(userEquipment)
      .values({ userId, equipmentId: await equipmentIdOf(db, name, userId) })
      .onConflictDoNothing();
}
