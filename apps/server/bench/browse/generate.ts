/**
 * Scale data set for the Browse benchmark (issue 5): 100,000 catalogue recipes with about
 * 1,000,000 ingredient lines over a 5,000-ingredient catalogue whose use follows a Zipf curve
 * (salt in most recipes, rare spices in a handful), 200 pieces of equipment, tags and nutrition.
 *
 *   pnpm --filter @simmer/server exec tsx bench/browse/generate.ts --url postgres://…/simmer_bench
 *   pnpm --filter @simmer/server exec tsx bench/browse/generate.ts --data-dir /tmp/bench/pglite
 *
 * Deterministic (seeded), so every run measures the same data.
 */
import { sql } from "drizzle-orm";
import { createDb } from "@simmer/db";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const RECIPES = Number(args.get("recipes") ?? 100_000);
const INGREDIENTS = 5_000;
const EQUIPMENT = 200;
const CHUNK = 5_000;

let seed = 20261121;
function random(): number {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const COMMON = [
  "salt",
  "black pepper",
  "olive oil",
  "garlic",
  "onion",
  "butter",
  "water",
  "sugar",
  "all-purpose flour",
  "eggs",
  "milk",
  "lemon juice",
  "vegetable oil",
  "tomato",
  "carrot",
  "celery",
  "parsley",
  "chicken breast",
  "rice",
  "soy sauce",
  "ginger",
  "cumin",
  "paprika",
  "oregano",
  "basil",
  "thyme",
  "honey",
  "vinegar",
  "potato",
  "cheddar cheese",
  "parmesan cheese",
  "heavy cream",
  "baking powder",
  "baking soda",
  "vanilla extract",
  "brown sugar",
  "cinnamon",
  "bay leaf",
  "chicken broth",
  "beef",
  "green onion",
  "bell pepper",
  "mushroom",
  "spinach",
  "lime juice",
  "cilantro",
  "chili powder",
  "coconut milk",
  "yogurt",
  "shallot",
];
const WORDS = [
  "red",
  "green",
  "smoked",
  "wild",
  "sweet",
  "dried",
  "toasted",
  "pickled",
  "roasted",
  "black",
  "white",
  "golden",
  "spiced",
  "baby",
  "young",
];
const NOUNS = [
  "lentil",
  "bean",
  "pepper",
  "squash",
  "seed",
  "leaf",
  "root",
  "berry",
  "nut",
  "grain",
  "fish",
  "cheese",
  "sauce",
  "mushroom",
  "herb",
  "plum",
];
const TITLE_A = [
  "Quick",
  "Easy",
  "Spicy",
  "Creamy",
  "Roasted",
  "Grilled",
  "Classic",
  "Rustic",
  "Lemon",
  "Garlic",
  "Smoky",
  "Herbed",
  "Sweet",
  "Crispy",
  "Slow-Cooked",
];
const TITLE_B = [
  "Chicken",
  "Beef",
  "Tofu",
  "Salmon",
  "Lentil",
  "Mushroom",
  "Pork",
  "Shrimp",
  "Vegetable",
  "Potato",
  "Bean",
  "Pasta",
  "Rice",
  "Egg",
  "Squash",
];
const TITLE_C = [
  "Stew",
  "Soup",
  "Salad",
  "Curry",
  "Bake",
  "Stir-Fry",
  "Tacos",
  "Casserole",
  "Bowl",
  "Skillet",
  "Pie",
  "Risotto",
  "Noodles",
  "Wraps",
  "Chili",
];
const TAGS = [
  "dinner",
  "lunch",
  "breakfast",
  "vegetarian",
  "vegan",
  "gluten-free",
  "quick",
  "soup",
  "salad",
  "dessert",
  "spicy",
  "comfort",
  "healthy",
  "family",
  "holiday",
];
const TOOLS = [
  "oven",
  "skillet",
  "saucepan",
  "baking sheet",
  "blender",
  "food processor",
  "stand mixer",
  "dutch oven",
  "grill",
  "slow cooker",
];

function ingredientNames(): string[] {
  const names = [...COMMON];
  const seen = new Set(names);
  let n = 0;
  while (names.length < INGREDIENTS) {
    const name = `${pick(WORDS)} ${pick(NOUNS)} ${++n}`;
    if (!seen.has(name)) {
      seen.add(name);
      names.push(name);
    }
  }
  return names;
}

function equipmentNames(): string[] {
  const names = [...TOOLS];
  for (let i = names.length; i < EQUIPMENT; i += 1) names.push(`${pick(WORDS)} tool ${i}`);
  return names;
}

/** Zipf(s = 1) sampler over ranks 0..n-1. */
function zipf(n: number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r += 1) cdf[r] = sum += 1 / (r + 1);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const arr = (values: readonly (number | string | boolean | null)[]) =>
  `{${values.map((v) => (v === null ? "NULL" : typeof v === "string" ? `"${v.replace(/["\\]/g, "\\$&")}"` : String(v))).join(",")}}`;

