import fs from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, integer, pgTable, PgTable, serial, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@simmer/db";
import { BACKUP_ENTRIES } from "../backup";
import { coverageProblems, personalTables } from "./backup-coverage";
import { ARCHIVE_DOCUMENTS, DOMAIN_BACKUPS } from "./backup-domains";

/** Every table of the schema, found from the exports so a new one cannot be left out. */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe("backup, restore and deletion are declared by every domain (ADR 111)", () => {
  it("names every table holding a person's rows exactly once: carried in the archive, or left out with a reason", () => {
    expect(coverageProblems(tables, DOMAIN_BACKUPS)).toEqual({ undeclared: [], twice: [] });
    for (const domain of DOMAIN_BACKUPS)
      for (const left of domain.leavesOut) expect(left.why.length, getTableConfig(left.table).name).toBeGreaterThan(10);
  });

  it("fails for a new table with an owner column, or a child of one, that no domain declares", () => {
    const pantryShelves = pgTable("pantry_shelves", {
      id: serial("id").primaryKey(),
      userId: integer("user_id").notNull(),
      name: text("name"),
    });
    const shelfItems = pgTable("shelf_items", {
      id: serial("id").primaryKey(),
      shelfId: integer("shelf_id").references(() => pantryShelves.id),
    });
    expect(coverageProblems([...tables, pantryShelves, shelfItems], DOMAIN_BACKUPS).undeclared).toEqual(["pantry_shelves", "shelf_items"]);
  });

  it("deletes every person's row with the account: each owner column cascades from users", () => {
    for (const table of personalTables(tables)) {
      const config = getTableConfig(table);
      const toUsers = config.foreignKeys.filter((fk) => getTableConfig(fk.reference().foreignTable).name === "users");
      const toParents = config.foreignKeys.filter((fk) => personalTables(tables).includes(fk.reference().foreignTable));
      const cascades = [...toUsers, ...toParents].some((fk) => fk.onDelete === "cascade");
      expect(cascades, `${config.name} must go with the account: ON DELETE CASCADE from users or its parent row`).toBe(true);
    }
  });

  it("keeps the archive's entries and the restore order of the documented format", () => {
    expect(ARCHIVE_DOCUMENTS.map((d) => d.entry)).toEqual([
      BACKUP_ENTRIES.kitchen,
      BACKUP_ENTRIES.carts,
      BACKUP_ENTRIES.grocery,
      BACKUP_ENTRIES.filters,
      BACKUP_ENTRIES.metrics,
      BACKUP_ENTRIES.journal,
      BACKUP_ENTRIES.shopping,
      BACKUP_ENTRIES.plans,
      BACKUP_ENTRIES.notes,
      BACKUP_ENTRIES.foodFixes,
    ]);
    const domains = DOMAIN_BACKUPS.map((d) => d.domain);
    expect(domains.indexOf("recipes")).toBe(0);
    expect(domains.indexOf("journal")).toBeLessThan(domains.indexOf("plans"));
  });

  it("declares each domain in its own folder, and counts only carried tables as data", () => {
    for (const domain of DOMAIN_BACKUPS) {
      expect(fs.existsSync(path.join(import.meta.dirname, "..", domain.domain, `${domain.domain}.backup.ts`)), domain.domain).toBe(true);
      for (const column of domain.holdsData) expect(domain.carries).toContain(column.table);
    }
  });
});
