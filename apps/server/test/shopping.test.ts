import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFoodsLoaded } from "@simmer/api";
import { startTestApp, signUpAndLogIn, type TestApp } from "./harness";
import { insertFixtureRecipe, own } from "./carts-fixtures";
import { add, apply, at, finish, itemNamed, list, move, personWithList, regenerate, remove, send, tick, uuid } from "./shopping-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await ensureFoodsLoaded(t.handle.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the shopping list", () => {
  it("shows each needed line once with its uid, amount, recipes, section and version, and leaves owned lines out", async () => {
    const cook = await personWithList(t);
    const shown = await list(t, cook.auth);
    expect(shown.items.map((i) => [i.name, i.display_text, i.section, i.source, i.version, i.in_basket])).toEqual([
      ["black pepper", "1 teaspoon black pepper", "spices", "recipe", 0, false],
      ["butter", "1 tablespoon butter", "dairy and eggs", "recipe", 0, false],
      ["carrots", "2 carrots", "produce", "recipe", 0, false],
    ]);
    expect(shown.items.every((i) => /^[0-9a-f-]{36}$/.test(i.uid) && i.recipes[0] === cook.recipeTitle)).toBe(true);
    expect(typeof shown.list_version).toBe("number");
    expect(Number.isNaN(Date.parse(shown.server_time))).toBe(false);

    // A line of something already in Your Kitchen is on the Grocery List as owned, not in shopping mode.
    const pantry = await personWithList(t, [
      { name: "black pepper", quantity: "1", unit: "teaspoons" },
      { name: "carrots", quantity: "1", unit: "units" },
    ]);
    await own(t.handle.db, pantry.user.id, ["black pepper"]);
    await regenerate(t, pantry.auth, pantry.cartId);
    expect((await list(t, pantry.auth)).items.map((i) => i.name)).toEqual(["carrots"]);
  });

  it("keeps the original Grocery List working: needs, haves and the send toggle", async () => {
    const cook = await personWithList(t);
    const grocery = (await t.app.inject({ method: "GET", url: "/api/grocery-ingredient", headers: cook.auth })).json() as {
      userNeeds: Array<{ id: number; send_off: boolean }>;
      userHas: unknown[];
    };
    expect(grocery.userNeeds).toHaveLength(3);
    expect(Object.keys(grocery.userNeeds[0] ?? {}).sort()).toEqual([
      "amount_text",
      "apart_reason",
      "brand",
      "id",
      "ingredient_name",
      "optional",
      "parts",
      "quantity",
      "send_off",
      "unit",
    ]);
    const toggled = await t.app.inject({
      method: "PATCH",
      url: `/api/grocery-ingredient/${grocery.userNeeds[0]?.id}/toggle-send-off`,
      headers: cook.auth,
    });
    expect(toggled.json().groceryIngredient.send_off).toBe(false);
  });
});

