/**
 * Scale data set, memory part (issue 14): on top of the 100,000-recipe catalogue from
 * generate.ts, 1,000,000 private recipes over 20,000 people, loaded with COPY so it takes minutes.
 *
 *   pnpm --filter @simmer/server exec tsx bench/browse/generate.ts --url postgres://…/h8_scale
 *   pnpm --filter @simmer/server exec tsx bench/browse/scale.ts --url postgres://…/h8_scale
 *
 * PostgreSQL only. Deterministic (seeded). Person n is `scale-n@bench.test`; the first person
 * holds exactly 500 recipes (the benchmark's "person with 500 own recipes"), the others 1–99 each
 * (50 on average) until the total is reached. Recipes use the catalogue's ingredients, plus a few
 * of the person's own items, with the same Zipf curve, 3–10 lines each.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const url = args.get("url");
if (!url) throw new Error("--url postgres://… is required");
const PEOPLE = Number(args.get("people") ?? 20_000);
const RECIPES = Number(args.get("recipes") ?? 1_000_000);
const FIRST_PERSON_RECIPES = 500;

let seed = 20261123;
function random(): number {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const TITLE_A = ["Mum's", "Weeknight", "Sunday", "Leftover", "Budget", "Lazy", "Fancy", "Camping", "Batch", "Midnight"];
const TITLE_B = ["Chicken", "Beef", "Tofu", "Salmon", "Lentil", "Mushroom", "Pork", "Shrimp", "Vegetable", "Potato", "Bean", "Pasta"];
const TITLE_C = ["Stew", "Soup", "Salad", "Curry", "Bake", "Stir-Fry", "Tacos", "Bowl", "Skillet", "Pie", "Noodles", "Chili"];
const TAGS = ["dinner", "lunch", "breakfast", "vegetarian", "quick", "soup", "family", "freezer", "kids", "holiday"];

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

/** COPY text format: tab-separated, \N for null, backslash escapes. */
const field = (v: string | number | boolean | null): string =>
  v === null ? "\\N" : typeof v === "string" ? v.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n") : String(v);
const line = (values: (string | number | boolean | null)[]) => `${values.map(field).join("\t")}\n`;

async function copy(sql: postgres.Sql, statement: string, rows: () => Generator<string>) {
  const writable = await sql.unsafe(statement).writable();
  const batched = function* () {
    let buffer = "";
    for (const row of rows()) {
      buffer += row;
      if (buffer.length > 1 << 20) {
        yield buffer;
        buffer = "";
      }
    }
    if (buffer) yield buffer;
  };
  await pipeline(Readable.from(batched()), writable);
}

const one = async <T>(sql: postgres.Sql, text: string): Promise<T> => ((await sql.unsafe(text)) as unknown as T[])[0] as T;

