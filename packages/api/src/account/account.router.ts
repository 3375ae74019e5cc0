import { TRPCError } from "@trpc/server";
import {
  AUTH_MESSAGES,
  ZAccountDeleteInput,
  ZMessageOutput,
  ZPasswordChangeInput,
  ZPasswordChanged,
  ZPreferences,
  ZPreferencesInput,
  ZTokenCreateInput,
  ZTokenCreated,
  ZTokenId,
  ZTokenList,
} from "@simmer/contracts";
import { protectedProcedure, router, webSessionProcedure } from "../trpc/init";
import * as account from "./account.service";
import * as preferences from "./preferences.service";
import * as tokens from "./tokens.service";

/** Password checks count against the client's attempts, like login (ADR 002, 007). */
const passwordProcedure = webSessionProcedure.use(async ({ ctx, next }) => {
  if (!(await ctx.countCredentialAttempt())) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: AUTH_MESSAGES.rateLimited });
  return next();
});

export const accountRouter = router({
  preferences: router({
    get: protectedProcedure.output(ZPreferences).query(({ ctx }) => preferences.get(ctx.db, ctx.user.id)),
    update: protectedProcedure
      .input(ZPreferencesInput)
      .output(ZPreferences)
      .mutation(({ ctx, input }) => preferences.update(ctx.db, ctx.user.id, input)),
  }),
  tokens: router({
    list: webSessionProcedure.output(ZTokenList).query(({ ctx }) => tokens.list(ctx.db, ctx.user.id)),
    create: webSessionProcedure
      .input(ZTokenCreateInput)
      .output(ZTokenCreated)
      .mutation(({ ctx, input }) => tokens.create(ctx.db, ctx.user.id, input)),
    revoke: webSessionProcedure
      .input(ZTokenId)
      .output(ZMessageOutput)
      .mutation(({ ctx, input }) => tokens.remove(ctx.db, ctx.user.id, input.id)),
  }),
  changePassword: passwordProcedure
    .input(ZPasswordChangeInput)
    .output(ZPasswordChanged)
    .mutation(({ ctx, input }) => account.updatePassword(ctx.db, ctx.user.id, ctx.sessionId, input)),
  remove: passwordProcedure
    .input(ZAccountDeleteInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => account.remove(ctx.db, ctx.images, ctx.user.id, input)),
});