describe("ticks and per-item versions", () => {
  it("applies a tick with a new version, and refuses an older change as superseded with the current state", async () => {
    const cook = await personWithList(t);
    const carrots = await itemNamed(t, cook.auth, "carrots");
    const ticked = await apply(t, cook.auth, [tick(carrots.uid, 10, carrots.version)]);
    expect(ticked.results[0]).toMatchObject({ status: "applied", item: { uid: carrots.uid, in_basket: true, version: 1 } });

    // A device that still holds version 0 and unticked earlier (by its clock) cannot overwrite it.
    const stale = await apply(t, cook.auth, [tick(carrots.uid, 5, 0, "untick")]);
    expect(stale.results[0]).toMatchObject({ status: "superseded", item: { in_basket: true, version: 1 } });
    expect(await itemNamed(t, cook.auth, "carrots")).toMatchObject({ in_basket: true, version: 1 });

    // Even with the current version, an older time is superseded: the field's time decides.
    const current = await apply(t, cook.auth, [tick(carrots.uid, 9, 1, "untick")]);
    expect(current.results[0]?.status).toBe("superseded");
    expect(current.list_version).toBe(ticked.list_version);
  });

  it("answers a replayed command id as a duplicate and changes nothing", async () => {
    const cook = await personWithList(t);
    const butter = await itemNamed(t, cook.auth, "butter");
    const command = tick(butter.uid, 10);
    const first = await apply(t, cook.auth, [command]);
    const again = await apply(t, cook.auth, [command]);
    expect(first.results[0]).toMatchObject({ status: "applied", item: { version: 1 } });
    expect(again.results[0]).toMatchObject({ id: command.id, status: "duplicate", item: { in_basket: true, version: 1 } });
    expect(again.list_version).toBe(first.list_version);
    // The same id twice in one call: the second is the duplicate.
    const untick = tick(butter.uid, 11, 1, "untick");
    const twice = await apply(t, cook.auth, [untick, untick]);
    expect(twice.results.map((r) => r.status)).toEqual(["applied", "duplicate"]);
    expect((await itemNamed(t, cook.auth, "butter")).version).toBe(2);
  });

  it("adds an item once however often its add is sent, under a new command id or the same", async () => {
    const cook = await personWithList(t);
    const uid = uuid();
    const first = await apply(t, cook.auth, [add("Paper towels", 1, "the big pack", uid)]);
    expect(first.results[0]).toMatchObject({
      status: "applied",
      item: {
        uid,
        name: "Paper towels",
        note: "the big pack",
        source: "added",
        version: 1,
        in_basket: false,
        ingredient_id: null,
        recipes: [],
      },
    });
    const retried = await apply(t, cook.auth, [add("Paper towels", 1, "the big pack", uid)]);
    expect(retried.results[0]).toMatchObject({ status: "duplicate", item: { uid } });
    expect((await list(t, cook.auth)).items.filter((i) => i.name === "Paper towels")).toHaveLength(1);
  });

  it("merges two devices per item: the later device time wins each field, arrival order breaks a tie", async () => {
    const cook = await personWithList(t);
    const [pepper, carrots] = [await itemNamed(t, cook.auth, "black pepper"), await itemNamed(t, cook.auth, "carrots")];
    const phone = uuid();
    const tablet = uuid();
    // The tablet was offline: its untick at :20 arrives after the phone's tick at :30.
    expect((await apply(t, cook.auth, [tick(pepper.uid, 30)], phone)).results[0]?.status).toBe("applied");
    expect((await apply(t, cook.auth, [tick(pepper.uid, 20, 0, "untick")], tablet)).results[0]?.status).toBe("superseded");
    // The phone's later untick at :40 wins; the tablet then moves it, which merges apart from the basket.
    expect((await apply(t, cook.auth, [tick(pepper.uid, 40, 1, "untick")], phone)).results[0]?.item?.in_basket).toBe(false);
    expect((await apply(t, cook.auth, [move(pepper.uid, "pantry", 25)], tablet)).results[0]).toMatchObject({
      status: "applied",
      item: { section: "pantry", in_basket: false },
    });
    // Equal times: the command that arrives later wins.
    await apply(t, cook.auth, [tick(carrots.uid, 50)], phone);
    const tie = await apply(t, cook.auth, [tick(carrots.uid, 50, 1, "untick")], tablet);
    expect(tie.results[0]).toMatchObject({ status: "applied", item: { in_basket: false, version: 2 } });
  });

  it("never loses an add or a tick made on another device at the same time", async () => {
    const cook = await personWithList(t);
    const carrots = await itemNamed(t, cook.auth, "carrots");
    const phone = uuid();
    const tablet = uuid();
    await apply(t, cook.auth, [add("Dish soap", 5), tick(carrots.uid, 6)], phone);
    await apply(t, cook.auth, [add("Bin bags", 4)], tablet);
    const shown = await list(t, cook.auth);
    expect(shown.items.filter((i) => i.source === "added").map((i) => i.name)).toEqual(["Dish soap", "Bin bags"]);
    expect(shown.items.find((i) => i.uid === carrots.uid)?.in_basket).toBe(true);
  });

  it("removes an added item for good: a late tick or a re-sent add is gone; a recipe's line cannot be removed", async () => {
    const cook = await personWithList(t);
    const uid = uuid();
    await apply(t, cook.auth, [add("Candles", 1, null, uid)]);
    const removed = await apply(t, cook.auth, [remove(uid, 2, 1)]);
    expect(removed.results[0]).toEqual({ id: expect.any(String), status: "applied", item: null });
    const late = await apply(t, cook.auth, [tick(uid, 3, 1), move(uid, "other", 3), add("Candles", 4, null, uid), remove(uid, 5)]);
    expect(late.results.map((r) => [r.status, r.item])).toEqual([
      ["gone", null],
      ["gone", null],
      ["gone", null],
      ["gone", null],
    ]);
    expect((await list(t, cook.auth)).items.some((i) => i.uid === uid)).toBe(false);
    // Added and removed in one call (offline, then synced at once): a later add of that uid is gone too.
    const brief = uuid();
    expect((await apply(t, cook.auth, [add("Brief", 7, null, brief), remove(brief, 8, 1)])).results.map((r) => r.status)).toEqual([
      "applied",
      "applied",
    ]);
    expect((await apply(t, cook.auth, [add("Brief", 9, null, brief)])).results[0]?.status).toBe("gone");
    const carrots = await itemNamed(t, cook.auth, "carrots");
    expect((await apply(t, cook.auth, [remove(carrots.uid, 6)])).results[0]).toMatchObject({
      status: "superseded",
      item: { uid: carrots.uid },
    });
  });

  it("answers a uid it never knew as gone", async () => {
    const cook = await personWithList(t);
    expect((await apply(t, cook.auth, [tick(uuid(), 1)])).results[0]).toMatchObject({ status: "gone", item: null });
  });
});

