import { z } from "zod";
import { protectedProcedure, router } from "../trpc/init";
import { isEmptyAccount } from "./restore";

/**
 * Backup and restore of a whole account (ADR 074). The archive itself travels only through the
 * streamed REST paths (GET /api/account/backup, POST /api/account/restore): its bytes cannot be a
 * tRPC answer without sitting whole in memory. Here a client asks whether a restore may start.
 */
export const backupRouter = router({
  restorable: protectedProcedure
    .input(z.object({}).optional())
    .output(z.object({ empty: z.boolean() }))
    .query(async ({ ctx }) => ({ empty: await isEmptyAccount(ctx.db, ctx.user.id) })),
});
