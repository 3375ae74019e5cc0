import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql, type SQL } from "drizzle-orm";
import { cartRecipes, carts } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { equipmentIdOf, ingredientIdOf, ownEquipment, ownIngredients } from "./browse-fixtures";

/**
 * The shared catalogue lives in the Browse index and a person's own recipes are read per request
 * (ADR 082). Here the two interleave in id order (and own recipes also come in long runs), over
 * more than one catalogue segment, and random combinations of every Browse filter, scope and page
 * are checked against the same question asked of the database in SQL, for the owner, another
 * person and a visitor, before and after changes to own and catalogue recipes.
 */
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUpAndLogIn>>;
let bob: Awaited<ReturnType<typeof signUpAndLogIn>>;
const COUNT = 12_000;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await t.handle.db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
  const db = t.handle.db;
  const a = alice.user.id;
  const b = bob.user.id;
  for (let i = 1; i <= 16; i += 1) await ingredientIdOf(db, `mix ingredient ${i}`);
  for (let i = 1; i <= 6; i += 1) await equipmentIdOf(db, `mix tool ${i}`);
  for (let i = 1; i <= 3; i += 1) await ingredientIdOf(db, `alice herb ${i}`, a);
  for (let i = 1; i <= 2; i += 1) await ingredientIdOf(db, `bob herb ${i}`, b);
  await equipmentIdOf(db, "alice press", a);
  // Owners interleave (catalogue, Alice, Bob) with a long run of Alice's inside a catalogue segment.
  await db.execute(sql`
    insert into recipes (owner_id, title, servings, calories, protein, total_time_min, data_source, data_source_name)
    select case when g between 5000 and 5400 then ${a}::int when g % 7 in (1, 2) then ${a}::int when g % 7 = 3 then ${b}::int else null end,
           'Mix ' || (array['stew', 'pie', 'soup', 'salad', 'tart'])[1 + g % 5] || ' ' || g,
           1 + g % 4,
           case when g % 11 = 0 then null else (g * 37) % 900 end,
           case when g % 13 = 0 then null else (g * 13) % 60 end,
           g % 90,
           case when g between 5000 and 5400 or g % 7 in (1, 2, 3) then 'user' else 'catalog' end,
           case g % 3 when 0 then 'Grandma' else null end
    from generate_series(1, ${COUNT}) g`);
  await db.execute(sql`insert into recipe_sections (recipe_id, position, name) select id, 0, '' from recipes where title like 'Mix %'`);
  // Four lines from the sixteen shared ingredients, the fourth optional; every fourth own recipe
  // also uses one of its owner's own items.
  await db.execute(sql`
    insert into recipe_ingredients (recipe_id, section_id, position, ingredient_id, name, quantity, unit, optional)
    select s.recipe_id, s.id, k, i.id, i.name, '1', 'units', k = 3
    from recipe_sections s
    cross join generate_series(0, 3) k
    join ingredients i on i.owner_id is null and i.name = 'mix ingredient ' || (1 + (s.recipe_id * (k + 3) + k * 5) % 16)
    join recipes r on r.id = s.recipe_id and r.title like 'Mix %'
    on conflict do nothing`);
  await db.execute(sql`
    insert into recipe_ingredients (recipe_id, section_id, position, ingredient_id, name, quantity, unit, optional)
    select s.recipe_id, s.id, 4, i.id, i.name, '1', 'units', s.recipe_id % 8 = 0
    from recipe_sections s
    join recipes r on r.id = s.recipe_id and r.title like 'Mix %' and r.owner_id is not null and r.id % 4 = 0
    join ingredients i on i.owner_id = r.owner_id
      and i.name = case when r.owner_id = ${a} then 'alice herb ' || (1 + r.id % 3) else 'bob herb ' || (1 + r.id % 2) end`);
  await db.execute(sql`
    insert into recipe_equipment (recipe_id, equipment_id, position)
    select r.id, e.id, k
    from recipes r cross join generate_series(0, 1) k
    join equipment e on e.owner_id is null and e.name = 'mix tool ' || (1 + (r.id * (k + 2)) % 6)
    where r.title like 'Mix %' and k < r.id % 3
    on conflict do nothing`);
  await db.execute(sql`
    insert into recipe_equipment (recipe_id, equipment_id, position)
    select r.id, e.id, 5 from recipes r join equipment e on e.owner_id = ${a} and e.name = 'alice press'
    where r.title like 'Mix %' and r.owner_id = ${a} and r.id % 9 = 0`);
  await db.execute(sql`
    insert into recipe_tags (recipe_id, tag, position)
    select r.id, (array['dinner', 'Quick', 'soup', 'Weekend'])[1 + (r.id * (k + 1)) % 4], k
    from recipes r cross join generate_series(0, 1) k
    where r.title like 'Mix %' and k <= r.id % 2
    on conflict do nothing`);
  await ownIngredients(db, a, [
    "mix ingredient 1",
    "mix ingredient 2",
    "mix ingredient 3",
    "mix ingredient 5",
    "mix ingredient 8",
    "mix ingredient 13",
    "alice herb 1",
  ]);
  await ownEquipment(db, a, ["mix tool 1", "mix tool 2", "mix tool 3", "alice press"]);
  await ownIngredients(db, b, ["mix ingredient 2", "mix ingredient 4", "bob herb 1"]);
  // Alice's cart holds catalogue recipes, her own and (by id) one of Bob's, which she cannot see.
  const picked = await rows<{ id: number }>(sql`select id from recipes where title like 'Mix %' and id % 37 = 0 order by id`);
  const [cart] = await db.insert(carts).values({ userId: a, name: "Mixed week" }).returning();
  if (!cart) throw new Error("cart insert failed");
  await db.insert(cartRecipes).values(picked.map((r) => ({ cartId: cart.id, recipeId: Number(r.id), quantity: 1 })));
}, 240_000);
afterAll(async () => {
  await t.close();
});