describe("sections", () => {
  it("remembers a move for that ingredient on the next list, and for the same free text", async () => {
    const cook = await personWithList(t);
    const butter = await itemNamed(t, cook.auth, "butter");
    await apply(t, cook.auth, [move(butter.uid, "frozen", 1), add("Paper Towels", 2)]);
    const towels = await itemNamed(t, cook.auth, "Paper Towels");
    expect(towels.section).toBe("other");
    await apply(t, cook.auth, [move(towels.uid, "pantry", 3)]);

    // A later list that names butter in a unit its food cannot weigh is a new line, and still goes to frozen.
    const recipe = await insertFixtureRecipe(t.handle.db, {
      title: "Butter cake",
      servings: 1,
      lines: [{ name: "butter", quantity: "1", unit: "packages" }],
    });
    await t.app.inject({
      method: "POST",
      url: "/api/grocery-cart/add",
      headers: cook.auth,
      payload: { recipe_id: recipe, cart_id: cook.cartId, quantity: 1 },
    });
    await regenerate(t, cook.auth, cook.cartId);
    const butters = (await list(t, cook.auth)).items.filter((i) => i.name === "butter");
    expect(butters.map((b) => b.section)).toEqual(["frozen", "frozen"]);

    await apply(t, cook.auth, [add("paper towel", 4)]);
    expect((await list(t, cook.auth)).items.filter((i) => i.source === "added").map((i) => [i.name, i.section])).toEqual([
      ["Paper Towels", "pantry"],
      ["paper towel", "pantry"],
    ]);
  });
});