async function main() {
  const handle = await createDb({ url: args.get("url"), dataDir: args.get("data-dir"), maxConnections: 4 });
  await handle.migrate();
  const db = handle.db;
  const started = Date.now();
  const counted = (await db.execute(sql`select count(*)::int as n from recipes`)) as unknown;
  const countRows = (Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows) as { n: number }[];
  const count = Number(countRows[0]?.n ?? 0);
  if (count > 0) throw new Error(`the database already holds ${count} recipes; generate into an empty one`);

  const names = ingredientNames();
  const ingredientIds: number[] = [];
  for (const name of names) {
    const rows = (await db.execute(sql`insert into ingredients (name) values (${name}) returning id`)) as unknown;
    const row = Array.isArray(rows) ? rows[0] : (rows as { rows: { id: number }[] }).rows[0];
    ingredientIds.push(Number((row as { id: number }).id));
  }
  const equipmentIds: number[] = [];
  for (const name of equipmentNames()) {
    const rows = (await db.execute(sql`insert into equipment (name) values (${name}) returning id`)) as unknown;
    const row = Array.isArray(rows) ? rows[0] : (rows as { rows: { id: number }[] }).rows[0];
    equipmentIds.push(Number((row as { id: number }).id));
  }
  const ingredientRank = zipf(INGREDIENTS);
  const equipmentRank = zipf(EQUIPMENT);
  let lines = 0;

  for (let from = 0; from < RECIPES; from += CHUNK) {
    const n = Math.min(CHUNK, RECIPES - from);
    const titles: string[] = [];
    const numbers: number[][] = [[], [], [], [], [], []];
    const nutrition: (number | null)[][] = [[], [], [], [], [], [], []];
    for (let i = 0; i < n; i += 1) {
      titles.push(`${pick(TITLE_A)} ${pick(TITLE_B)} ${pick(TITLE_C)} ${from + i + 1}`);
      const prep = 5 + Math.floor(random() * 40);
      const cook = Math.floor(random() * 120);
      const servings = 1 + Math.floor(random() * 8);
      numbers[0]!.push(servings);
      numbers[1]!.push(prep);
      numbers[2]!.push(0);
      numbers[3]!.push(cook);
      numbers[4]!.push(prep + cook);
      const unknown = random() < 0.05;
      const calories = 100 + Math.floor(random() * 900);
      const values = [calories, random() * 50, random() * 15, random() * 100, random() * 15, random() * 40, random() * 60];
      values.forEach((v, k) => nutrition[k]!.push(unknown ? null : Math.round(v * 10) / 10));
    }
    const inserted = (await db.execute(sql`
      insert into recipes (title, servings, prep_time_min, wait_time_min, cook_time_min, total_time_min,
                           calories, fat, sat_fat, carbs, fiber, sugar, protein, data_source, data_source_name)
      select t, s, p, w, c, tt, cal, f, sf, cb, fb, sg, pr, 'catalog', 'Bench Kitchen'
      from unnest(${arr(titles)}::text[], ${arr(numbers[0]!)}::int[], ${arr(numbers[1]!)}::int[], ${arr(numbers[2]!)}::int[],
                  ${arr(numbers[3]!)}::int[], ${arr(numbers[4]!)}::int[], ${arr(nutrition[0]!)}::float8[], ${arr(nutrition[1]!)}::float8[],
                  ${arr(nutrition[2]!)}::float8[], ${arr(nutrition[3]!)}::float8[], ${arr(nutrition[4]!)}::float8[],
                  ${arr(nutrition[5]!)}::float8[], ${arr(nutrition[6]!)}::float8[])
           as x(t, s, p, w, c, tt, cal, f, sf, cb, fb, sg, pr)
      returning id`)) as unknown;
    const recipeIds = (Array.isArray(inserted) ? inserted : (inserted as { rows: { id: number }[] }).rows).map((r) =>
      Number((r as { id: number }).id),
    );
    const sections = (await db.execute(sql`
      insert into recipe_sections (recipe_id, position, name) select id, 0, '' from unnest(${arr(recipeIds)}::int[]) as x(id) returning id, recipe_id`)) as unknown;
    const sectionRows = (Array.isArray(sections) ? sections : (sections as { rows: unknown[] }).rows) as {
      id: number;
      recipe_id: number;
    }[];
    const sectionOf = new Map(sectionRows.map((s) => [Number(s.recipe_id), Number(s.id)]));

    const li = {
      recipe: [] as number[],
      section: [] as number[],
      position: [] as number[],
      ingredient: [] as number[],
      name: [] as string[],
      optional: [] as boolean[],
    };
    const eq = { recipe: [] as number[], equipment: [] as number[], position: [] as number[] };
    const tg = { recipe: [] as number[], tag: [] as string[], position: [] as number[] };
    for (const id of recipeIds) {
      const want = 5 + Math.floor(random() * 11);
      const chosen = new Set<number>();
      while (chosen.size < want) chosen.add(ingredientRank());
      let position = 0;
      for (const rank of chosen) {
        li.recipe.push(id);
        li.section.push(sectionOf.get(id) as number);
        li.position.push(position++);
        li.ingredient.push(ingredientIds[rank] as number);
        li.name.push(names[rank] as string);
        li.optional.push(random() < 0.1);
      }
      lines += chosen.size;
      const tools = new Set<number>();
      const toolCount = Math.floor(random() * 4);
      while (tools.size < toolCount) tools.add(equipmentRank());
      let tp = 0;
      for (const rank of tools) {
        eq.recipe.push(id);
        eq.equipment.push(equipmentIds[rank] as number);
        eq.position.push(tp++);
      }
      const tags = new Set<string>();
      const tagCount = 1 + Math.floor(random() * 3);
      while (tags.size < tagCount) tags.add(pick(TAGS));
      let gp = 0;
      for (const tag of tags) {
        tg.recipe.push(id);
        tg.tag.push(tag);
        tg.position.push(gp++);
      }
    }
    await db.execute(sql`
      insert into recipe_ingredients (recipe_id, section_id, position, ingredient_id, name, quantity, unit, optional)
      select r, s, p, i, nm, '1', 'units', o
      from unnest(${arr(li.recipe)}::int[], ${arr(li.section)}::int[], ${arr(li.position)}::int[], ${arr(li.ingredient)}::int[],
                  ${arr(li.name)}::text[], ${arr(li.optional)}::bool[]) as x(r, s, p, i, nm, o)`);
    if (eq.recipe.length > 0) {
      await db.execute(sql`
        insert into recipe_equipment (recipe_id, equipment_id, position)
        select * from unnest(${arr(eq.recipe)}::int[], ${arr(eq.equipment)}::int[], ${arr(eq.position)}::int[])`);
    }
    await db.execute(sql`
      insert into recipe_tags (recipe_id, tag, position)
      select * from unnest(${arr(tg.recipe)}::int[], ${arr(tg.tag)}::text[], ${arr(tg.position)}::int[])`);
    process.stdout.write(`\r${from + n} recipes, ${lines} lines`);
  }
  // The change log only matters to servers already running; a fresh data set starts without one.
  await db.execute(sql`truncate recipe_changes`);
  await db.execute(sql`analyze`);
  console.log(
    `\ngenerated ${RECIPES} recipes, ${lines} ingredient lines, ${INGREDIENTS} ingredients, ${EQUIPMENT} equipment in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await handle.close();
}

await main();
