import { ingredients, recipeIngredients, recipes, recipeSections, recipeTags, userIngredients, type Db } from "@simmer/db";

export interface FixtureLine {
  name: string;
  quantity: string;
  unit: string;
  optional?: boolean;
  brand?: string;
}

/** Inserts a recipe with one section of lines straight through Drizzle, for cart tests. */
export async function insertFixtureRecipe(
  db: Db,
  recipe: { title: string; servings: number; ownerId?: number | null; calories?: number | null; tags?: string[]; lines?: FixtureLine[] },
): Promise<number> {
  const [row] = await db
    .insert(recipes)
    .values({
      title: recipe.title,
      servings: recipe.servings,
      ownerId: recipe.ownerId ?? null,
      dataSource: recipe.ownerId ? "user" : "catalog",
      calories: recipe.calories ?? null,
    })
    .returning({ id: recipes.id });
  if (!row) throw new Error("recipe insert failed");
  if (recipe.tags?.length) {
    await db.insert(recipeTags).values(recipe.tags.map((tag, position) => ({ recipeId: row.id, tag, position })));
  }
  const lines = recipe.lines ?? [];
  if (lines.length) {
    const [section] = await db
      .insert(recipeSections)
      .values({ recipeId: row.id, position: 0, name: "" })
      .returning({ id: recipeSections.id });
    if (!section) throw new Error("section insert failed");
    let position = 0;
    for (const line of lines) {
      const catalogId = await ingredientId(db, line.name);
      await db.insert(recipeIngredients).values({
        recipeId: row.id,
        sectionId: section.id,
        position: position++,
        ingredientId: catalogId,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        optional: line.optional ?? false,
        brand: line.brand ?? null,
      });
    }
  }
  return row.id;
}

/** The shared catalogue item of a name. */
export async function ingredientId(db: Db, name: string): Promise<number> {
  const normalised = name.trim().toLowerCase();
  await db.insert(ingredients).values({ name: normalised }).onConflictDoNothing();
  const found = await db.query.ingredients.findFirst({ where: (t, { and, eq, isNull }) => and(eq(t.name, normalised), isNull(t.ownerId)) });
  if (!found) throw new Error(`ingredient ${name} missing`);
  return found.id;
}

export async function own(db: Db, userId: number, names: string[]) {
  for (const name of names) {
    await db
      .insert(userIngredients)
      .values({ userId, ingredientId: await ingredientId(db, name) })
      .onConflictDoNothing();
  }
}
