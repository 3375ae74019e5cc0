// Applies the committed migrations to DATABASE_URL (or to the embedded database under DATA_DIR).
import path from "node:path";
import { createDb } from "../client";

const url = process.env.DATABASE_URL;
// pnpm runs this inside packages/db; a relative DATA_DIR means the directory the command was typed in.
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? "./data");
const handle = await createDb({ url, dataDir: url ? undefined : `${dataDir}/pglite` });
await handle.migrate();
await handle.close();
console.log(`migrations applied (${handle.kind})`);