describe("regenerating the list", () => {
  it("keeps added items and the basket, section and version of lines still on it; a line that leaves is gone", async () => {
    const cook = await personWithList(t);
    const [carrots, pepper] = [await itemNamed(t, cook.auth, "carrots"), await itemNamed(t, cook.auth, "black pepper")];
    await apply(t, cook.auth, [tick(carrots.uid, 1), move(carrots.uid, "other", 1), add("Foil", 2)]);

    const other = await insertFixtureRecipe(t.handle.db, {
      title: "Carrot salad",
      servings: 1,
      lines: [{ name: "carrots", quantity: "3", unit: "units" }],
    });
    await t.app.inject({
      method: "POST",
      url: "/api/grocery-cart/add",
      headers: cook.auth,
      payload: { recipe_id: other, cart_id: cook.cartId, quantity: 1 },
    });
    await t.app.inject({
      method: "DELETE",
      url: "/api/grocery-cart/remove",
      headers: cook.auth,
      payload: { recipe_id: cook.recipeId, cart_id: cook.cartId },
    });
    const before = (await list(t, cook.auth)).list_version;
    expect((await regenerate(t, cook.auth, cook.cartId)).statusCode).toBe(200);

    const after = await list(t, cook.auth);
    expect(after.list_version).toBeGreaterThan(before);
    expect(after.items.map((i) => [i.name, i.display_text, i.in_basket, i.section, i.version, i.recipes])).toEqual([
      ["carrots", "3 carrots", true, "other", 2, ["Carrot salad"]],
      ["Foil", "Foil", false, "other", 1, []],
    ]);
    expect(after.items[0]?.uid).toBe(carrots.uid);
    expect((await apply(t, cook.auth, [tick(pepper.uid, 5)])).results[0]).toMatchObject({ status: "gone", item: null });
  });
});

describe("Done shopping", () => {
  it("puts ticked ingredients in Your Kitchen, clears ticked free text, and Browse sees it at once", async () => {
    const cook = await personWithList(
      t,
      [
        { name: "shallots", quantity: "2", unit: "units" },
        { name: "saffron", quantity: "1", unit: "pinches" },
        { name: "rice", quantity: "1", unit: "cups" },
      ],
      "Saffron rice",
    );
    const items = (await list(t, cook.auth)).items;
    const [shallots, saffron] = [items.find((i) => i.name === "shallots"), items.find((i) => i.name === "saffron")];
    const browse = async () =>
      (
        (
          await t.app.inject({
            method: "GET",
            url: `/api/recipes?search=${encodeURIComponent(cook.recipeTitle)}&maxMissingIngredients=1`,
            headers: cook.auth,
          })
        ).json() as { recipes: Array<{ id: number }> }
      ).recipes.map((r) => r.id);
    expect(await browse()).toEqual([]);

    const riceUid = uuid();
    await apply(t, cook.auth, [
      tick(shallots?.uid ?? "", 1),
      tick(saffron?.uid ?? "", 1),
      add("Batteries", 2),
      add("rice", 2, "basmati", riceUid),
    ]);
    const batteries = await itemNamed(t, cook.auth, "Batteries");
    const rices = (await list(t, cook.auth)).items.filter((i) => i.name === "rice");
    const rice = rices.find((i) => i.uid === riceUid);
    if (!rice) throw new Error("the added rice is missing");
    // Added by hand, "rice" is still the catalogue's rice, so it can go to Your Kitchen.
    expect(rice).toMatchObject({
      source: "added",
      note: "basmati",
      ingredient_id: rices.find((i) => i.source === "recipe")?.ingredient_id,
    });
    expect(rice.ingredient_id).not.toBeNull();
    await apply(t, cook.auth, [tick(batteries.uid, 3)]);

    const id = uuid();
    const done = await finish(t, cook.auth, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      added_to_kitchen: 2,
      cleared: 1,
      message: "2 items added to Your Kitchen; 1 other item cleared from the list.",
    });

    const owned = (await t.app.inject({ method: "GET", url: "/api/user/ingredients", headers: cook.auth })).json() as number[];
    expect(owned).toEqual(expect.arrayContaining([shallots?.ingredient_id, saffron?.ingredient_id]));
    expect(await browse()).toEqual([cook.recipeId]);
    const grocery = (await t.app.inject({ method: "GET", url: "/api/grocery-ingredient", headers: cook.auth })).json() as {
      userHas: Array<{ ingredient_name: string }>;
    };
    expect(grocery.userHas.map((l) => l.ingredient_name).sort()).toEqual(["saffron", "shallots"]);
    const after = await list(t, cook.auth);
    expect(after.items.map((i) => i.name)).toEqual(["rice", "rice"]);
    expect((await apply(t, cook.auth, [tick(shallots?.uid ?? "", 9)])).results[0]?.status).toBe("gone");

    // The same id again: the first answer, and nothing more happens.
    await apply(t, cook.auth, [tick(rice.uid, 10)]);
    const replay = await finish(t, cook.auth, id);
    expect(replay.json()).toEqual(done.json());
    expect((await list(t, cook.auth)).items.find((i) => i.uid === rice.uid)?.in_basket).toBe(true);

    const second = await finish(t, cook.auth);
    expect(second.json()).toEqual({ added_to_kitchen: 1, cleared: 0, message: "1 item added to Your Kitchen." });
  });

  it("changes nothing at all when any part fails, and succeeds when retried with the same id", async () => {
    const cook = await personWithList(t);
    const items = (await list(t, cook.auth)).items;
    await apply(t, cook.auth, [...items.map((i) => tick(i.uid, 1)), add("Matches", 1)]);
    const matches = await itemNamed(t, cook.auth, "Matches");
    await apply(t, cook.auth, [tick(matches.uid, 2)]);
    const butter = items.find((i) => i.name === "butter")?.ingredient_id ?? 0;

    // The kitchen refuses butter midway (as a concurrent change could): the whole call must roll back.
    const db = t.handle.db;
    await db.execute(
      sql.raw(
        `create function refuse_butter() returns trigger language plpgsql as $$ begin if new.ingredient_id = ${butter} then raise exception 'refused'; end if; return new; end $$`,
      ),
    );
    await db.execute(
      sql.raw("create trigger refuse_butter before insert on user_ingredients for each row execute function refuse_butter()"),
    );
    const id = uuid();
    const failed = await finish(t, cook.auth, id);
    await db.execute(sql.raw("drop trigger refuse_butter on user_ingredients"));
    await db.execute(sql.raw("drop function refuse_butter()"));
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toMatch(/refused|trigger|insert/);

    const unchanged = await list(t, cook.auth);
    expect(unchanged.items.map((i) => [i.name, i.in_basket])).toEqual([...items.map((i) => [i.name, true]), ["Matches", true]]);
    expect((await t.app.inject({ method: "GET", url: "/api/user/ingredients", headers: cook.auth })).json()).toEqual([]);

    const retried = await finish(t, cook.auth, id);
    expect(retried.json()).toMatchObject({ added_to_kitchen: 3, cleared: 1 });
    expect((await list(t, cook.auth)).items).toEqual([]);
  });

  it("says what happened when nothing was ticked", async () => {
    const cook = await personWithList(t);
    expect((await finish(t, cook.auth)).json()).toEqual({ added_to_kitchen: 0, cleared: 0, message: "0 items added to Your Kitchen." });
    expect((await list(t, cook.auth)).items).toHaveLength(3);
  });
});

