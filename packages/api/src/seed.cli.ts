// `pnpm db:seed`: migrates DATABASE_URL (or the embedded database under DATA_DIR), loads the USDA
// foods and seeds the starter catalogue, exactly as the server does on its first start.
import path from "node:path";
import { createDb } from "@simmer/db";
import { ensureFoodsLoaded } from "./foods";
import { seedCatalog } from "./recipes";

/* eslint-disable no-restricted-properties -- a command-line entry point is where configuration is read */
const url = process.env.DATABASE_URL;
// pnpm runs this inside packages/api; a relative DATA_DIR means the directory the command was typed in.
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? "./data");
/* eslint-enable no-restricted-properties */

const handle = await createDb({ url, dataDir: url ? undefined : `${dataDir}/pglite` });
await handle.migrate();
const started = Date.now();
const { inserted } = await ensureFoodsLoaded(handle.db);
console.log(`USDA foods: ${inserted} inserted in ${Date.now() - started} ms (${handle.kind})`);
const catalogue = await seedCatalog(handle.db);
console.log(`Starter catalogue: ${JSON.stringify(catalogue)}`);
await handle.close();