type Who = "alice" | "bob" | "visitor";
const userOf = (who: Who) => (who === "alice" ? alice.user.id : who === "bob" ? bob.user.id : null);
const authOf = (who: Who) => (who === "alice" ? alice.auth : who === "bob" ? bob.auth : {});

interface Question {
  scope?: "mine";
  search?: string;
  minCalories?: number;
  maxCalories?: number;
  minProtein?: number;
  maxTotal?: number;
  maxMissing?: number;
  byEquipment?: boolean;
  byCart?: boolean;
  ingredients?: string[];
  ingredientsPartial?: boolean;
  equipment?: string[];
  equipmentPartial?: boolean;
  tags?: string[];
  dataSource?: "catalog" | "user";
  dataSourceName?: string;
}

function queryString(q: Question, offset: number, limit: number): string {
  const p = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (q.scope) p.set("scope", q.scope);
  if (q.search !== undefined) p.set("search", q.search);
  if (q.minCalories !== undefined) p.set("min_calories", String(q.minCalories));
  if (q.maxCalories !== undefined) p.set("max_calories", String(q.maxCalories));
  if (q.minProtein !== undefined) p.set("min_protein", String(q.minProtein));
  if (q.maxTotal !== undefined) p.set("max_total_time_min", String(q.maxTotal));
  if (q.maxMissing !== undefined) p.set("maxMissingIngredients", String(q.maxMissing));
  if (q.byEquipment) p.set("filterByEquipment", "true");
  if (q.byCart) p.set("filterByGrocerycart", "true");
  if (q.ingredients) p.set("filterIngredients", q.ingredients.join(","));
  if (q.ingredientsPartial) p.set("ingredientsPartial", "true");
  if (q.equipment) p.set("filterEquipment", q.equipment.join(","));
  if (q.equipmentPartial) p.set("equipmentPartial", "true");
  if (q.tags) p.set("tags", q.tags.join(","));
  if (q.dataSource) p.set("data_source", q.dataSource);
  if (q.dataSourceName) p.set("data_source_name", q.dataSourceName);
  return p.toString();
}

