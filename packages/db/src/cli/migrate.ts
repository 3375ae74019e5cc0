// Applies the committed migrations to DATABASE_URL (or to the embedded database under DATA_DIR).
import { createDb } from "../client";

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? "./data";
const handle = await createDb({ url, dataDir: url ? undefined : `${dataDir}/pglite` });
await handle.migrate();
await handle.close();
console.log(`migrations applied (${handle.kind})`);