describe("another person's items", () => {
  it("are gone for everyone else, by every uid, and nothing of theirs changes", async () => {
    const owner = await personWithList(t);
    const stranger = await signUpAndLogIn(t.app);
    const carrots = await itemNamed(t, owner.auth, "carrots");
    const ownedAdd = uuid();
    await apply(t, owner.auth, [add("Owner's note", 1, null, ownedAdd)]);
    const finishId = uuid();
    await apply(t, owner.auth, [tick(carrots.uid, 2)]);
    await finish(t, owner.auth, finishId);

    const butter = await itemNamed(t, owner.auth, "butter");
    const tries = await apply(t, stranger.auth, [
      tick(butter.uid, 50),
      move(butter.uid, "frozen", 50),
      remove(ownedAdd, 50),
      tick(ownedAdd, 50),
    ]);
    expect(tries.results.map((r) => [r.status, r.item])).toEqual([
      ["gone", null],
      ["gone", null],
      ["gone", null],
      ["gone", null],
    ]);
    // An add under the owner's uid makes the stranger's own item; the owner's is untouched.
    const own = await apply(t, stranger.auth, [add("Mine", 51, null, ownedAdd)]);
    expect(own.results[0]).toMatchObject({ status: "applied", item: { name: "Mine" } });
    expect((await list(t, stranger.auth)).items.map((i) => i.name)).toEqual(["Mine"]);
    // The owner's finish id is the stranger's own first finish.
    expect((await finish(t, stranger.auth, finishId)).json()).toEqual({
      added_to_kitchen: 0,
      cleared: 0,
      message: "0 items added to Your Kitchen.",
    });

    const ownerList = await list(t, owner.auth);
    expect(ownerList.items.find((i) => i.uid === butter.uid)).toMatchObject({ in_basket: false, section: "dairy and eggs", version: 0 });
    expect(ownerList.items.find((i) => i.uid === ownedAdd)).toMatchObject({ name: "Owner's note" });
    expect(ownerList.items.some((i) => i.name === "Mine")).toBe(false);
  });

  it("need a sign-in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/shopping" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/shopping/commands", payload: { device_id: uuid(), commands: [tick(uuid(), 1)] } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/shopping/finish", payload: { id: uuid() } })).statusCode).toBe(401);
  });
});

