// `pnpm db:seed`: migrates DATABASE_URL (or the embedded database under DATA_DIR) and loads the USDA foods.
import { createDb } from "@simmer/db";
import { ensureFoodsLoaded } from "./foods.loader";

/* eslint-disable no-restricted-properties -- a command-line entry point is where configuration is read */
const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? "./data";
/* eslint-enable no-restricted-properties */

const handle = await createDb({ url, dataDir: url ? undefined : `${dataDir}/pglite` });
await handle.migrate();
const started = Date.now();
const { inserted } = await ensureFoodsLoaded(handle.db);
await handle.close();
console.log(`USDA foods: ${inserted} inserted in ${Date.now() - started} ms (${handle.kind})`);
