import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { carts, cartFoods, cartRecipes, groceryIngredients, ingredients, recipes, shoppingLists, type Db } from "@simmer/db";
import {
  archiveDocument,
  type DomainBackup,
  BACKUP_ENTRIES,
  ZBackupCarts,
  ZBackupGrocery,
  archivedItemState,
  groceryLineState,
} from "../backup";
import { publishedRecipe, kitchenIdsFor } from "../recipes";
import { sideFood, type SideFoodKey } from "@simmer/domain";

async function readCarts(db: Db, userId: number) {
  const cartRows = await db.select().from(carts).where(eq(carts.userId, userId)).orderBy(asc(carts.id));
  const lineRows = cartRows.length
    ? await db
        .select({ line: cartRecipes, ownerId: recipes.ownerId, title: recipes.title })
        .from(cartRecipes)
        .innerJoin(recipes, eq(recipes.id, cartRecipes.recipeId))
        .where(
          and(
            inArray(
              cartRecipes.cartId,
              cartRows.map((c) => c.id),
            ),
            publishedRecipe,
          ),
        )
        .orderBy(asc(cartRecipes.id))
    : [];
  const foodRows = cartRows.length
    ? (
        await db
          .select()
          .from(cartFoods)
          .where(
            inArray(
              cartFoods.cartId,
              cartRows.map((c) => c.id),
            ),
          )
      ).filter((f) => sideFood(f.food) !== null)
    : [];
  const doc = cartRows.map((cart) => ({
    name: cart.name,
    combined: cart.combined,
    created_at: cart.createdAt.toISOString(),
    lines: lineRows
      .filter((l) => l.line.cartId === cart.id && (l.ownerId === userId || l.ownerId === null))
      .map((l) => ({
        recipe: l.ownerId === null ? { catalogue_title: l.title } : { ref: l.line.recipeId },
        quantity: l.line.quantity,
        created_at: l.line.createdAt.toISOString(),
      })),
    foods: foodRows.filter((f) => f.cartId === cart.id).map((f) => ({ food: f.food as SideFoodKey, portions: f.portions })),
  }));
  return { doc, counts: { carts: doc.length } };
}

async function readGrocery(db: Db, userId: number) {
  const rows = await db
    .select({ row: groceryIngredients, ingredient: ingredients.name })
    .from(groceryIngredients)
    .leftJoin(ingredients, eq(ingredients.id, groceryIngredients.ingredientId))
    .where(eq(groceryIngredients.userId, userId))
    .orderBy(asc(groceryIngredients.position), asc(groceryIngredients.id));
  const doc = rows.map(({ row, ingredient }) => ({
    ingredient,
    ingredient_name: row.ingredientName,
    brand: row.brand,
    optional: row.optional,
    quantity: row.quantity,
    unit: row.unit,
    send_off: row.sendOff,
    owned: row.owned,
    position: row.position,
    ...archivedItemState(row),
    recipes: Array.isArray(row.recipes) ? row.recipes : [],
    parts: Array.isArray(row.parts) ? row.parts : [],
    apart: row.apart,
  }));
  return { doc, counts: { grocery: doc.length } };
}

/**
 * Carts and the grocery list generated from them. A cart line names its recipe by the archive's
 * ref, or a catalogue recipe by title; one this server's catalogue lacks is left out, and said so.
 */
export const cartsBackup: DomainBackup = {
  domain: "carts",
  carries: [carts, cartRecipes, cartFoods, groceryIngredients],
  leavesOut: [
    {
      table: shoppingLists,
      why: "Shared shopping-list links are public addresses of one server, and expire: send the list again after a restore.",
    },
  ],
  holdsData: [carts.userId, groceryIngredients.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.carts,
      schema: ZBackupCarts,
      read: readCarts,
      async restore({ tx, userId, recipeIds, warnings, counts }, doc) {
        const titles = [
          ...new Set(doc.flatMap((c) => c.lines.flatMap((l) => ("catalogue_title" in l.recipe ? [l.recipe.catalogue_title] : [])))),
        ];
        const catalogue = new Map<string, number>();
        if (titles.length) {
          const rows = await tx
            .select({ id: recipes.id, title: recipes.title })
            .from(recipes)
            .where(and(isNull(recipes.ownerId), inArray(recipes.title, titles)));
          for (const row of rows) if (!catalogue.has(row.title)) catalogue.set(row.title, row.id);
        }
        let lines = 0;
        for (const cart of doc) {
          const [row] = await tx
            .insert(carts)
            .values({ userId, name: cart.name, combined: cart.combined, createdAt: new Date(cart.created_at) })
            .returning({ id: carts.id });
          const cartId = row?.id as number;
          const values = [];
          const seen = new Set<number>();
          for (const line of cart.lines) {
            const recipeId = "ref" in line.recipe ? recipeIds.get(line.recipe.ref) : catalogue.get(line.recipe.catalogue_title);
            if (recipeId === undefined) {
              warnings.push(
                "catalogue_title" in line.recipe
                  ? `Cart '${cart.name}': '${line.recipe.catalogue_title}' is not in this server's catalogue, so it was left out.`
                  : `Cart '${cart.name}': a line named a recipe the backup does not hold, so it was left out.`,
              );
              continue;
            }
            if (seen.has(recipeId)) continue;
            seen.add(recipeId);
            values.push({ cartId, recipeId, quantity: line.quantity, createdAt: new Date(line.created_at) });
          }
          if (values.length) await tx.insert(cartRecipes).values(values);
          lines += values.length;
          const foods = new Map((cart.foods ?? []).map((f) => [f.food, f.portions]));
          if (foods.size) await tx.insert(cartFoods).values([...foods].map(([food, portions]) => ({ cartId, food, portions })));
        }
        counts.carts = doc.length;
        counts.cart_lines = lines;
      },
    }),
    archiveDocument({
      entry: BACKUP_ENTRIES.grocery,
      schema: ZBackupGrocery,
      read: readGrocery,
      async restore({ tx, userId, counts }, doc) {
        if (doc.length === 0) return;
        const named = [...new Set(doc.flatMap((g) => (g.ingredient ? [g.ingredient] : [])))];
        const ids = await kitchenIdsFor(tx, "ingredients", named, userId);
        await tx.insert(groceryIngredients).values(
          doc.map((g) => ({
            userId,
            ingredientId: g.ingredient ? (ids.get(g.ingredient) ?? null) : null,
            ingredientName: g.ingredient_name,
            brand: g.brand,
            optional: g.optional,
            quantity: g.quantity,
            unit: g.unit,
            sendOff: g.send_off,
            owned: g.owned,
            position: g.position,
            parts: g.parts ?? [],
            apart: g.apart ?? null,
            ...groceryLineState(g),
          })),
        );
        counts.grocery = doc.length;
      },
    }),
  ],
};