describe("bad input", () => {
  it("is a 400 for the whole call, never a 500, and applies nothing", async () => {
    const cook = await personWithList(t);
    const carrots = await itemNamed(t, cook.auth, "carrots");
    const good = tick(carrots.uid, 1);
    const bad: object[] = [
      { ...good, id: "not-a-uuid" },
      { ...good, uid: "12345" },
      { ...good, type: "eat" },
      { ...good, at: "yesterday" },
      { ...good, at: "2026-02-30T10:00:00Z" },
      { ...good, at: "1970-01-01T00:00:00Z" },
      { ...good, base_version: -1 },
      { ...good, base_version: 1.5 },
      { ...good, at: undefined },
      { ...move(carrots.uid, "garden", 1) },
      { ...add("a\u0000b", 1) },
      { ...add("", 1) },
      { ...add("x".repeat(201), 1) },
      { ...add("ok", 1, "n".repeat(101)) },
      { ...add("\ud800", 1) },
    ];
    for (const command of bad) {
      const res = await send(t, cook.auth, [good, command]);
      expect(res.statusCode, JSON.stringify(command)).toBe(400);
      expect(res.json()).toMatchObject({ code: "BAD_REQUEST" });
    }
    for (const payload of [
      { device_id: uuid(), commands: [] },
      { device_id: uuid(), commands: Array.from({ length: 201 }, () => tick(carrots.uid, 1)) },
      { device_id: "x", commands: [good] },
      { commands: [good] },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/shopping/commands", headers: cook.auth, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await finish(t, cook.auth, "nope")).statusCode).toBe(400);
    expect((await itemNamed(t, cook.auth, "carrots")).version).toBe(0);
  });

  it("takes 200 commands in one call, and upper-case uuids as the same ids", async () => {
    const cook = await personWithList(t);
    const carrots = await itemNamed(t, cook.auth, "carrots");
    const commands = Array.from({ length: 200 }, (_, i) => tick(carrots.uid, i % 50, 0, i % 2 ? "untick" : "tick"));
    const res = await apply(t, cook.auth, commands);
    expect(res.results).toHaveLength(200);
    const again = await apply(t, cook.auth, [{ ...commands[0], id: commands[0]?.id.toUpperCase(), uid: carrots.uid.toUpperCase() }]);
    expect(again.results[0]).toMatchObject({ id: commands[0]?.id, status: "duplicate" });
  });

  it("counts a device clock far ahead as no more than five minutes ahead", async () => {
    const cook = await personWithList(t);
    const carrots = await itemNamed(t, cook.auth, "carrots");
    await apply(t, cook.auth, [{ ...tick(carrots.uid, 0), at: "2199-01-01T00:00:00Z" }]);
    // Ten minutes from now by another device's clock is later than the clamped 2199.
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    expect((await apply(t, cook.auth, [{ ...tick(carrots.uid, 0, 1, "untick"), at: later }])).results[0]?.status).toBe("applied");
    expect(at(0)).toMatch(/Z$/);
  });
});
