import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";
import { sqlRows } from "../recipes";

/**
 * How a person's shared data moves when households form, take people in and let them go (ADR 127).
 * Shared domains key their rows by one account (the household's, or a person's own), so every
 * move is a re-key between two accounts inside the caller's transaction.
 */

/** Tables keyed by `user_id` whose rows belong to whoever's kitchen they are in. */
const KITCHEN = ["user_ingredients", "user_equipment"] as const;
/** Shopping mode's per-account bookkeeping, keyed by (user_id, …). */
const SHOPPING_STATE = ["shopping_states", "shopping_tombstones", "shopping_commands", "shopping_finishes", "shopping_sections"] as const;

const t = (name: string) => sql.identifier(name);

/** Copies one kitchen's owned items into another (a union: items already there stay). */
export async function copyKitchen(tx: Db, from: number, to: number) {
  await tx.execute(
    sql`insert into user_ingredients (user_id, ingredient_id) select ${to}, ingredient_id from user_ingredients where user_id = ${from} on conflict do nothing`,
  );
  await tx.execute(
    sql`insert into user_equipment (user_id, equipment_id) select ${to}, equipment_id from user_equipment where user_id = ${from} on conflict do nothing`,
  );
}

/**
 * Everything shared moves from one account to another, and wins where both hold the same thing
 * (a week's plan, the rules, a template's name, the list): used when a household is made (the
 * maker's data becomes the household's) and deleted (the household's becomes its owner's).
 */
export async function moveAllShared(tx: Db, from: number, to: number) {
  await copyKitchen(tx, from, to);
  for (const table of KITCHEN) await tx.execute(sql`delete from ${t(table)} where user_id = ${from}`);
  await tx.execute(sql`update carts set user_id = ${to} where user_id = ${from}`);
  await tx.execute(sql`update shopping_lists set user_id = ${to} where user_id = ${from}`);
  // The list and its shopping state travel together: the mover's list replaces the other's.
  await tx.execute(sql`delete from grocery_ingredients where user_id = ${to}`);
  await tx.execute(sql`update grocery_ingredients set user_id = ${to} where user_id = ${from}`);
  await tx.execute(sql`delete from shopping_added_items where user_id = ${to}`);
  await tx.execute(sql`update shopping_added_items set user_id = ${to} where user_id = ${from}`);
  for (const table of SHOPPING_STATE) {
    await tx.execute(sql`delete from ${t(table)} where user_id = ${to}`);
    await tx.execute(sql`update ${t(table)} set user_id = ${to} where user_id = ${from}`);
  }
  await tx.execute(sql`delete from plans where user_id = ${to} and week_start in (select week_start from plans where user_id = ${from})`);
  await tx.execute(sql`update plans set user_id = ${to} where user_id = ${from}`);
  await tx.execute(sql`delete from plan_rules where user_id = ${to} and exists (select 1 from plan_rules where user_id = ${from})`);
  await tx.execute(sql`update plan_rules set user_id = ${to} where user_id = ${from}`);
  await tx.execute(
    sql`delete from plan_templates where user_id = ${to} and name in (select name from plan_templates where user_id = ${from})`,
  );
  await tx.execute(sql`update plan_templates set user_id = ${to} where user_id = ${from}`);
}

/**
 * A person joins: their kitchen is united with the household's, their carts, shared links and
 * hand-added list items come along, and their list replaces the household's only when the
 * household has none. Their own plans, rules and templates wait under their account and are
 * theirs again if they leave.
 */
export async function bringIn(tx: Db, person: number, scope: number) {
  await copyKitchen(tx, person, scope);
  for (const table of KITCHEN) await tx.execute(sql`delete from ${t(table)} where user_id = ${person}`);
  await tx.execute(sql`update carts set user_id = ${scope} where user_id = ${person}`);
  await tx.execute(sql`update shopping_lists set user_id = ${scope} where user_id = ${person}`);
  await tx.execute(sql`update shopping_added_items set user_id = ${scope} where user_id = ${person}`);
  await tx.execute(
    sql`update grocery_ingredients set user_id = ${scope}
        where user_id = ${person} and not exists (select 1 from grocery_ingredients where user_id = ${scope})`,
  );
  await tx.execute(sql`delete from grocery_ingredients where user_id = ${person}`);
  await tx.execute(
    sql`insert into shopping_sections (user_id, key, section, updated_at)
        select ${scope}, key, section, updated_at from shopping_sections where user_id = ${person} on conflict do nothing`,
  );
  for (const table of SHOPPING_STATE) await tx.execute(sql`delete from ${t(table)} where user_id = ${person}`);
  // Every open list of the household sees a change: its counter moves on.
  await tx.execute(
    sql`insert into shopping_states (user_id, list_version) values (${scope}, 1)
        on conflict (user_id) do update set list_version = shopping_states.list_version + 1`,
  );
}

/** A person leaves (or is removed, or the household ends): they keep a copy of the kitchen. */
export async function letGo(tx: Db, person: number, scope: number) {
  await copyKitchen(tx, scope, person);
}

/** What a person would bring into a household, for the join screen. */
export async function broughtIn(tx: Db, person: number) {
  const [row] = await sqlRows<Record<string, unknown>>(
    tx,
    sql`select
          (select count(*) from recipes where owner_id = ${person}) as recipes,
          (select count(*) from recipes where owner_id = ${person} and visibility = 'household') as shared_recipes,
          (select count(*) from carts where user_id = ${person}) as carts,
          (select count(*) from user_ingredients where user_id = ${person}) + (select count(*) from user_equipment where user_id = ${person}) as kitchen_items`,
  );
  return {
    recipes: Number(row?.recipes ?? 0),
    shared_recipes: Number(row?.shared_recipes ?? 0),
    carts: Number(row?.carts ?? 0),
    kitchen_items: Number(row?.kitchen_items ?? 0),
  };
}
