import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { householdInvites, ingredients } from "@simmer/db";
import type { THousehold, TInviteCreated } from "@simmer/contracts";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { addRecipe, sampleRecipe } from "./recipes-fixtures";
import { add, apply, itemNamed, personWithList, tick } from "./shopping-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = { auth: { authorization: string }; user: { id: number; email: string }; email: string; password: string };

const call = (who: Who, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });

async function ok<T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

const person = () => signUpAndLogIn(t.app) as Promise<Who>;

async function invite(owner: Who, body: object = {}) {
  return ok<TInviteCreated>(call(owner, "POST", "/api/household/invites", body), 201);
}

/** An owner with a household, and a member who joined it. */
async function household(name = "Home") {
  const owner = await person();
  await ok(call(owner, "POST", "/api/household", { name }), 201);
  const member = await person();
  const { token } = await invite(owner);
  await ok(call(member, "POST", "/api/household/join", { token }));
  return { owner, member };
}

const unknownToken = "A".repeat(43);
const catalogueIngredient = "household test lentils";
beforeAll(async () => {
  await t.handle.db.insert(ingredients).values({ name: catalogueIngredient, ownerId: null }).onConflictDoNothing();
});

describe("households (ADR 127)", () => {
  it("answers null for a person in none, and makes one with its maker as owner", async () => {
    const ann = await person();
    expect(await ok(call(ann, "GET", "/api/household"))).toEqual({ household: null });
    const made = await ok<THousehold>(call(ann, "POST", "/api/household", { name: "  The Flat  " }), 201);
    expect(made.name).toBe("The Flat");
    expect(made.members).toEqual([{ user_id: ann.user.id, email: ann.email, role: "owner" }]);
    expect((await call(ann, "POST", "/api/household", { name: "Another" })).statusCode).toBe(409);
  });

  it("refuses bad input with 400", async () => {
    const ann = await person();
    for (const body of [{}, { name: "" }, { name: "a\u0000b" }, { name: "x".repeat(81) }, { name: 5 }]) {
      expect((await call(ann, "POST", "/api/household", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    await ok(call(ann, "POST", "/api/household", { name: "Ok" }), 201);
    for (const body of [{ expiresInDays: 0 }, { expiresInDays: 31 }, { maxUses: 0 }, { maxUses: 1.5 }, { expiresInDays: "7" }]) {
      expect((await call(ann, "POST", "/api/household/invites", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { token: "short" }, { token: 7 }, { token: `${"A".repeat(42)}\u0000` }]) {
      expect((await call(ann, "POST", "/api/household/join", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const url of ["/api/household/members/0", "/api/household/members/abc", "/api/household/invites/99999999999"]) {
      expect((await call(ann, "DELETE", url)).statusCode, url).toBe(400);
    }
  });

  it("invites with a token that is answered once, stored hashed, and listed without it", async () => {
    const ann = await person();
    await ok(call(ann, "POST", "/api/household", { name: "Hashes" }), 201);
    const made = await invite(ann, { expiresInDays: 3, maxUses: 2 });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url.endsWith(`/join/${made.token}`)).toBe(true);
    const days = (Date.parse(made.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    const stored = await t.handle.db.select().from(householdInvites).where(eq(householdInvites.id, made.id));
    expect(stored[0]?.tokenHash).not.toContain(made.token);
    const listed = await ok<{ invites: object[] }>(call(ann, "GET", "/api/household/invites"));
    expect(JSON.stringify(listed)).not.toContain(made.token);
    expect(listed.invites).toEqual([expect.objectContaining({ id: made.id, max_uses: 2, uses: 0 })]);
    const defaults = await invite(ann);
    const week = (Date.parse(defaults.expires_at) - Date.now()) / 86_400_000;
    expect(week).toBeGreaterThan(6.9);
  });

  it("joins with a valid invite, asks first with a preview, and refuses unknown, revoked, used-up and expired ones with 404", async () => {
    const ann = await person();
    await ok(call(ann, "POST", "/api/household", { name: "Ann's" }), 201);
    const ben = await person();
    await addRecipe(t.app, ben.auth, sampleRecipe({ title: "Ben's own" }));
    const once = await invite(ann, { maxUses: 1 });
    const preview = await ok<{ household: { name: string; members: number }; yours: { recipes: number } }>(
      call(ben, "POST", "/api/household/preview", { token: once.token }),
    );
    expect(preview).toEqual({
      household: { name: "Ann's", members: 1 },
      yours: expect.objectContaining({ recipes: 1, shared_recipes: 1 }),
    });
    const joined = await ok<THousehold>(call(ben, "POST", "/api/household/join", { token: once.token }));
    expect(joined.members.map((m) => [m.email, m.role])).toEqual([
      [ann.email, "owner"],
      [ben.email, "member"],
    ]);
    // Used up, and Ben is in one anyway; a third person is told it is not valid.
    const cy = await person();
    expect((await call(cy, "POST", "/api/household/join", { token: once.token })).statusCode).toBe(404);
    expect((await call(cy, "POST", "/api/household/join", { token: unknownToken })).statusCode).toBe(404);
    const revoked = await invite(ann);
    await ok(call(ann, "DELETE", `/api/household/invites/${revoked.id}`));
    expect((await call(cy, "POST", "/api/household/join", { token: revoked.token })).statusCode).toBe(404);
    expect((await call(cy, "POST", "/api/household/preview", { token: revoked.token })).statusCode).toBe(404);
    const expired = await invite(ann);
    await t.handle.db
      .update(householdInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvites.id, expired.id));
    expect((await call(cy, "POST", "/api/household/join", { token: expired.token })).statusCode).toBe(404);
    const open = await invite(ann);
    expect((await call(ben, "POST", "/api/household/join", { token: open.token })).statusCode).toBe(409);
  });

  it("keeps owner powers to the owner: a member is 403, an outsider 404", async () => {
    const { owner, member } = await household();
    const outsider = await person();
    await ok(call(outsider, "POST", "/api/household", { name: "Elsewhere" }), 201);
    const theirs = await invite(outsider);
    expect((await call(member, "PATCH", "/api/household", { name: "Mine now" })).statusCode).toBe(403);
    expect((await call(member, "POST", "/api/household/invites", {})).statusCode).toBe(403);
    expect((await call(member, "GET", "/api/household/invites")).statusCode).toBe(403);
    expect((await call(member, "DELETE", `/api/household/members/${owner.user.id}`)).statusCode).toBe(403);
    expect((await call(member, "DELETE", "/api/household")).statusCode).toBe(403);
    // Another household's invite and member are not found.
    expect((await call(owner, "DELETE", `/api/household/invites/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/api/household/members/${outsider.user.id}`)).statusCode).toBe(404);
    expect((await call(owner, "POST", "/api/household/transfer", { userId: outsider.user.id })).statusCode).toBe(404);
    const renamed = await ok<THousehold>(call(owner, "PATCH", "/api/household", { name: "Renamed" }));
    expect(renamed.name).toBe("Renamed");
  });

  it("shares one kitchen: an item one member owns is owned for the other", async () => {
    const { owner, member } = await household();
    const recipe = await addRecipe(t.app, owner.auth, sampleRecipe({ title: "Shared soup" }));
    const detail = await ok<{ sections: { ingredients: { ingredient_id: number }[] }[] }>(
      call(member, "GET", `/api/recipes/${recipe.recipe_id}`),
    );
    const ingredientId = detail.sections[0]!.ingredients[0]!.ingredient_id;
    await ok(call(member, "POST", "/api/ingredients/toggle", { ingredient_id: ingredientId }));
    const owned = await ok<number[] | { id: number }[]>(call(owner, "GET", "/api/user/ingredients"));
    expect(JSON.stringify(owned)).toContain(String(ingredientId));
  });

  it("shares carts and the list, and shows who ticked what", async () => {
    const owner = (await personWithList(t)) as Who & { cartId: number; recipeId: number };
    await ok(call(owner, "POST", "/api/household", { name: "Shoppers" }), 201);
    const member = await person();
    const { token } = await invite(owner);
    await ok(call(member, "POST", "/api/household/join", { token }));
    const carts = await ok<{ id: number }[]>(call(member, "GET", "/api/user-carts"));
    expect(carts.map((c) => c.id)).toContain(owner.cartId);
    const carrots = await itemNamed(t, member.auth, "carrots");
    await apply(t, member.auth, [tick(carrots.uid, 1)]);
    const seen = await itemNamed(t, owner.auth, "carrots");
    expect(seen.in_basket).toBe(true);
    expect(seen.ticked_by).toBe(member.user.email.split("@")[0]);
    // An outsider gets 404 on the household's cart.
    const outsider = await person();
    expect((await call(outsider, "GET", `/api/grocery-cart?cartId=${owner.cartId}`)).statusCode).toBe(404);
  });

  it("shows a member's shared recipes to the household and keeps private ones private", async () => {
    const { owner, member } = await household();
    const shared = await addRecipe(t.app, member.auth, sampleRecipe({ title: "Everyone's chili" }));
    const hidden = await addRecipe(t.app, member.auth, sampleRecipe({ title: "Secret chili", visibility: "private" }));
    expect((await call(owner, "GET", `/api/recipes/${shared.recipe_id}`)).statusCode).toBe(200);
    expect((await call(owner, "GET", `/api/recipes/${hidden.recipe_id}`)).statusCode).toBe(404);
    const detail = await ok<{ visibility: string; is_owner: boolean }>(call(member, "GET", `/api/recipes/${hidden.recipe_id}`));
    expect(detail.visibility).toBe("private");
    const browse = await ok<{ recipes: { id: number; is_owner: boolean }[] }>(call(owner, "GET", "/api/recipes?limit=100&search=chili"));
    expect(browse.recipes.map((r) => r.id)).toContain(shared.recipe_id);
    expect(browse.recipes.map((r) => r.id)).not.toContain(hidden.recipe_id);
    expect(browse.recipes.find((r) => r.id === shared.recipe_id)?.is_owner).toBe(false);
    // Only the author edits or deletes.
    expect((await call(owner, "DELETE", `/api/recipes/delete/${shared.recipe_id}`)).statusCode).toBe(404);
    expect((await call(member, "GET", `/api/recipes/${shared.recipe_id}`)).statusCode).toBe(200);
    // Someone outside never sees either.
    const outsider = await person();
    expect((await call(outsider, "GET", `/api/recipes/${shared.recipe_id}`)).statusCode).toBe(404);
    expect((await call(outsider, "GET", `/api/recipes/${hidden.recipe_id}`)).statusCode).toBe(404);
  });

  it("ends access at once for a member who leaves or is removed, and they keep a copy of the kitchen", async () => {
    const { owner, member } = await household();
    const cart = await ok<{ id: number }>(call(owner, "POST", "/api/user-carts/add", { name: "Ours" }), 201);
    // A catalogue ingredient: a name only the owner's recipes use stays the owner's once the member has left.
    const recipe = await addRecipe(
      t.app,
      owner.auth,
      sampleRecipe({
        title: "Owner's stew",
        sections: [
          { section_name: "", ingredients: [{ ingredient_name: catalogueIngredient, quantity: "1", unit: "units", optional: false }] },
        ],
      }),
    );
    const detail = await ok<{ sections: { ingredients: { ingredient_id: number }[] }[] }>(
      call(owner, "GET", `/api/recipes/${recipe.recipe_id}`),
    );
    await ok(call(owner, "POST", "/api/ingredients/toggle", { ingredient_id: detail.sections[0]!.ingredients[0]!.ingredient_id }));
    await ok(call(member, "POST", "/api/household/leave"));
    expect(await ok(call(member, "GET", "/api/household"))).toEqual({ household: null });
    expect((await call(member, "GET", `/api/grocery-cart?cartId=${cart.id}`)).statusCode).toBe(404);
    expect((await call(member, "GET", `/api/recipes/${recipe.recipe_id}`)).statusCode).toBe(404);
    const kept = await ok<unknown>(call(member, "GET", "/api/user/ingredients"));
    expect(JSON.stringify(kept)).toContain(String(detail.sections[0]!.ingredients[0]!.ingredient_id));
    // The household keeps its cart.
    expect((await call(owner, "GET", `/api/grocery-cart?cartId=${cart.id}`)).statusCode).toBe(200);

    const again = await invite(owner);
    await ok(call(member, "POST", "/api/household/join", { token: again.token }));
    expect((await call(member, "GET", `/api/grocery-cart?cartId=${cart.id}`)).statusCode).toBe(200);
    await ok(call(owner, "DELETE", `/api/household/members/${member.user.id}`));
    expect((await call(member, "GET", `/api/grocery-cart?cartId=${cart.id}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/api/household/members/${owner.user.id}`)).statusCode).toBe(400);
  });

  it("hands the household on, and an owner with members can neither leave nor delete their account first", async () => {
    const { owner, member } = await household();
    expect((await call(owner, "POST", "/api/household/leave")).statusCode).toBe(409);
    const deletion = await call(owner, "DELETE", "/api/account", { password: owner.password });
    expect([409]).toContain(deletion.statusCode);
    const handed = await ok<THousehold>(call(owner, "POST", "/api/household/transfer", { userId: member.user.id }));
    expect(handed.members.find((m) => m.role === "owner")?.user_id).toBe(member.user.id);
    expect((await call(owner, "PATCH", "/api/household", { name: "No" })).statusCode).toBe(403);
    // The former owner, now a member, may delete their account; the household stays with its owner.
    await ok(call(owner, "DELETE", "/api/account", { password: owner.password }));
    const left = await ok<{ household: THousehold }>(call(member, "GET", "/api/household"));
    expect(left.household.members.map((m) => m.user_id)).toEqual([member.user.id]);
  });

  it("empties the household's plan slots of a member's recipes when they delete their account, and keeps everything else", async () => {
    const { owner, member } = await household();
    const WEEK = "2026-11-23";
    const ownersStew = await addRecipe(t.app, owner.auth, sampleRecipe({ title: "Owner's plan stew" }));
    const membersCurry = await addRecipe(t.app, member.auth, sampleRecipe({ title: "Member's plan curry" }));
    // The member fills the shared week with both people's recipes, a cart, the list and the kitchen.
    await ok(call(member, "PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: membersCurry.recipe_id, servings: 2 }));
    await ok(call(member, "PUT", `/api/plans/${WEEK}/slots/1/Dinner`, { recipeId: ownersStew.recipe_id, servings: 3 }));
    await ok(call(member, "PATCH", `/api/plans/${WEEK}/slots/1/Dinner`, { locked: true }));
    await ok(call(member, "PUT", `/api/plans/${WEEK}/slots/2/Lunch`, { recipeId: membersCurry.recipe_id }));
    await ok(
      call(member, "PUT", "/api/plans/rules", {
        ...(await ok<{ rules: object }>(call(member, "GET", "/api/plans/rules"))).rules,
        maxServingsPerPerson: 2,
      }),
    );
    await ok(call(member, "POST", "/api/plans/templates", { weekStart: WEEK, name: "Our usual week" }), 201);
    const cart = await ok<{ id: number }>(call(member, "POST", "/api/user-carts/add", { name: "Member's cart" }), 201);
    for (const recipe of [membersCurry, ownersStew])
      await ok(call(member, "POST", "/api/grocery-cart/add", { recipe_id: recipe.recipe_id, cart_id: cart.id, quantity: 1 }), 201);
    await apply(t, member.auth, [add("oat milk", 1)]);
    const detail = await ok<{ sections: { ingredients: { ingredient_id: number }[] }[] }>(
      call(member, "GET", `/api/recipes/${ownersStew.recipe_id}`),
    );
    const ownedId = detail.sections[0]!.ingredients[0]!.ingredient_id;
    await ok(call(member, "POST", "/api/ingredients/toggle", { ingredient_id: ownedId }));

    await ok(call(member, "DELETE", "/api/account", { password: member.password }));

    // The member's recipe left its slots empty; the owner's slot is as it was.
    type Slot = { day: number; meal: string; recipe: { id: number } | null; servings: number; locked: boolean };
    const week = await ok<{ slots: Slot[] }>(call(owner, "GET", `/api/plans/${WEEK}`));
    const slot = (day: number, meal: string) => week.slots.find((s) => s.day === day && s.meal === meal);
    expect(slot(0, "Dinner")?.recipe ?? null).toBeNull();
    expect(slot(2, "Lunch")?.recipe ?? null).toBeNull();
    expect(slot(1, "Dinner")).toMatchObject({ recipe: { id: ownersStew.recipe_id }, servings: 3, locked: true });
    // Nothing else of the household's is lost: its rules, template, cart (with the owner's recipe), list and kitchen.
    expect(
      (await ok<{ rules: { maxServingsPerPerson?: number } }>(call(owner, "GET", "/api/plans/rules"))).rules.maxServingsPerPerson,
    ).toBe(2);
    const { templates } = await ok<{ templates: { name: string; meals: number }[] }>(call(owner, "GET", "/api/plans/templates"));
    expect(templates.map((tpl) => tpl.name)).toEqual(["Our usual week"]);
    const contents = await ok<{ recipes: { recipe_id: number }[] }>(call(owner, "GET", `/api/grocery-cart?cartId=${cart.id}`));
    expect(contents.recipes.map((r) => r.recipe_id)).toEqual([ownersStew.recipe_id]);
    expect((await itemNamed(t, owner.auth, "oat milk")).name).toBe("oat milk");
    expect(JSON.stringify(await ok<unknown>(call(owner, "GET", "/api/user/ingredients")))).toContain(String(ownedId));
    const left = await ok<{ household: THousehold }>(call(owner, "GET", "/api/household"));
    expect(left.household.members.map((m) => m.user_id)).toEqual([owner.user.id]);
    // And the member's recipe is gone for good.
    expect((await call(owner, "GET", `/api/recipes/${membersCurry.recipe_id}`)).statusCode).toBe(404);
  });

  it("gives the owner what the household shared when it is deleted, and each member a copy of the kitchen", async () => {
    const { owner, member } = await household();
    const cart = await ok<{ id: number }>(call(member, "POST", "/api/user-carts/add", { name: "Made by the member" }), 201);
    await ok(call(owner, "DELETE", "/api/household"));
    expect(await ok(call(owner, "GET", "/api/household"))).toEqual({ household: null });
    expect(await ok(call(member, "GET", "/api/household"))).toEqual({ household: null });
    expect((await call(owner, "GET", `/api/grocery-cart?cartId=${cart.id}`)).statusCode).toBe(200);
    expect((await call(member, "GET", `/api/grocery-cart?cartId=${cart.id}`)).statusCode).toBe(404);
  });

  it("never lets a household's own account sign in", async () => {
    const { owner } = await household();
    const rows = (await t.handle.db.execute(
      `select u.email from users u join households h on h.scope_user_id = u.id join household_members m on m.household_id = h.id where m.user_id = ${owner.user.id}`,
    )) as unknown as { rows?: { email: string }[] } | { email: string }[];
    const email = (Array.isArray(rows) ? rows : (rows.rows ?? []))[0]?.email as string;
    for (const password of ["!", "", "correct horse battery"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
      expect(res.statusCode).toBe(res.statusCode === 400 ? 400 : 401);
    }
  });
});
