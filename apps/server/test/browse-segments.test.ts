import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { ingredientIdOf, ownIngredients } from "./browse-fixtures";

/**
 * Enough recipes for the Browse index to hold several column segments (ADR 050). Every answer is
 * checked against the same question asked of the database in SQL, before and after edits, deletes
 * and additions spread over the segments.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUpAndLogIn>>;
const COUNT = 10_000;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await t.handle.db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

beforeAll(async () => {
  t = await startTestApp();
  user = await signUpAndLogIn(t.app);
  for (let i = 1; i <= 12; i += 1) await ingredientIdOf(t.handle.db, `seg ingredient ${i}`);
  await t.handle.db.execute(sql`
    insert into recipes (title, servings, calories, total_time_min, data_source)
    select 'Segment dish ' || g, 1 + g % 4, g % 1000, g % 90, 'catalog' from generate_series(1, ${COUNT}) g`);
  await t.handle.db.execute(
    sql`insert into recipe_sections (recipe_id, position, name) select id, 0, '' from recipes where title like 'Segment dish %'`,
  );
  // Each recipe needs three of the twelve ingredients, picked from its id, and one optional.
  await t.handle.db.execute(sql`
    insert into recipe_ingredients (recipe_id, section_id, position, ingredient_id, name, quantity, unit, optional)
    select s.recipe_id, s.id, k, i.id, i.name, '1', 'units', k = 3
    from recipe_sections s
    cross join generate_series(0, 3) k
    join ingredients i on i.name = 'seg ingredient ' || (1 + (s.recipe_id * (k + 3) + k) % 12)
    join recipes r on r.id = s.recipe_id and r.title like 'Segment dish %'
    on conflict do nothing`);
  await ownIngredients(t.handle.db, user.user.id, [
    "seg ingredient 1",
    "seg ingredient 2",
    "seg ingredient 3",
    "seg ingredient 5",
    "seg ingredient 8",
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function api(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes?${query}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { recipes: { id: number }[]; total: number };
  return { ids: body.recipes.map((r) => r.id), total: body.total };
}

/** The same listings asked of the database directly. */
async function expected(where: SQL, limit: number, offset: number) {
  const all = await rows<{ id: number }>(
    sql`select r.id from recipes r where (r.owner_id is null or r.owner_id = ${user.user.id}) and ${where} order by r.id`,
  );
  const ids = all.map((r) => Number(r.id));
  return { ids: ids.slice(offset, offset + limit), total: ids.length };
}

const missingAtMost = (n: number) => sql`(
  select count(distinct ri.ingredient_id) from recipe_ingredients ri
  where ri.recipe_id = r.id and not ri.optional
    and ri.ingredient_id not in (select ingredient_id from user_ingredients where user_id = ${user.user.id})
) <= ${n}`;

async function checkAll() {
  expect(await api("min_calories=500&max_calories=520&limit=500")).toEqual(await expected(sql`r.calories between 500 and 520`, 500, 0));
  expect(await api("maxMissingIngredients=1&limit=100&offset=4050")).toEqual(await expected(missingAtMost(1), 100, 4050));
  expect(await api("maxMissingIngredients=0&max_total_time_min=30&limit=500&offset=20")).toEqual(
    await expected(sql`${missingAtMost(0)} and r.total_time_min <= 30`, 500, 20),
  );
  expect(await api("search=dish%2099&limit=200")).toEqual(await expected(sql`lower(r.title) like '%dish 99%'`, 200, 0));
}

describe("the Browse index over several segments", () => {
  it("answers exactly what the database says, before and after changes across segments", async () => {
    await checkAll();
    const [{ min } = { min: 0 }] = await rows<{ min: number }>(sql`select min(id) as min from recipes where title like 'Segment dish %'`);
    const first = Number(min);
    // Edits in the first segment, deletes in the second and third, additions at the end.
    await t.handle.db.execute(sql`update recipes set calories = 510 where id between ${first + 10} and ${first + 40}`);
    await t.handle.db.execute(
      sql`delete from recipes where id between ${first + 4100} and ${first + 4300} or id between ${first + 8200} and ${first + 8210}`,
    );
    await t.handle.db.execute(sql`
      insert into recipes (title, servings, calories, total_time_min, data_source)
      select 'Segment dish extra ' || g, 2, 505, 10, 'catalog' from generate_series(1, 3000) g`);
    await t.handle.db.execute(sql`
      delete from recipe_ingredients where recipe_id between ${first + 5000} and ${first + 5050} and not optional`);
    await checkAll();
    await ownIngredients(t.handle.db, user.user.id, ["seg ingredient 4"]);
    await checkAll();
  });
});
