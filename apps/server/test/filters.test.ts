import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = { auth: Record<string, string> };
interface Row {
  id: number;
  order: number;
  component_id: string;
  header_title: string;
  filters: unknown[];
}

async function rows(who: Who): Promise<Row[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/users-filters", headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Row[];
}

async function add(who: Who, payload: Record<string, unknown> = {}): Promise<Row> {
  const res = await t.app.inject({ method: "POST", url: "/api/users-filters", headers: who.auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Row;
}

const move = (who: Who, id: number, newOrder: number | string) =>
  t.app.inject({ method: "POST", url: "/api/update-filter-order", headers: who.auth, payload: { id, newOrder } });

/** A new account with its starter rows deleted, so each test counts only the rows it adds. */
async function userWithoutRows(): Promise<Who> {
  const user = await signUpAndLogIn(t.app);
  for (const row of await rows(user)) {
    const res = await t.app.inject({ method: "DELETE", url: `/api/users-filters/${row.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
  }
  return user;
}

const titlesInOrder = async (who: Who) => (await rows(who)).map((r) => [r.order, r.header_title]);

describe("saved filter rows", () => {
  it("starts a new account with the starter rows, which it can rename, change and delete", async () => {
    const user = await signUpAndLogIn(t.app);
    const starter = await rows(user);
    expect(starter.map((r) => [r.order, r.component_id, r.header_title])).toEqual([
      [1, "search1", "Quick dinners"],
      [2, "search2", "Cook now with what you have"],
      [3, "search3", "Vegetarian"],
      [4, "search4", "All recipes"],
    ]);
    expect(starter[0]?.filters).toEqual([
      { filterType: "tags", operator: "", value: "main", checked: false, order: 1 },
      { filterType: "total_time_min", operator: "<=", value: 30, checked: false, order: 2 },
    ]);
    const trpcList = await t.app.inject({ method: "GET", url: "/trpc/filters.list", headers: user.auth });
    expect((trpcList.json() as { result: { data: Row[] } }).result.data.map((r) => r.header_title)).toEqual(
      starter.map((r) => r.header_title),
    );

    const [quick, , vegetarian] = starter as [Row, Row, Row, Row];
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/users-filters/${vegetarian.id}`,
      headers: user.auth,
      payload: { header_title: "Meat-free" },
    });
    expect(renamed.statusCode).toBe(200);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/users-filters/${quick.id}`, headers: user.auth });
    expect(removed.statusCode).toBe(200);
    expect(await titlesInOrder(user)).toEqual([
      [1, "Cook now with what you have"],
      [2, "Meat-free"],
      [3, "All recipes"],
    ]);
    // Another account's starter rows are its own: the first person's changes touch nothing of theirs.
    const other = await signUpAndLogIn(t.app);
    expect((await rows(other)).map((r) => r.header_title)).toEqual([
      "Quick dinners",
      "Cook now with what you have",
      "Vegetarian",
      "All recipes",
    ]);
  });

  it("adds rows with the defaults: 'New Filter', search<N>, order N", async () => {
    const user = await userWithoutRows();
    const first = await add(user);
    expect(first).toMatchObject({ order: 1, component_id: "search1", header_title: "New Filter", filters: [] });
    const second = await add(user, { header_title: "   ", filters: [{ filterType: "calories", operator: "<=", value: "500", order: 1 }] });
    expect(second).toMatchObject({ order: 2, component_id: "search2", header_title: "Recipes" });
    expect(second.filters).toEqual([{ filterType: "calories", operator: "<=", value: "500", checked: false, order: 1 }]);
    const third = await add(user, { header_title: " Quick ", component_id: "custom7" });
    expect(third).toMatchObject({ order: 3, component_id: "custom7", header_title: "Quick" });
  });

  it("updates the title (blank falls back to 'Recipes') and the filters", async () => {
    const user = await userWithoutRows();
    const row = await add(user);
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/users-filters/${row.id}`,
      headers: user.auth,
      payload: { header_title: "Dinners" },
    });
    expect(renamed.json()).toMatchObject({ id: row.id, header_title: "Dinners", filters: [] });
    const filters = [
      { filterType: "maxMissingIngredients", operator: "", value: "2", checked: false, order: 1 },
      { filterType: "filterByEquipment", operator: "", value: "", checked: true, order: 2 },
    ];
    const refiltered = await t.app.inject({
      method: "PUT",
      url: `/api/users-filters/${row.id}`,
      headers: user.auth,
      payload: { header_title: "  ", filters },
    });
    expect(refiltered.json()).toMatchObject({ header_title: "Recipes", filters });
    expect((await rows(user))[0]).toMatchObject({ header_title: "Recipes", filters });
  });

  it("rejects a filter it does not know, naming the field", async () => {
    const user = await userWithoutRows();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users-filters",
      headers: user.auth,
      payload: { filters: [{ filterType: "colour", value: "red", order: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/filterType/);
  });

  it("keeps order 1..N through moves (clamped) and deletes", async () => {
    const user = await userWithoutRows();
    const [a, b, c, d] = [
      await add(user, { header_title: "A" }),
      await add(user, { header_title: "B" }),
      await add(user, { header_title: "C" }),
      await add(user, { header_title: "D" }),
    ];
    if (!a || !b || !c || !d) throw new Error("rows missing");
    expect((await move(user, c.id, 2)).statusCode).toBe(200);
    expect(await titlesInOrder(user)).toEqual([
      [1, "A"],
      [2, "C"],
      [3, "B"],
      [4, "D"],
    ]);
    await move(user, a.id, 99);
    expect(await titlesInOrder(user)).toEqual([
      [1, "C"],
      [2, "B"],
      [3, "D"],
      [4, "A"],
    ]);
    await move(user, a.id, -4);
    expect(await titlesInOrder(user)).toEqual([
      [1, "A"],
      [2, "C"],
      [3, "B"],
      [4, "D"],
    ]);
    const del = await t.app.inject({ method: "DELETE", url: `/api/users-filters/${c.id}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect(await titlesInOrder(user)).toEqual([
      [1, "A"],
      [2, "B"],
      [3, "D"],
    ]);
    const next = await add(user, { header_title: "E" });
    expect(next).toMatchObject({ order: 4, component_id: "search4" });
    await t.app.inject({ method: "DELETE", url: `/api/users-filters/${a.id}`, headers: user.auth });
    expect(await titlesInOrder(user)).toEqual([
      [1, "B"],
      [2, "D"],
      [3, "E"],
    ]);
  });

  it("keeps order 1..N when adds, moves and deletes arrive at once", async () => {
    const user = await userWithoutRows();
    const start = [];
    for (let i = 0; i < 6; i += 1) start.push(await add(user, { header_title: `R${i}` }));
    await Promise.all([
      add(user, { header_title: "X1" }),
      add(user, { header_title: "X2" }),
      move(user, start[0]!.id, 5),
      move(user, start[5]!.id, 1),
      t.app.inject({ method: "DELETE", url: `/api/users-filters/${start[2]!.id}`, headers: user.auth }),
      move(user, start[3]!.id, 2),
      t.app.inject({ method: "DELETE", url: `/api/users-filters/${start[4]!.id}`, headers: user.auth }),
      add(user, { header_title: "X3" }),
    ]);
    const after = await rows(user);
    expect(after).toHaveLength(7);
    expect(after.map((r) => r.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("gives another user 404 for every row operation and changes nothing", async () => {
    const owner = await userWithoutRows();
    const stranger = await userWithoutRows();
    const row = await add(owner, { header_title: "Mine" });
    await add(owner, { header_title: "Second" });
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/users-filters/${row.id}`,
      headers: stranger.auth,
      payload: { header_title: "Hacked" },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: "DELETE", url: `/api/users-filters/${row.id}`, headers: stranger.auth });
    expect(del.statusCode).toBe(404);
    expect((await move(stranger, row.id, 2)).statusCode).toBe(404);
    expect(await rows(stranger)).toEqual([]);
    expect(await titlesInOrder(owner)).toEqual([
      [1, "Mine"],
      [2, "Second"],
    ]);
  });

  it("needs a signed-in user and a numeric id", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/users-filters" })).statusCode).toBe(401);
    const user = await userWithoutRows();
    const res = await t.app.inject({ method: "DELETE", url: "/api/users-filters/abc", headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/id/);
    const bad = await move(user, 1, "abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/newOrder/);
  });
});
