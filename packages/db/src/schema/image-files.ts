import { sql } from "drizzle-orm";
import { customType, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Raw bytes; postgres.js hands back a Buffer and PGlite a Uint8Array, both Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * The bytes of stored image files when images live in the database (ADR 080): one row per file,
 * keyed like the local folder's file names (`<uuid>.webp`, `<uuid>-card.webp`). The `images`
 * table still records who owns an image; this one only holds what the image store was given.
 */
export const imageFiles = pgTable("image_files", {
  key: text("key").primaryKey(),
  content: bytea("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
