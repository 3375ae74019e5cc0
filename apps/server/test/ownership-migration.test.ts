import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { resolveMigrationsFolder, type Db, type DbHandle } from "@simmer/db";
import { freshDatabase } from "./harness";

/** The schema as it was before kitchen items and images had owners. */
const BEFORE = "0003_shopping_lists_by_owner";

let handle: DbHandle;
let drop: () => Promise<void>;
let olderFolder: string;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];
}

const one = async (query: ReturnType<typeof sql>) => Number((await rows<{ v: number | string }>(handle.db, query))[0]?.v);

beforeAll(async () => {
  const full = resolveMigrationsFolder();
  olderFolder = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-migrations-"));
  fs.cpSync(full, olderFolder, { recursive: true });
  const journalFile = path.join(olderFolder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === BEFORE);
  journal.entries = journal.entries.slice(0, upTo + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  ({ handle, drop } = await freshDatabase(olderFolder));
  await handle.migrate();
});

afterAll(async () => {
  await handle.close();
  await drop();
  fs.rmSync(olderFolder, { recursive: true, force: true });
});

const IMAGE = "0d9f3c52-6a47-4a0c-9a55-2f7c0e1f1a11";

describe("the migration that gives kitchen items and images owners", () => {
  it("moves private names to their users, drops strangers' marks, and adopts images for their first owner", async () => {
    const db = handle.db;
    const [alice, bob, carol] = await rows<{ id: number }>(
      db,
      sql`insert into users (email, password_hash) values ('a@x.test', 'h'), ('b@x.test', 'h'), ('c@x.test', 'h') returning id`,
    );
    const ids = { alice: Number(alice?.id), bob: Number(bob?.id), carol: Number(carol?.id) };
    const named = async (table: "ingredients" | "equipment", name: string) =>
      Number((await rows<{ id: number }>(db, sql`insert into ${sql.identifier(table)} (name) values (${name}) returning id`))[0]?.id);
    const salt = await named("ingredients", "salt");
    const truffle = await named("ingredients", "truffle");
    const forgotten = await named("ingredients", "forgotten");
    const pot = await named("equipment", "pot");
    const slicer = await named("equipment", "slicer");

    const recipe = async (owner: number | null, title: string, imageUrl: string | null, lines: number[], tools: number[]) => {
      const [r] = await rows<{ id: number }>(
        db,
        sql`insert into recipes (owner_id, title, image_url, data_source) values (${owner}, ${title}, ${imageUrl}, ${owner === null ? "catalog" : "user"}) returning id`,
      );
      const id = Number(r?.id);
      const [section] = await rows<{ id: number }>(
        db,
        sql`insert into recipe_sections (recipe_id, position) values (${id}, 0) returning id`,
      );
      for (const [position, ingredient] of lines.entries()) {
        await db.execute(
          sql`insert into recipe_ingredients (recipe_id, section_id, position, ingredient_id, name, quantity, unit) values (${id}, ${Number(section?.id)}, ${position}, ${ingredient}, 'x', '1', 'units')`,
        );
      }
      for (const [position, tool] of tools.entries()) {
        await db.execute(sql`insert into recipe_equipment (recipe_id, equipment_id, position) values (${id}, ${tool}, ${position})`);
      }
      return id;
    };
    const catalogue = await recipe(null, "Catalogue soup", null, [salt], [pot]);
    const hers = await recipe(ids.alice, "Alice's truffle pasta", `/uploads/${IMAGE}.webp`, [salt, truffle], [pot, slicer]);
    const his = await recipe(ids.bob, "Bob's truffle eggs", `/uploads/${IMAGE}.webp`, [truffle], []);
    const odd = await recipe(ids.bob, "Bob's odd picture", "/uploads/not-ours.png", [], []);
    for (const [user, ingredient] of [
      [ids.alice, truffle],
      [ids.alice, forgotten],
      [ids.bob, truffle],
      [ids.carol, truffle],
      [ids.carol, salt],
    ] as const) {
      await db.execute(sql`insert into user_ingredients (user_id, ingredient_id) values (${user}, ${ingredient})`);
    }
    for (const [user, tool] of [
      [ids.alice, slicer],
      [ids.bob, slicer],
    ] as const) {
      await db.execute(sql`insert into user_equipment (user_id, equipment_id) values (${user}, ${tool})`);
    }
    await db.execute(
      sql`insert into grocery_ingredients (user_id, ingredient_id, ingredient_name) values (${ids.alice}, ${truffle}, 'truffle')`,
    );

    const folder = resolveMigrationsFolder();
    if (handle.kind === "pglite") await migratePglite(db as never, { migrationsFolder: folder });
    else await migratePostgres(db as never, { migrationsFolder: folder });

    // The catalogue keeps its shared items, ids unchanged.
    expect(await rows(db, sql`select id, owner_id, name from ingredients where owner_id is null order by id`)).toEqual([
      { id: salt, owner_id: null, name: "salt" },
    ]);
    expect(await rows(db, sql`select id, owner_id, name from equipment where owner_id is null order by id`)).toEqual([
      { id: pot, owner_id: null, name: "pot" },
    ]);
    // Each person who cooks with truffle has a truffle of their own; nobody else has one.
    const truffles = await rows<{ id: number; owner_id: number }>(
      db,
      sql`select id, owner_id from ingredients where name = 'truffle' order by owner_id`,
    );
    expect(truffles.map((r) => Number(r.owner_id))).toEqual([ids.alice, ids.bob]);
    const truffleOf = (owner: number) => Number(truffles.find((r) => Number(r.owner_id) === owner)?.id);
    expect(await one(sql`select ingredient_id as v from recipe_ingredients where recipe_id = ${hers} and position = 1`)).toBe(
      truffleOf(ids.alice),
    );
    expect(await one(sql`select ingredient_id as v from recipe_ingredients where recipe_id = ${his}`)).toBe(truffleOf(ids.bob));
    expect(await one(sql`select ingredient_id as v from recipe_ingredients where recipe_id = ${catalogue}`)).toBe(salt);
    expect(await one(sql`select count(*) as v from ingredients where name = 'forgotten'`)).toBe(0);
    expect(forgotten).toBeGreaterThan(0);

    const marks = await rows<{ user_id: number; ingredient_id: number }>(
      db,
      sql`select user_id, ingredient_id from user_ingredients order by user_id, ingredient_id`,
    );
    expect(marks.map((m) => [Number(m.user_id), Number(m.ingredient_id)])).toEqual([
      [ids.alice, truffleOf(ids.alice)],
      [ids.bob, truffleOf(ids.bob)],
      [ids.carol, salt],
    ]);
    const slicers = await rows<{ id: number; owner_id: number }>(db, sql`select id, owner_id from equipment where name = 'slicer'`);
    expect(slicers.map((r) => Number(r.owner_id))).toEqual([ids.alice]);
    const toolMarks = await rows<{ user_id: number; equipment_id: number }>(db, sql`select user_id, equipment_id from user_equipment`);
    expect(toolMarks.map((m) => [Number(m.user_id), Number(m.equipment_id)])).toEqual([[ids.alice, Number(slicers[0]?.id)]]);
    expect(await one(sql`select ingredient_id as v from grocery_ingredients where user_id = ${ids.alice}`)).toBe(truffleOf(ids.alice));

    // The image belongs to the owner of the oldest recipe naming it; other names of it are dropped.
    const adopted = await rows<{ id: number; owner_id: number; bytes: number }>(
      db,
      sql`select id, owner_id, bytes from images where key = ${IMAGE}`,
    );
    expect(adopted.map((i) => [Number(i.owner_id), Number(i.bytes)])).toEqual([[ids.alice, 0]]);
    const pictures = await rows<{ id: number; image_url: string | null; image_id: number | null }>(
      db,
      sql`select id, image_url, image_id from recipes where id in (${hers}, ${his}, ${odd}) order by id`,
    );
    expect(pictures.map((p) => [Number(p.id), p.image_url, p.image_id === null ? null : Number(p.image_id)])).toEqual([
      [hers, `/uploads/${IMAGE}.webp`, Number(adopted[0]?.id)],
      [his, null, null],
      [odd, null, null],
    ]);
  });
});
