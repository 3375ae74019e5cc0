import path from "node:path";
import { createDb } from "@simmer/db";
import { createPgImageStore } from "@simmer/api";
import { readEnv } from "./env";
import { copyImagesIntoStore } from "./images/image-migration";

/**
 * `pnpm images:migrate`: moves the images a single instance kept in DATA_DIR/uploads into
 * PostgreSQL (DATABASE_URL), where every instance reads them (ADR 080). Idempotent and resumable.
 */
const env = readEnv();
if (!env.DATABASE_URL) {
  console.error("images:migrate copies DATA_DIR/uploads into PostgreSQL: set DATABASE_URL.");
  process.exit(2);
}
const folder = path.join(env.DATA_DIR, "uploads");
const handle = await createDb({ url: env.DATABASE_URL, maxConnections: 2 });
try {
  await handle.migrate();
  console.log(`Copying images from ${folder} into PostgreSQL…`);
  const result = await copyImagesIntoStore(folder, createPgImageStore(handle.db), (done, total) => console.log(`  ${done}/${total}`));
  console.log(`Done: ${result.copied} copied, ${result.skipped} already there, ${result.ignored} other files left alone.`);
} finally {
  await handle.close();
}