async function main() {
  const sql = postgres(url as string, { max: 1, onnotice: () => {} });
  const started = Date.now();
  const { n: catalogue } = await one<{ n: number }>(sql, "select count(*)::int as n from recipes where owner_id is null");
  const { n: existing } = await one<{ n: number }>(sql, "select count(*)::int as n from recipes where owner_id is not null");
  if (catalogue === 0) throw new Error("generate the catalogue first (generate.ts)");
  if (existing > 0) throw new Error(`the database already holds ${existing} private recipes`);
  const ingredients = (await sql`select id, name from ingredients where owner_id is null order by id`).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
  }));
  const equipment = (await sql`select id from equipment where owner_id is null order by id`).map((r) => Number(r.id));
  const ingredientRank = zipf(ingredients.length);
  const equipmentRank = zipf(equipment.length);

  // Bulk load: no triggers (the change log matters only to running servers, and they are not
  // running) and no per-row foreign key checks; every id below is taken from the tables themselves.
  await sql`set session_replication_role = replica`;

  // People: a password hash nobody can sign in with; the benchmark signs its own people up.
  const firstUser = Number((await one<{ v: string }>(sql, "select coalesce(max(id), 0) + 1 as v from users")).v);
  await copy(sql, "copy users (email, password_hash) from stdin", function* () {
    for (let p = 0; p < PEOPLE; p += 1) yield line([`scale-${p + 1}@bench.test`, "!bench-no-login"]);
  });
  const people = (await sql`select id from users where email like 'scale-%@bench.test' order by id`).map((r) => Number(r.id));
  if (people.length !== PEOPLE || people[0] !== firstUser) throw new Error("people were not numbered consecutively");

  // How many recipes each person holds.
  const counts: number[] = [];
  let left = RECIPES;
  for (let p = 0; p < PEOPLE; p += 1) {
    const want = p === 0 ? FIRST_PERSON_RECIPES : p === PEOPLE - 1 ? left : Math.min(left, 1 + Math.floor(random() * 99));
    counts.push(Math.max(0, want));
    left -= counts[p] as number;
  }
  if (left > 0) counts[PEOPLE - 1] = (counts[PEOPLE - 1] as number) + left;

  // Each person also has two items of their own (ADR 014), used by some of their recipes.
  await copy(sql, "copy ingredients (owner_id, name) from stdin", function* () {
    for (const id of people) for (let k = 1; k <= 2; k += 1) yield line([id, `house blend ${k}`]);
  });
  const ownItems = new Map<number, { id: number; name: string }[]>();
  for (const r of await sql`select id, owner_id, name from ingredients where owner_id is not null order by id`) {
    const list = ownItems.get(Number(r.owner_id)) ?? [];
    list.push({ id: Number(r.id), name: String(r.name) });
    ownItems.set(Number(r.owner_id), list);
  }

  const firstRecipe = Number((await one<{ v: string }>(sql, "select coalesce(max(id), 0) + 1 as v from recipes")).v);
  let made = 0;
  await copy(
    sql,
    "copy recipes (owner_id, title, servings, prep_time_min, wait_time_min, cook_time_min, total_time_min, calories, fat, sat_fat, carbs, fiber, sugar, protein, data_source) from stdin",
    function* () {
      for (let p = 0; p < PEOPLE; p += 1) {
        for (let k = 0; k < (counts[p] as number); k += 1) {
          made += 1;
          const prep = 5 + Math.floor(random() * 40);
          const cook = Math.floor(random() * 120);
          const unknown = random() < 0.3;
          const n = (v: number) => (unknown ? null : Math.round(v * 10) / 10);
          yield line([
            people[p] as number,
            `${pick(TITLE_A)} ${pick(TITLE_B)} ${pick(TITLE_C)} ${made}`,
            1 + Math.floor(random() * 6),
            prep,
            0,
            cook,
            prep + cook,
            n(100 + random() * 900),
            n(random() * 50),
            n(random() * 15),
            n(random() * 100),
            n(random() * 15),
            n(random() * 40),
            n(random() * 60),
            "user",
          ]);
        }
      }
    },
  );
  const { max: lastRecipe } = await one<{ max: number }>(sql, "select max(id)::int as max from recipes");
  if (lastRecipe !== firstRecipe + RECIPES - 1) throw new Error("recipes were not numbered consecutively");
  process.stdout.write(`people and recipes in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

  await copy(sql, "copy recipe_sections (recipe_id, position, name) from stdin", function* () {
    for (let id = firstRecipe; id <= lastRecipe; id += 1) yield line([id, 0, ""]);
  });
  const { min: firstSection } = await one<{ min: number }>(
    sql,
    `select min(id)::int as min from recipe_sections where recipe_id >= ${firstRecipe}`,
  );

  // Owner per recipe, by position from the first private recipe.
  const owners = new Int32Array(RECIPES);
  {
    let at = 0;
    for (let p = 0; p < PEOPLE; p += 1) for (let k = 0; k < (counts[p] as number); k += 1) owners[at++] = people[p] as number;
  }
  let lines = 0;
  await copy(
    sql,
    "copy recipe_ingredients (recipe_id, section_id, position, ingredient_id, name, quantity, unit, optional) from stdin",
    function* () {
      for (let id = firstRecipe; id <= lastRecipe; id += 1) {
        const want = 3 + Math.floor(random() * 8);
        const chosen = new Map<number, string>();
        while (chosen.size < want) {
          const item = ingredients[ingredientRank()] as { id: number; name: string };
          chosen.set(item.id, item.name);
        }
        if (random() < 0.2) {
          const own = pick(ownItems.get(owners[id - firstRecipe] as number) ?? []);
          if (own) chosen.set(own.id, own.name);
        }
        let position = 0;
        for (const [ingredient, name] of chosen) {
          yield line([id, firstSection + (id - firstRecipe), position++, ingredient, name, "1", "units", random() < 0.1]);
        }
        lines += chosen.size;
      }
    },
  );
  await copy(sql, "copy recipe_equipment (recipe_id, equipment_id, position) from stdin", function* () {
    for (let id = firstRecipe; id <= lastRecipe; id += 1) {
      const tools = new Set<number>();
      const count = Math.floor(random() * 3);
      while (tools.size < count) tools.add(equipment[equipmentRank()] as number);
      let position = 0;
      for (const tool of tools) yield line([id, tool, position++]);
    }
  });
  await copy(sql, "copy recipe_tags (recipe_id, tag, position) from stdin", function* () {
    for (let id = firstRecipe; id <= lastRecipe; id += 1) {
      const tags = new Set<string>();
      const count = Math.floor(random() * 3);
      while (tags.size < count) tags.add(pick(TAGS));
      let position = 0;
      for (const tag of tags) yield line([id, tag, position++]);
    }
  });
  await sql`set session_replication_role = origin`;
  await sql`analyze`;
  console.log(
    `added ${PEOPLE} people, ${RECIPES} private recipes, ${lines} ingredient lines in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await sql.end();
}

await main();