async function api(who: Who, q: Question, offset: number, limit: number) {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes?${queryString(q, offset, limit)}`, headers: authOf(who) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { recipes: { id: number; is_owner: boolean }[]; total: number };
  return { ids: body.recipes.map((r) => r.id), owned: body.recipes.filter((r) => r.is_owner).map((r) => r.id), total: body.total };
}

/** Every id the question matches for `who`, ascending, and which of them are theirs: asked in SQL. */
async function expected(who: Who, q: Question): Promise<{ ids: number[]; owned: Set<number> }> {
  const user = userOf(who);
  const where: SQL[] = [];
  if (user === null) where.push(sql`r.owner_id is null`);
  else if (q.scope === "mine") where.push(sql`r.owner_id = ${user}`);
  else where.push(sql`(r.owner_id is null or r.owner_id = ${user})`);
  if (q.search !== undefined) where.push(sql`strpos(lower(r.title), ${q.search.trim().toLowerCase()}) > 0`);
  if (q.minCalories !== undefined) where.push(sql`r.calories >= ${q.minCalories}`);
  if (q.maxCalories !== undefined) where.push(sql`r.calories <= ${q.maxCalories}`);
  if (q.minProtein !== undefined) where.push(sql`r.protein >= ${q.minProtein}`);
  if (q.maxTotal !== undefined) where.push(sql`r.total_time_min <= ${q.maxTotal}`);
  const owner = user ?? -1;
  if (q.maxMissing !== undefined) {
    where.push(sql`(select count(distinct ri.ingredient_id) from recipe_ingredients ri
      where ri.recipe_id = r.id and not ri.optional
        and ri.ingredient_id not in (select ingredient_id from user_ingredients where user_id = ${owner})) <= ${q.maxMissing}`);
  }
  if (q.byEquipment) {
    where.push(sql`not exists (select 1 from recipe_equipment re where re.recipe_id = r.id
      and re.equipment_id not in (select equipment_id from user_equipment where user_id = ${owner}))`);
  }
  if (q.byCart) {
    where.push(sql`r.id in (select cr.recipe_id from cart_recipes cr join carts c on c.id = cr.cart_id where c.user_id = ${owner})`);
  }
  for (const name of q.ingredients ?? []) {
    const match = q.ingredientsPartial ? sql`strpos(lower(i.name), ${name}) > 0` : sql`lower(i.name) = ${name}`;
    where.push(
      sql`exists (select 1 from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = r.id and ${match})`,
    );
  }
  for (const name of q.equipment ?? []) {
    const match = q.equipmentPartial ? sql`strpos(lower(e.name), ${name}) > 0` : sql`lower(e.name) = ${name}`;
    where.push(
      sql`exists (select 1 from recipe_equipment re join equipment e on e.id = re.equipment_id where re.recipe_id = r.id and ${match})`,
    );
  }
  for (const tag of q.tags ?? [])
    where.push(sql`exists (select 1 from recipe_tags rt where rt.recipe_id = r.id and lower(rt.tag) = ${tag.toLowerCase()})`);
  if (q.dataSource) where.push(sql`r.data_source = ${q.dataSource}`);
  if (q.dataSourceName) where.push(sql`r.data_source_name = ${q.dataSourceName}`);
  const found = await rows<{ id: number; owner_id: number | null }>(
    sql`select r.id, r.owner_id from recipes r where ${sql.join(where, sql` and `)} order by r.id`,
  );
  return {
    ids: found.map((r) => Number(r.id)),
    owned: new Set(found.filter((r) => r.owner_id !== null && Number(r.owner_id) === user).map((r) => Number(r.id))),
  };
}

const anyQuestion = fc.record({
  scope: fc.constant("mine" as const),
  search: fc.constantFrom("stew", "mix p", "1", "23", "tart 5", "salad 40", "MIX"),
  minCalories: fc.integer({ min: 0, max: 900 }),
  maxCalories: fc.integer({ min: 0, max: 900 }),
  minProtein: fc.integer({ min: 0, max: 60 }),
  maxTotal: fc.integer({ min: 0, max: 90 }),
  maxMissing: fc.integer({ min: 0, max: 4 }),
  byEquipment: fc.boolean(),
  byCart: fc.boolean(),
  ingredients: fc.uniqueArray(fc.constantFrom("mix ingredient 1", "mix ingredient 7", "alice herb 2", "bob herb 1", "mix ingredient 16"), {
    minLength: 1,
    maxLength: 2,
  }),
  ingredientsPartial: fc.boolean(),
  equipment: fc.uniqueArray(fc.constantFrom("mix tool 2", "mix tool 5", "alice press", "tool"), { minLength: 1, maxLength: 2 }),
  equipmentPartial: fc.boolean(),
  tags: fc.uniqueArray(fc.constantFrom("dinner", "quick", "SOUP", "weekend"), { minLength: 1, maxLength: 2 }),
  dataSource: fc.constantFrom("catalog" as const, "user" as const),
  dataSourceName: fc.constant("Grandma"),
});
/** Up to four filters at a time, so most questions match something. */
const question: fc.Arbitrary<Question> = anyQuestion.chain((all) =>
  fc
    .subarray(Object.keys(all) as (keyof Question)[], { maxLength: 4 })
    .map((keys) => Object.fromEntries(keys.map((k) => [k, all[k]])) as Question),
);

/** Pages whose edges sit where own and catalogue recipes meet, at the very end, or anywhere. */
const paging = fc.record({
  mode: fc.constantFrom("boundary", "end", "anywhere", "first"),
  pick: fc.nat(),
  limit: fc.constantFrom(1, 2, 3, 7, 48, 500),
});

function offsetFor(ids: number[], owned: Set<number>, p: { mode: string; pick: number }): number {
  if (p.mode === "first") return 0;
  if (p.mode === "end") return Math.max(0, ids.length - (p.pick % 4));
  if (p.mode === "anywhere") return p.pick % (ids.length + 5);
  const edges: number[] = [];
  for (let i = 1; i < ids.length; i += 1) if (owned.has(ids[i] as number) !== owned.has(ids[i - 1] as number)) edges.push(i);
  if (edges.length === 0) return p.pick % (ids.length + 1);
  return Math.max(0, (edges[p.pick % edges.length] as number) - (p.pick % 3));
}

async function checkRandom(runs: number, seed: number) {
  let matched = 0;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom<Who>("alice", "alice", "bob", "visitor"), question, paging, async (who, q, p) => {
      if (who === "visitor" && q.scope === "mine") {
        // A visitor owns nothing: "my recipes" needs a sign-in (ADR 119), never the catalogue.
        const res = await t.app.inject({ method: "GET", url: `/api/recipes?${queryString(q, 0, p.limit)}` });
        expect(res.statusCode, res.body).toBe(401);
        return;
      }
      const want = await expected(who, q);
      const offset = offsetFor(want.ids, want.owned, p);
      const got = await api(who, q, offset, p.limit);
      const page = want.ids.slice(offset, offset + p.limit);
      if (page.length > 0) matched += 1;
      expect(got).toEqual({ ids: page, owned: page.filter((id) => want.owned.has(id)), total: want.ids.length });
    }),
    { numRuns: runs, seed },
  );
  // The questions are not vacuous: most pages hold recipes.
  expect(matched).toBeGreaterThan(runs / 3);
}

describe("Browse over the catalogue index and own recipes read per request", () => {
  it("answers random filter combinations and pages exactly as SQL does", async () => {
    await checkRandom(120, 20261123);
  }, 600_000);

  it("pages one at a time through a run of own recipes inside a catalogue segment, and across segment edges", async () => {
    const q: Question = { search: "mix" };
    const want = await expected("alice", q);
    let runStart = 0;
    for (let i = 0; i + 50 < want.ids.length; i += 1) {
      if (want.ids.slice(i, i + 50).every((id) => want.owned.has(id))) {
        runStart = i;
        break;
      }
    }
    expect(runStart).toBeGreaterThan(0);
    // Around the long run of Alice's, around catalogue segment edges (4,096 catalogue recipes each), and past the end.
    const catalogueSeen: number[] = [];
    want.ids.forEach((id, at) => {
      if (!want.owned.has(id)) catalogueSeen.push(at);
    });
    const offsets = [
      runStart - 1,
      runStart,
      runStart + 1,
      catalogueSeen[4095] ?? 0,
      (catalogueSeen[4096] ?? 0) - 1,
      catalogueSeen[4096] ?? 0,
      want.ids.length - 1,
      want.ids.length,
      want.ids.length + 10,
    ];
    for (const offset of offsets) {
      for (const limit of [1, 5, 48]) {
        const got = await api("alice", q, Math.max(0, offset), limit);
        expect(got.ids).toEqual(want.ids.slice(Math.max(0, offset), Math.max(0, offset) + limit));
        expect(got.total).toBe(want.ids.length);
      }
    }
  }, 120_000);

  it("stays exact after own and catalogue recipes change, move between owners, and are deleted", async () => {
    // Warm Alice's own recipes, then change them behind the server's back.
    await checkRandom(10, 7);
    const a = alice.user.id;
    const b = bob.user.id;
    await t.handle.db.execute(sql`delete from recipes where title like 'Mix %' and owner_id = ${a} and id % 10 = 0`);
    await t.handle.db.execute(
      sql`update recipes set title = title || ' renamed stew', calories = 123 where title like 'Mix %' and owner_id = ${a} and id % 10 = 1`,
    );
    await t.handle.db.execute(
      sql`update recipes set owner_id = ${a}, data_source = 'user' where title like 'Mix %' and owner_id is null and id % 50 = 4`,
    );
    await t.handle.db.execute(sql`update recipes set owner_id = ${b} where title like 'Mix %' and owner_id = ${a} and id % 50 = 2`);
    await t.handle.db.execute(
      sql`update recipes set owner_id = null, data_source = 'catalog' where title like 'Mix %' and owner_id = ${b} and id % 50 = 3`,
    );
    await t.handle.db.execute(
      sql`delete from recipe_ingredients where recipe_id in (select id from recipes where title like 'Mix %' and owner_id = ${a} and id % 10 = 3) and not optional`,
    );
    await t.handle.db.execute(sql`
      insert into recipes (owner_id, title, servings, calories, total_time_min, data_source)
      select ${a}::int, 'Mix added stew ' || g, 2, 300, 20, 'user' from generate_series(1, 40) g`);
    await checkRandom(60, 99);
    await ownIngredients(t.handle.db, a, ["mix ingredient 7", "alice herb 2"]);
    await checkRandom(30, 5);
  }, 600_000);
});
