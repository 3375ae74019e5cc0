import { ZHealth } from "@simmer/contracts";
import { ping } from "@simmer/db";
import { publicProcedure, router } from "../trpc/init";

export const healthRouter = router({
  check: publicProcedure.output(ZHealth).query(async ({ ctx }) => {
    await ping(ctx.db);
    return { status: "ok" as const, db: ctx.dbKind };
  }),
});
